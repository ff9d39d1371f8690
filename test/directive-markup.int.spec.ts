import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'directive-markup');

describe("Lines of another tool's {{directive …}} markup (a book's own, Hugo shortcodes)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/directives', 'octavo-directive-markup-');

  it('are printed as written and said once per file, at the first, with how many; code is never looked at', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      '01_values.md:3: {{index bit, "binary number"}} is a directive of the tool this book is built with ' +
        '(its own {{…}} markup, a Hugo shortcode, a Mustache or Handlebars tag) and Octavo runs no such tool: it is ' +
        'printed as written (3 such in this file, the first here); write out what the tool made, or put markup ' +
        'meant to be shown in code',
      '02_shortcodes.md:5: {{< note >}} is a directive of the tool this book is built with (its own {{…}} markup, ' +
        'a Hugo shortcode, a Mustache or Handlebars tag) and Octavo runs no such tool: it is printed as written ' +
        '(2 such in this file, the first here); write out what the tool made, or put markup meant to be shown in code',
    ]);
    const zip = await readZip(outFile);
    expect(plainText(zip.get('ch01.html')!.toString('utf8'))).toContain('{{index bit, "binary number"}}');
  });
});
