import { textBlock, textLines } from './support/pdf-checks';
import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';

/**
 * Thai, Lao, Khmer and Burmese stack vowels and tone marks over their letters (Khmer and Burmese subscripts under
 * them too) higher than the text face's ascent. Set at the theme's 1.45, the marks of a page's first line rose out of
 * its line box and Chromium painted them at the foot of the page before as well: a row of lone tone marks ("ตั้ พื้ ชื่
 * ที่") under pages 11, 12, 16 … of a Thai hospital manual (kphis-book), whose bulleted lists ran across page breaks.
 * Real Chromium: each book is a list long enough to cross several pages, every item holding the script's tallest
 * and deepest clusters, so that some page starts with them whatever the breaks.
 */
const SCRIPTS = {
  th: ['ตั้งค่าแหล่งข้อมูลพื้นฐาน', 'รายชื่อเจ้าหน้าที่', 'ปั๊ม ฝั่ง ฟื้น ปิ๋ว', 'ฎีกา ฎู ญาติ ฐุ'],
  lo: ['ຕັ້ງຄ່າ ພື້ນຖານ', 'ລາຍຊື່ ທີ່ ນ້ຳ', 'ປີ່ ປູ່ ແກ້ວ'],
  km: ['ក្រុមហ៊ុន ស្ត្រី ព្រះ', 'ខ្ញុំ ប៊ី ញ៉ាំ ក្ស្ម៊ី', 'ញ្ញូ ស៊ើប ជ្រើស ឆ្អឹង'],
  my: ['မြန်မာ ကြိုး ပြည့်', 'နိုင်ငံ ဂြိုဟ် ကြီး', 'ကျွန်ုပ် ဍ္ဍ ညှို့'],
} as const;

/** A list of `items` entries, each a line or two of the script's words, some in code as an app's names are. */
function chapter(words: readonly string[], items: number): string {
  const item = (i: number) =>
    `- \`App Data\` : ${Array.from({ length: 4 + (i % 3) }, (_, j) => words[(i + j) % words.length]).join(' ')}`;
  return ['# ' + words[0], '', ...Array.from({ length: items }, (_, i) => item(i)), ''].join('\n');
}

/** Half a line of the page's 10 pt text, in points. */
const HALF_LINE = 7;

/**
 * Glyphs drawn where a line of another page would continue this one: a run of text whose box starts at the text
 * block's foot (the next page's first line, painted here too), or ends at its head (the last line of the page
 * before). A line's box is its font's ascent and descent around the baseline, taller than the line in these
 * scripts' faces, so it is told by where it starts or ends, not by whether it crosses the margin.
 */
async function strayText(file: string): Promise<string[]> {
  const strays: string[] = [];
  (await textLines(file)).forEach((page, i) => {
    const block = textBlock(page);
    for (const line of page.lines) {
      if (Math.abs(line.yMin - block.bottom) < HALF_LINE) strays.push(`page ${i + 1} foot: "${line.text}"`);
      if (Math.abs(line.yMax - block.top) < HALF_LINE) strays.push(`page ${i + 1} head: "${line.text}"`);
    }
  });
  return strays;
}

afterAll(removeRenderedBooks);

describe('stacked marks of a line at the top of a page', () => {
  it.each(Object.entries(SCRIPTS))(
    '%s: no mark of a page’s first line is printed on the page before, nor one of its last line on the next',
    async (lang, words) => {
      const pdf = await renderBookPdf(
        { 'ch01.md': chapter(words, 160) },
        { title: 'Book', lang, files: ['ch01.md'], formats: { pdf: { toc: false } } },
      );
      expect(pdf.pages.length).toBeGreaterThan(4);
      expect(await strayText(pdf.file)).toEqual([]);
    },
    120_000,
  );
});
