import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderEpub, renderHtml } from '../../renderers';
import { withChromium } from '../../renderers/pdf/chromium';
import { readZip } from '../../renderers/test-support/read-zip';
import type { Page } from 'puppeteer';
import { fontFaceCss, loadBookFonts } from '../../renderers/theme/fonts';
import type { fixtureSuite } from './render-fixture';
import { workerChromium } from './worker-chromium';

type FixtureSuite = ReturnType<typeof fixtureSuite>;

/** Where each format's stylesheet is seen: the EPUB's (the paged formats') and the HTML site's, and their page. */
const FORMATS = {
  epub: { render: renderEpub, file: 'book.epub', page: 'OEBPS/ch01.xhtml' },
  html: { render: renderHtml, file: 'book.zip', page: 'ch01.html' },
} as const;

/**
 * Renders the book as EPUB or as the HTML site, unpacks it, opens its first chapter in Chromium and gives what
 * `measure` reads there (computed styles, boxes), with the render's warnings.
 */
export async function pageLooks<T>(
  book: FixtureSuite,
  format: keyof typeof FORMATS,
  measure: () => T,
  /** Another page than the first chapter's, by its path in the EPUB or the site. */
  pageFile?: string,
): Promise<{ looks: T; warnings: string[] }> {
  const { render, file } = FORMATS[format];
  const page = pageFile ?? FORMATS[format].page;
  const { outFile, warnings } = await book.render(render, file);
  const dir = join(book.dir(), format);
  for (const [name, data] of await readZip(outFile)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), data);
  }
  const looks = await withChromium(
    dir,
    undefined,
    async (browser) => {
      const tab = await browser.newPage();
      await tab.goto(`file://${join(dir, page)}`);
      const found = (await tab.evaluate(measure)) as T;
      await tab.close();
      return found;
    },
    1,
    workerChromium,
  );
  return { looks, warnings };
}

/**
 * A page holding `body`, styled by `css` and by the fonts the book ships for `usedText` in `lang` (declared as the
 * formats declare them, each file inlined), opened in Chromium with scripts off once its fonts are ready: `use`
 * measures it there.
 */
export async function withShippedFontsPage<T>(
  page: { usedText: string; lang: string; css: string; body: string },
  use: (tab: Page) => Promise<T>,
): Promise<T> {
  const faces = await loadBookFonts({ usedText: page.usedText, lang: page.lang });
  const files = new Map(faces.map((face) => [face.file, face.data.toString('base64')]));
  const fontCss = fontFaceCss(faces).replace(
    /url\("([^"]+)"\)/g,
    (_, file: string) => `url("data:font/woff2;base64,${files.get(file)}")`,
  );
  return withChromium(
    tmpdir(),
    undefined,
    async (browser) => {
      const tab = await browser.newPage();
      try {
        await tab.setJavaScriptEnabled(false);
        await tab.setContent(
          `<html lang="${page.lang}"><head><style>${fontCss}\n${page.css}</style></head><body>${page.body}</body></html>`,
        );
        await tab.evaluate(() => document.fonts.ready);
        return await use(tab);
      } finally {
        await tab.close();
      }
    },
    1,
    workerChromium,
  );
}
