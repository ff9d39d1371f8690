import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/** Katakana loan words, long-vowel marks and small kana: where the browser's default breaks lines badly. */
const PARAGRAPH =
  'コンピューターのキーボードでプログラミングを始めると、ライブラリーやフレームワーク、データベースのクエリーなど、' +
  'カタカナの言葉がたくさん出てきます。ショッピングカートのチェックアウトやユーザーのパスワードのリセットも、' +
  'よく使われるシナリオです。';

const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: '台所の道具', lang: 'ja', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== キッチンのカウンターでプログラミングを楽しむためのガイド',
    '',
    PARAGRAPH,
    '',
    PARAGRAPH,
  ].join('\n'),
});

interface BreakLooks {
  /** Lines (over every width tried) that start with a small kana or ー. */
  badStarts: string[];
  lines: number;
  headingWordBreak: string;
}

/** Sets the chapter's paragraphs at many widths and reads where each line starts. */
function breakLooks(): BreakLooks {
  const small = /^[ァィゥェォッャュョヮヵヶーぁぃぅぇぉっゃゅょゎ]/;
  const badStarts: string[] = [];
  let lines = 0;
  for (const paragraph of Array.from(document.querySelectorAll('p'))) {
    const text = paragraph.firstChild;
    if (!text || !(text.textContent ?? '').startsWith('コンピューター')) continue;
    for (let width = 160; width <= 420; width += 9) {
      paragraph.style.width = `${width}px`;
      let top: number | undefined;
      for (let i = 0; i < text.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const y = Math.round(range.getBoundingClientRect().top);
        if (top !== undefined && y > top + 4) {
          lines++;
          const rest = text.textContent!.slice(i, i + 6);
          if (small.test(rest)) badStarts.push(`${width}px: ${rest}`);
        }
        top = y;
      }
    }
  }
  const heading = document.querySelector('h1, h2')!;
  return { badStarts, lines, headingWordBreak: getComputedStyle(heading).wordBreak };
}

/**
 * Japanese typesetting (JIS X 4051) never starts a line with a small kana or the long-vowel mark ー; the browser's
 * default line breaking does ("ライブラリ" / "ーや"), many times a page in a Japanese book. Headings, set large and
 * short, break between phrases instead of inside a word.
 */
describe('a Japanese book breaks its lines as Japanese is typeset', () => {
  const book = fixtureSuite(BOOK, 'hanako/kitchen', 'octavo-japanese-breaks-');

  it.each(['epub', 'html'] as const)(
    '%s: no line starts with a small kana or ー; headings break by phrase',
    async (format) => {
      const { looks } = await pageLooks(book, format, breakLooks);
      expect(looks.lines).toBeGreaterThan(100);
      expect(looks.badStarts).toEqual([]);
      expect(looks.headingWordBreak).toBe('auto-phrase');
    },
  );
});
