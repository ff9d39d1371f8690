import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'caret-directives');

describe("Lines of a book's own ^name directives (Crafting Interpreters' `^code scanner-class`)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/interpreter', 'octavo-caret-directives-');

  it('are printed as written and said once per file, at the first, with how many; code is never looked at', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'scanner.md:5: ^code scanner-class is a directive of the tool this book is built with (a line of its own ' +
        "^name markup, as Crafting Interpreters' ^code that its build fills with code) and Octavo runs no such " +
        'tool: it is printed as written (2 such in this file, the first here); write out what the tool made, or ' +
        'put markup meant to be shown in code',
    ]);
    const zip = await readZip(outFile);
    const text = plainText(
      [...zip].find(([name]) => /^(ch01|introduction)\.html$/.test(name))![1].toString('utf8'),
    );
    expect(text).toContain('^code scan-token (1 before, 2 after)');
  });
});
