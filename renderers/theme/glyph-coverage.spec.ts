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
});

describe('uncovered', () => {
  it("counts a character only where a face's file has it and its unicode-range takes it", async () => {
    const [latin] = (await loadBookFonts({ usedText: 'A' })).filter((f) => /latin-400-normal/.test(f.file));
    const A = 0x41;
    expect(uncovered([A], [latin!])).toEqual([]);
    expect(uncovered([A], [{ ...latin!, unicodeRange: 'U+0100-024F' }])).toEqual([A]);
    expect(uncovered([A], [{ ...latin!, unicodeRange: 'U+0000-00FF' }])).toEqual([]);
  });
});
