import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-raw-latex');

describe('Paragraphs of raw LaTeX in Markdown, which pandoc passes to LaTeX only', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/pixels', 'octavo-raw-latex-');

  it('are left out, as pandoc leaves them out of HTML, with one warning at the first; page breaks still break; inline commands are named', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'pixels.md:5: \\bookfigure[220pt]{pixels-images/grid.png}{A grid of pixels}… is raw LaTeX, ' +
        'which pandoc passes to LaTeX only and leaves out of HTML and EPUB: it is left out here too (2 LaTeX ' +
        'commands or environments in this file, the first here); to have it in the book, write it in Markdown: ' +
        '![A grid of pixels](pixels-images/grid.png){#fig.pixels.grid width=220pt}',
      'pixels.md:19: \\figref{inline} is a LaTeX command, which pandoc passes to LaTeX only and leaves out of HTML ' +
        'and EPUB: it is printed here as written; write what it makes in Markdown (a link, a cross-reference such ' +
        'as [Figure 2](#fig-id), **bold**)',
    ]);
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const text = plainText(chapter);
    expect(text).toContain('An image is a grid of pixels. The functions that read them: Each pixel holds');
    expect(text).not.toMatch(/bookfigure|tabular|loadPixels|newpage/);
    expect(text).toContain('written \\figref{inline} LaTeX stays as written.');
    expect(chapter).toMatch(/<p class="octavo-break-before"[^>]*>Each pixel/);
  });
});
