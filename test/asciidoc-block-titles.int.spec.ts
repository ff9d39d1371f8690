import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderEpub } from '../renderers';
import { withChromium } from '../renderers/pdf/chromium';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-block-titles');

interface Look {
  text: string;
  fontFamily: string;
  fontWeight: string;
}

describe('AsciiDoc block titles (`.Thanks` above a paragraph, list, literal or quote) are set as titles', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kitchen', 'octavo-block-titles-');

  it('EPUB: each title is set apart from the body text it names, not as one more line of it', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const dir = join(book.dir(), 'unzipped');
    for (const [name, data] of zip) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await writeFile(join(dir, name), data);
    }
    const looks = await withChromium(dir, undefined, async (browser) => {
      const tab = await browser.newPage();
      await tab.goto(`file://${join(dir, 'OEBPS', 'ch01.xhtml')}`);
      const found = await tab.evaluate(() =>
        Array.from(document.querySelectorAll('.title, p')).map((el) => {
          const style = getComputedStyle(el);
          return { text: el.textContent!.trim(), fontFamily: style.fontFamily, fontWeight: style.fontWeight };
        }),
      );
      await tab.close();
      return found as Look[];
    });
    const titles = looks.filter((look) =>
      ['Thanks', 'What you need', 'The oven’s log', 'Said the baker'].includes(look.text),
    );
    const body = looks.find((look) => look.text.startsWith('The rest of the chapter'))!;
    expect(titles).toHaveLength(4);
    // The first family of each stack is the face it is set in; the others are fallbacks for missing letters.
    const face = (look: Look) => look.fontFamily.split(',')[0]!.trim();
    for (const title of titles) {
      expect(face(title)).toBe('"Octavo Sans"');
      expect(Number(title.fontWeight)).toBeGreaterThanOrEqual(600);
    }
    expect(face(body)).toBe('"Octavo Serif"');
  }, 60_000);
});
