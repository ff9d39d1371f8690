import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { withChromium } from '../renderers/pdf/chromium';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'unlinked-references');

interface Colours {
  paragraph: string;
  linked: string;
  unlinked: string;
}

describe('A cross-reference to no target, its link taken away, reads as text, not as a link going nowhere', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/garden', 'octavo-unlinked-references-');

  async function coloursIn(zipFile: string, folder: string, page: string): Promise<Colours> {
    const dir = join(book.dir(), folder);
    for (const [name, data] of await readZip(zipFile)) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await writeFile(join(dir, name), data);
    }
    return withChromium(dir, undefined, async (browser) => {
      const tab = await browser.newPage();
      await tab.goto(`file://${join(dir, page)}`);
      const colours = await tab.evaluate(() => {
        const paragraph = Array.from(document.querySelectorAll('p')).find((p) =>
          p.textContent!.includes('Soil'),
        )!;
        const colour = (el: Element) => getComputedStyle(el).color;
        return {
          paragraph: colour(paragraph),
          linked: colour(paragraph.querySelector('a[href]')!),
          unlinked: colour(paragraph.querySelector('a:not([href])')!),
        };
      });
      await tab.close();
      return colours;
    });
  }

  const expectTextColoured = ({ paragraph, linked, unlinked }: Colours) => {
    expect(linked).not.toBe(paragraph);
    expect(unlinked).toBe(paragraph);
  };

  it('EPUB', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings.some((text) => text.includes('"#bed-plan" has no target'))).toBe(true);
    expectTextColoured(await coloursIn(outFile, 'epub', join('OEBPS', 'ch01.xhtml')));
  }, 60_000);

  it('HTML', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    expectTextColoured(await coloursIn(outFile, 'site', 'ch01.html'));
  }, 60_000);
});
