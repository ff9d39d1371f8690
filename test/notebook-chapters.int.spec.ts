import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';
import { pageLooks } from './support/page-looks';
import { epubcheckErrors } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'notebook-chapters');

describe('A book whose chapters are Jupyter notebooks', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/harbour', 'octavo-notebook-chapters-');

  it('HTML: the notebook is a chapter with its code, its outputs, its table and its plots', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const text = plain(page);
    expect(text).toContain('Chapter 1 Tide Tables');
    expect(text).toContain("tides' ) loaded 3 tides tides.head( 2 ) height_m dawn 4.2 dusk 3.9");
    expect(page.match(/<img src="data:image\/(?:png|svg\+xml);base64,/g)).toHaveLength(3);
  });

  // Jupyter sets a cell's printed output apart from its code: the book did not (both were shaded listings).
  it.each(['epub', 'html'] as const)(
    '%s: an output listing is set apart from the code above it',
    async (format) => {
      const { looks } = await pageLooks(book, format, () =>
        Array.from(document.querySelectorAll('pre')).map((pre) => ({
          output: pre.parentElement?.classList.contains('output') ?? false,
          text: (pre.textContent ?? '').trim().split('\n')[0],
          shaded: getComputedStyle(pre).backgroundColor !== 'rgba(0, 0, 0, 0)',
        })),
      );
      const outputs = looks.filter((pre) => pre.output);
      expect(outputs.map((pre) => pre.text)).toContain('loaded 3 tides');
      expect(outputs.every((pre) => !pre.shaded)).toBe(true);
      expect(looks.filter((pre) => !pre.output).every((pre) => pre.shaded)).toBe(true);
    },
  );

  it('EPUB: passes epubcheck with the plots, the table and the math of a notebook', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
  });
});
