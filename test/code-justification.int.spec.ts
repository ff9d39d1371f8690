import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { withChromium } from '../renderers/pdf/chromium';
import { BOOK_CONTENT_CSS } from '../renderers/theme/book-style';
import { fontFaceCss, loadBookFonts } from '../renderers/theme/fonts';

/**
 * The book's paragraphs are justified. Chromium stretches every space of a justified line, those inside inline
 * code too, so a file name written with spaces (`Old Notes Final Copy.txt`) printed with gaps of two or three
 * spaces between its words, unlike what a reader would type. In real Chromium, with the book stylesheet: the code
 * is as wide in a justified line as in one set flush left, the words around it taking the stretch.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octavo-code-justify-'));
  const fonts = await loadBookFonts();
  for (const face of fonts) {
    await mkdir(dirname(join(dir, face.file)), { recursive: true });
    await writeFile(join(dir, face.file), face.data);
  }
  await writeFile(join(dir, 'fonts.css'), fontFaceCss(fonts));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('keeps the spaces of inline code at their width in a justified line', async () => {
  const paragraph = (align: string) =>
    `<p style="text-align: ${align}; text-align-last: ${align}">Rename <code>Old Notes Final Copy.txt</code> to a name ` +
    'without spaces before you share the folder with anyone.</p>';
  const html =
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="fonts.css"><style>${BOOK_CONTENT_CSS}
      body { margin: 0; width: 420px; }</style></head>` +
    `<body>${paragraph('justify')}${paragraph('left')}</body></html>`;
  await writeFile(join(dir, 'page.html'), html);
  const widths = await withChromium(dir, undefined, async (browser) => {
    const tab = await browser.newPage();
    await tab.goto(`file://${join(dir, 'page.html')}`);
    await tab.evaluate(() => document.fonts.ready);
    const measured = await tab.evaluate(() =>
      Array.from(document.querySelectorAll('code'), (code) => code.getBoundingClientRect().width),
    );
    await tab.close();
    return measured;
  });
  const [justified, flushLeft] = widths as [number, number];
  expect(Math.abs(justified - flushLeft)).toBeLessThan(0.5);
}, 60_000);
