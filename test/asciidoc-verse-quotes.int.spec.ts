import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { withChromium } from '../renderers/pdf/chromium';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

/** A verse and a quotation, each with its attribution, as AsciiDoc writes them. */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Tides', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Tides',
    '',
    '[verse,Nell Harbour,Low Water]',
    '____',
    'The sea goes out',
    '  and leaves the boats',
    '____',
    '',
    '"Twice a day, without fail."',
    '-- Harbour Master',
  ].join('\n'),
});

interface Look {
  verseFont: string;
  verseBackground: string;
  body: string;
  attributions: string[];
}

async function looks(dir: string, page: string): Promise<Look> {
  return withChromium(dir, undefined, async (browser) => {
    const tab = await browser.newPage();
    await tab.goto(`file://${join(dir, page)}`);
    const found = await tab.evaluate(() => {
      const verse = document.querySelector('.verseblock > pre')!;
      return {
        verseFont: getComputedStyle(verse).fontFamily,
        verseBackground: getComputedStyle(verse).backgroundColor,
        body: getComputedStyle(document.body).fontFamily,
        attributions: Array.from(document.querySelectorAll('.attribution')).map(
          (attribution) => getComputedStyle(attribution).textAlign,
        ),
      };
    });
    await tab.close();
    return found as Look;
  });
}

async function unzip(file: string, dir: string): Promise<void> {
  for (const [name, data] of await readZip(file)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), data);
  }
}

describe('AsciiDoc verse is set as text, not code, and attributions stand to the right', () => {
  const book = fixtureSuite(BOOK, 'ann/tides', 'octavo-verse-quotes-');

  const expectSet = (look: Look) => {
    expect(look.verseFont).toBe(look.body);
    expect(look.verseBackground).toBe('rgba(0, 0, 0, 0)');
    expect(look.attributions).toEqual(['right', 'right']);
  };

  it('EPUB (the paged formats’ stylesheet)', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const dir = join(book.dir(), 'epub');
    await unzip(outFile, dir);
    expectSet(await looks(dir, 'OEBPS/ch01.xhtml'));
  }, 60_000);

  it('HTML site', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const dir = join(book.dir(), 'site');
    await unzip(outFile, dir);
    expectSet(await looks(dir, 'ch01.html'));
  }, 60_000);
});
