import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheckErrors, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const source = directorySource(join(__dirname, 'fixtures', 'books', 'non-aria-roles'));

describe('raw HTML with a DocBook-style role (<span role="keep-together">)', () => {
  const book = fixtureSuite(source, 'ann/kites', 'octavo-non-aria-roles-');

  it('makes an EPUB epubcheck accepts, the role carried as a class', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ch01\.asciidoc:4: <span role="keep-together"> names no ARIA role, and so are 2 more/,
      ),
    ]);
    const chapter = [...(await readZip(outFile))]
      .map(([, bytes]) => bytes.toString())
      .find((xhtml) => xhtml.includes('the wind is steady'))!;
    expect(chapter).toContain('<span class="keep-together">the wind is steady</span>');
    expect(chapter).not.toMatch(/role="keep-together/);
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
  });

  it('keeps the phrase on one line in the PDF, as the class asks', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const { stdout } = await tool('pdftotext', ['-raw', '-enc', 'UTF-8', outFile, '-']);
    // Before, the line broke inside it: "… the string is long enough to let it / find the stronger air".
    expect(stdout).toMatch(/\nlong enough to let it find /);
  });
});
