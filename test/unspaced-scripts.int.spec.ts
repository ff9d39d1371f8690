import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/** Thai writes no space between its words: the paragraph's only spaces are around "Git" and between sentences. */
const PARAGRAPH =
  'บทนี้จะพูดถึงการเริ่มต้นใช้งาน Git เราจะเริ่มจากการอธิบายเกี่ยวกับระบบควบคุมเวอร์ชัน ' +
  'จากนั้นจะแสดงวิธีติดตั้ง Git บนระบบของคุณ และสุดท้ายจะตั้งค่าให้พร้อมใช้งานสำหรับการทำงานประจำวันของคุณ';

/** A Thai book that declares no language, as most repositories do. */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'คู่มือ Git', files: ['ch01.md'] }),
  'ch01.md': ['# เริ่มต้นใช้งาน', '', PARAGRAPH, '', PARAGRAPH, ''].join('\n'),
});

interface SpaceLooks {
  lang: string;
  /** The widest space of the paragraphs over every width tried, in ems of their font. */
  widestSpaceEm: number;
  spaces: number;
}

/** Sets the chapter's paragraphs at many widths and measures each of their spaces. */
function spaceLooks(): SpaceLooks {
  let widestSpaceEm = 0;
  let spaces = 0;
  for (const paragraph of Array.from(document.querySelectorAll('p'))) {
    const text = paragraph.firstChild;
    if (!text || !(text.textContent ?? '').startsWith('บทนี้')) continue;
    const em = parseFloat(getComputedStyle(paragraph).fontSize);
    for (let width = 200; width <= 520; width += 16) {
      paragraph.style.width = `${width}px`;
      for (let i = 0; i < text.textContent!.length; i++) {
        if (text.textContent![i] !== ' ') continue;
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        spaces++;
        widestSpaceEm = Math.max(widestSpaceEm, range.getBoundingClientRect().width / em);
      }
    }
  }
  return { lang: document.documentElement.lang, widestSpaceEm, spaces };
}

/**
 * A book in Thai is read as Thai though it declares no language (its pages' `lang`, which reading systems choose
 * fonts and line breaking by), and its paragraphs are set ragged: justified, the few spaces of a Thai line took all
 * its slack, gaps of several ems around a Latin word.
 */
describe('a Thai book is read as Thai and set without stretched spaces', () => {
  const book = fixtureSuite(BOOK, 'somchai/git', 'octavo-thai-');

  it.each(['epub', 'html'] as const)('%s: lang th, no space wider than half an em', async (format) => {
    const { looks, warnings } = await pageLooks(book, format, spaceLooks);
    expect(looks.lang).toBe('th');
    expect(looks.spaces).toBeGreaterThan(50);
    expect(looks.widestSpaceEm).toBeLessThan(0.5);
    expect(warnings).toContainEqual(
      expect.stringContaining('the book declares no language and is written in Thai script'),
    );
  });
});
