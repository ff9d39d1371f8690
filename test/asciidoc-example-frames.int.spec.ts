import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { withChromium } from '../renderers/pdf/chromium';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

/** Untitled examples as AsciiDoc writes them: a paragraph styled [example], and a ==== block. */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Kites', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Kites',
    '',
    '[example]',
    'A box kite flies in light wind.',
    '',
    'After the styled paragraph.',
    '',
    '====',
    'A delta kite needs a tail.',
    '====',
    '',
    'After the block.',
  ].join('\n'),
});

interface ExampleLook {
  text: string;
  border: string;
  /** Pixels between the frame's bottom edge and the top of the next paragraph's text. */
  gapAfter: number;
}

async function exampleLooks(dir: string, page: string): Promise<ExampleLook[]> {
  const looks = await withChromium(dir, undefined, async (browser) => {
    const tab = await browser.newPage();
    await tab.goto(`file://${join(dir, page)}`);
    const found = await tab.evaluate(() =>
      Array.from(document.querySelectorAll('.exampleblock > .content')).map((frame) => {
        const next = frame.parentElement!.nextElementSibling!;
        return {
          text: frame.textContent!.trim(),
          border: getComputedStyle(frame).borderTopWidth,
          gapAfter: next.getBoundingClientRect().top - frame.getBoundingClientRect().bottom,
        };
      }),
    );
    await tab.close();
    return found as ExampleLook[];
  });
  return looks;
}

async function unzip(file: string, dir: string): Promise<void> {
  for (const [name, data] of await readZip(file)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), data);
  }
}

describe('an untitled AsciiDoc example is framed and set apart from the text after it', () => {
  const book = fixtureSuite(BOOK, 'ann/kites', 'octavo-example-frames-');

  const expectFramed = (looks: ExampleLook[]) => {
    expect(looks.map((look) => look.text)).toEqual([
      'A box kite flies in light wind.',
      'A delta kite needs a tail.',
    ]);
    for (const look of looks) {
      expect(look.border).toBe('1px');
      expect(look.gapAfter).toBeGreaterThan(8);
    }
  };

  it('EPUB (the paged formats’ stylesheet)', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const dir = join(book.dir(), 'epub');
    await unzip(outFile, dir);
    expectFramed(await exampleLooks(dir, 'OEBPS/ch01.xhtml'));
  }, 60_000);

  it('HTML site', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const dir = join(book.dir(), 'site');
    await unzip(outFile, dir);
    expectFramed(await exampleLooks(dir, 'ch01.html'));
  }, 60_000);
});
