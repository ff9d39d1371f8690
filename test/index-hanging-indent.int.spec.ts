import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';
import { WordBox, wordBoxes } from './support/pdf-checks';

/**
 * An index entry too long for its column wraps with its later lines set in (a hanging indent), as every printed index
 * sets them: the Elasticsearch guide's "canonical forms (Unicode normalization), 385" wrapped to the entries' own
 * edge, its second line reading as another entry. A sub-entry starts where its entry's later lines do.
 */
const FILES = {
  'ch01.adoc': [
    '== Text',
    '',
    '((("canonical forms of the Unicode characters written in several ways (Unicode normalization)")))' +
      'Canonical forms are one way to write each character.',
    '',
    '((("analyzers", "standard")))((("analyzers", "whitespace")))Analyzers split text.',
    '',
    '((("zebra")))A zebra.',
    '',
  ].join('\n'),
  'ix.html': '<section data-type="index"></section>',
};

describe('index entries that wrap', () => {
  let words: WordBox[] = [];

  beforeAll(async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Text', files: ['ch01.adoc', 'ix.html'] });
    // The index is the book's last page.
    const all = await wordBoxes(pdf.file);
    const start = all.findLastIndex((w) => w.text === 'canonical');
    words = all.slice(start);
  }, 120_000);
  afterAll(() => removeRenderedBooks());

  const word = (text: string) => {
    const found = words.find((w) => w.text === text);
    expect(found).toBeDefined();
    return found!;
  };
  /** The first word of the line `inLine` is on, in its column (the index is set in two). */
  const lineStart = (inLine: WordBox, column: WordBox) =>
    words
      .filter((w) => Math.abs(w.yMin - inLine.yMin) < 1 && w.xMin > column.xMin - 30 && w.xMin <= inLine.xMin)
      .sort((a, b) => a.xMin - b.xMin)[0]!;

  it('sets an entry’s later lines in from its first', () => {
    const first = word('canonical');
    const wrapped = lineStart(word('normalization),'), first);
    expect(wrapped.yMin).toBeGreaterThan(first.yMax);
    expect(wrapped.xMin - first.xMin).toBeGreaterThan(8);
    // An entry that does not wrap starts at the entries' own edge.
    expect(Math.abs(word('zebra,').xMin - first.xMin)).toBeLessThan(1);
  });

  it('starts a sub-entry where its entry’s later lines do', () => {
    const entry = word('analyzers');
    const sub = word('standard,');
    expect(sub.xMin - entry.xMin).toBeGreaterThan(8);
    const wrapped = lineStart(word('normalization),'), word('canonical'));
    expect(Math.abs(sub.xMin - entry.xMin - (wrapped.xMin - word('canonical').xMin))).toBeLessThan(1.5);
  });
});
