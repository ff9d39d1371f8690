import { BookModel } from '../model/book-model';
import { formatWarning } from '../warnings';
import { loadBookFonts, uncovered } from './fonts';
import { missingGlyphWarnings } from './glyph-coverage';

describe('missingGlyphWarnings', () => {
  it('names each character no shipped font has, where it first occurs; symbols the fallbacks have pass', async () => {
    const text = 'Tick ✓, box ❏, arrow ⇒, Adlam \u{1E900}';
    const model = {
      title: 'T',
      authors: [],
      characterSources: new Map(
        [...text]
          .filter((c) => c.codePointAt(0)! > 0x7f)
          .map((c) => [c.codePointAt(0)!, { file: 'ch01.adoc', line: 7 }]),
      ),
    } as unknown as BookModel;
    const fonts = await loadBookFonts({ usedText: text });
    expect(missingGlyphWarnings(model, fonts).map(formatWarning)).toEqual([
      expect.stringContaining('ch01.adoc:7: character U+1E900 "\u{1E900}" is in no font Octavo ships'),
    ]);
  });

  it('lets CJK pass (Chinese, kana, Hangul) and names the ideograph no shipped CJK font has (𠮷, U+20BB7)', async () => {
    const text = '佳音 吾輩は猫である 한글 𠮷野家';
    const model = {
      title: 'T',
      authors: ['佳音'],
      characterSources: new Map(
        [...text]
          .filter((c) => c.codePointAt(0)! > 0x7f)
          .map((c) => [c.codePointAt(0)!, { file: 'ch01.adoc', line: 3 }]),
      ),
    } as unknown as BookModel;
    const fonts = await loadBookFonts({ usedText: text });
    expect(missingGlyphWarnings(model, fonts).map(formatWarning)).toEqual([
      expect.stringContaining('ch01.adoc:3: character U+20BB7 "𠮷" is in no font Octavo ships'),
    ]);
  });

  it('says once for each line what it lacks, however many characters (a line of Adlam letters)', async () => {
    const adlam = Array.from({ length: 12 }, (_, i) => String.fromCodePoint(0x1e900 + i));
    const model = {
      title: 'T',
      authors: [],
      characterSources: new Map([
        ...adlam.map((c) => [c.codePointAt(0)!, { file: 'ch08.md', line: 432 }] as const),
        [0x1e920, { file: 'ch09.md', line: 3 }],
      ]),
    } as unknown as BookModel;
    const fonts = await loadBookFonts({ usedText: adlam.join('') });
    expect(missingGlyphWarnings(model, fonts).map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch08\.md:432: 12 characters U\+1E900 "\u{1E900}", .* and 4 more are in no font Octavo ships, so they are drawn/u,
      ),
      expect.stringContaining('ch09.md:3: character U+1E920'),
    ]);
  });
});

describe('uncovered', () => {
  it("counts a character only where a face's file has it and its unicode-range takes it", async () => {
    const [latin] = (await loadBookFonts({ usedText: 'A' })).filter((f) => /latin-400-normal/.test(f.file));
    const A = 0x41;
    expect(uncovered([A], [latin!])).toEqual([]);
    expect(uncovered([A], [{ ...latin!, unicodeRange: 'U+0100-024F' }])).toEqual([A]);
    expect(uncovered([A], [{ ...latin!, unicodeRange: 'U+0000-00FF' }])).toEqual([]);
  });

  it('passes the invisible selectors and joiners a font need not have (⬆︎: an arrow with VS15, text presentation)', async () => {
    const [latin] = (await loadBookFonts({ usedText: 'A' })).filter((f) => /latin-400-normal/.test(f.file));
    const invisible = [0xfe0e, 0xfe0f, 0x034f, 0x200d, 0xe0101, 0xe0067];
    expect(uncovered(invisible, [latin!])).toEqual([]);
  });
});
