import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';
import { textLines, WordBox, wordBoxes } from './support/pdf-checks';

/**
 * A numbered LaTeX equation's number is set flush with the text's right edge, as LaTeX, MathJax and KaTeX set it,
 * and the columns of an aligned environment or array are aligned as Temml's cells ask.
 * Temml puts it in a half-width cell at the row's end, where Chromium centered it, a third of the way in from the
 * margin, and the first fix (text-align: right) drew it against the equation: Chromium aligns a MathML cell only
 * by -webkit-right.
 */
const FILES = {
  'ch01.adoc': [
    // Asciidoctor numbers equation environments only when asked.
    ':eqnums:',
    '',
    '== Curves',
    '',
    'Bitcoin uses a specific elliptic curve and set of mathematical constants, as defined in a standard called',
    'secp256k1, established by the National Institute of Standards and Technology, which fills the line.',
    '',
    '[latexmath]',
    '++++',
    '\\begin{equation}',
    '{y^2 = (x^3 + 7)}~\\text{over}~(\\mathbb{F}_p)',
    '\\end{equation}',
    '++++',
    '',
    '[latexmath]',
    '++++',
    '\\begin{equation}',
    'E = mc^2 \\tag{A}',
    '\\end{equation}',
    '++++',
    '',
    '[latexmath]',
    '++++',
    '\\begin{aligned} x &= 1 + 2 + 3 \\\\ yyy &= 4 \\end{aligned}',
    '++++',
    '',
  ].join('\n'),
};

describe('equation numbers in the PDF', () => {
  let all: WordBox[] = [];
  let right = 0;

  beforeAll(async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Curves', files: ['ch01.adoc'] });
    all = await wordBoxes(pdf.file);
    // The text's right edge: where the justified paragraph's first line ends.
    const page = (await textLines(pdf.file)).find((p) =>
      p.lines.some((l) => l.text.startsWith('Bitcoin uses')),
    )!;
    right = page.lines.find((l) => l.text.startsWith('Bitcoin uses'))!.xMax;
  }, 120_000);
  afterAll(() => removeRenderedBooks());

  it.each([
    ['an automatic number', '(1)', 'over'],
    ['a \\tag', '(A)', '='],
  ])('sets %s flush right, well apart from its equation', (_, number, inEquation) => {
    const tag = all.find((w) => w.text === number)!;
    expect(tag).toBeDefined();
    expect(Math.abs(tag.xMax - right)).toBeLessThan(3);
    expect(
      tag.xMin - all.find((w) => w.text.includes(inEquation) && w.xMax < tag.xMin)!.xMax,
    ).toBeGreaterThan(60);
  });

  it("right-aligns an aligned environment's left column against the = signs, as Temml's cells ask", () => {
    // Chromium drew the column's cells at its left edge: x under the start of yyy, not against its =.
    const x = all.find((w) => w.text.startsWith('𝑥'))!;
    const yyy = all.find((w) => w.text === '𝑦𝑦𝑦')!;
    expect(x.xMin - yyy.xMin).toBeGreaterThan(5);
  });
});
