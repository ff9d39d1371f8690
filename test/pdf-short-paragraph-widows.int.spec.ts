import { renderBookPdf } from './support/pdf-book';

/**
 * Three-line paragraphs, as a part's introduction and a chapter write them: with `orphans: 2; widows: 2` none can be
 * split, yet Chromium 156 split one two lines and one, leaving a page that began "tions for running on a particular
 * quantum simulator or device." (Qiskit Pocket Guide's Part I). Each now moves to the next page whole.
 */
const SENTENCE =
  'Underlying all programs developed using Qiskit are some fundamental concepts and modules, which we explore ' +
  'in the first part of this book, beginning here.';
const paragraphs = (tag: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${tag} ${i}: ${SENTENCE}`).join('\n\n');
const CONFIG = { title: 'Widows', files: ['part.adoc', 'ch01.adoc'] };
const FILES = {
  'atlas.json': JSON.stringify(CONFIG),
  'part.adoc': `[part]\n== Fundamentals\n\n[partintro]\n--\n${paragraphs('P', 14)}\n--\n`,
  'ch01.adoc': `== One\n\n${paragraphs('C', 40)}\n`,
};

describe('a paragraph too short to split across pages', () => {
  it('starts every page of text with a paragraph’s first line, in a part’s introduction and in a chapter', async () => {
    const pdf = await renderBookPdf(FILES, CONFIG);
    expect(pdf.warnings).toEqual([]);
    // Each page's first line of text, past the running head.
    const firstLines = pdf.pages
      .map((page) =>
        page
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '' && !line.includes('·')),
      )
      .filter((lines) => lines.some((line) => /^[PC] \d+:/.test(line)))
      .map((lines) => lines.find((line) => !/^(PART I|Fundamentals|CHAPTER 1|One)$/.test(line))!);
    expect(firstLines.length).toBeGreaterThan(3);
    expect(firstLines.filter((line) => !/^[PC] \d+:/.test(line))).toEqual([]);
  }, 180_000);
});
