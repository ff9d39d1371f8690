import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';
import { tool } from './support/render-tools';
import { wordBoxes } from './support/pdf-checks';

/**
 * A circuit drawn with box-drawing characters in a listing (the Qiskit Pocket Guide prints every circuit so): its
 * lines meet only if those characters are as wide as the letters. JetBrains Mono's shipped subsets have none of
 * them, and the symbols font that drew them is not monospaced: the boxes came out narrower than their columns.
 */
describe('box-drawing characters in a listing', () => {
  const listing = ['         ┌───┐', '    q_0: ┤ H ├──■──', '         └───┘', 'abcdefghijklmnop'];
  let words: Awaited<ReturnType<typeof wordBoxes>> = [];
  let fonts = '';

  beforeAll(async () => {
    const pdf = await renderBookPdf(
      { 'ch.adoc': ['== Circuits', '', '----', ...listing, '----', ''].join('\n') },
      { title: 'Circuits', files: ['ch.adoc'] },
    );
    words = await wordBoxes(pdf.file);
    fonts = (await tool('pdffonts', [pdf.file])).stdout;
  }, 120_000);
  afterAll(() => removeRenderedBooks());

  it('are drawn as wide as the listing’s letters, so the lines of a diagram meet', () => {
    const letters = words.find((w) => w.text === 'abcdefghijklmnop')!;
    const letter = (letters.xMax - letters.xMin) / 16;
    const top = words.find((w) => w.text === '┌───┐')!;
    const wire = words.find((w) => w.text === '├──■──')!;
    expect(Math.abs((top.xMax - top.xMin) / 5 - letter)).toBeLessThan(letter * 0.01);
    // The box's right edge (column 13) stands over the wire's first character (column 13).
    expect(Math.abs(top.xMax - letter - wire.xMin)).toBeLessThan(letter * 0.05);
    expect(fonts).toMatch(/DejaVuSansMono/);
  });
});
