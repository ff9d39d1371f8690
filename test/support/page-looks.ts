import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderEpub, renderHtml } from '../../renderers';
import { withChromium } from '../../renderers/pdf/chromium';
import { readZip } from '../../renderers/test-support/read-zip';
import type { fixtureSuite } from './render-fixture';

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
): Promise<{ looks: T; warnings: string[] }> {
  const { render, file, page } = FORMATS[format];
  const { outFile, warnings } = await book.render(render, file);
  const dir = join(book.dir(), format);
  for (const [name, data] of await readZip(outFile)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), data);
  }
  const looks = await withChromium(dir, undefined, async (browser) => {
    const tab = await browser.newPage();
    await tab.goto(`file://${join(dir, page)}`);
    const found = (await tab.evaluate(measure)) as T;
    await tab.close();
    return found;
  });
  return { looks, warnings };
}
