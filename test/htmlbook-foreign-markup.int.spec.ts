import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'htmlbook-foreign-markup');

describe('Markup of another tool in a source (Real World OCaml’s <idx> and <link rel="import">)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/folding', 'octavo-foreign-markup-');

  it('is named with its line and count, once per element; SVG’s own elements are not', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'ch01.html:3: <idx> is not an HTML or HTMLBook element (2 in this file, the first here): its tag is left ' +
        "out and what it holds printed as text; if a tool of the book turns it into HTML, list that tool's " +
        'output instead, else write it as HTMLBook',
      'ch01.html:10: <ocaml-note> is not an HTML or HTMLBook element: its tag is left out and what it holds ' +
        "printed as text; if a tool of the book turns it into HTML, list that tool's output instead, else write " +
        'it as HTMLBook',
      'ch01.html:4: <link rel="import" href="code/fold.ml"> is not followed (HTML imports are not part of HTML ' +
        'any more): what it names is not in the book; put its content in the source (code in a <pre>)',
    ]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(page).toContain('A fold walks a list once.fold/over lists It keeps');
    expect(page).toMatch(/<svg[\s\S]*<path d="M0,10 L40,10"/);
  });
});
