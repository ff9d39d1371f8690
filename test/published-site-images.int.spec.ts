import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'published-site-images');

describe('Images a page links as its published copy in site/ reads them (book/x.md, site/image/…)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/lexers', 'octavo-published-site-images-');

  it('HTML: are found in the folder the book is published to, with a warning saying how to write the path', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'book/lexer.md:5: image image/lexer/tokens.png not found (looked for book/image/lexer/tokens.png and ' +
        "image/lexer/tokens.png); used site/image/lexer/tokens.png, in site/, where the book's own build " +
        'publishes its pages; write it as ../site/image/lexer/tokens.png so the path leads from this file to the ' +
        'image',
      'book/lexer.md:9: image image/lexer/tree.png not found (looked for book/image/lexer/tree.png and ' +
        'image/lexer/tree.png): folder book/image/ does not exist at this commit; left out, the figure' +
        "'s caption standing for it: add the image there, or correct the path",
    ]);
    const zip = await readZip(outFile);
    expect(zip.has('assets/site/image/lexer/tokens.png')).toBe(true);
    const page = [...zip].find(([name]) => /^(ch01|introduction)\.html$/.test(name))![1].toString('utf8');
    expect(page).toContain('src="assets/site/image/lexer/tokens.png"');
  });
});
