import { parseHtml, serializeHtml } from '../dom/html-dom';
import { keepMathWithItsWords } from './math-words';

const M = (x: string) => `<math><mi>${x}</mi></math>`;

function joined(html: string): string {
  const nodes = parseHtml(html);
  keepMathWithItsWords(nodes);
  return serializeHtml(nodes);
}

describe('keepMathWithItsWords', () => {
  it('holds a formula with the punctuation, brackets and suffix written against it', () => {
    expect(joined(`<p>Take ${M('x')}, then (${M('y')}) and the ${M('n')}-th.</p>`)).toBe(
      `<p>Take <span class="math-word">${M('x')},</span> then <span class="math-word">(${M('y')})</span> and the <span class="math-word">${M('n')}-th.</span></p>`,
    );
  });

  it('holds formulas written against each other as one run', () => {
    expect(joined(`<p>from ${M('a')},${M('b')} to ${M('c')}</p>`)).toBe(
      `<p>from <span class="math-word">${M('a')},${M('b')}</span> to ${M('c')}</p>`,
    );
  });

  it('leaves a formula between spaces, a displayed one, code and long words as they are', () => {
    const html =
      `<p>Let ${M('a')} be.</p><p>So:<math display="block"><mi>b</mi></math>.</p>` +
      `<pre>${M('c')},</pre><p>${M('d')}${'z'.repeat(40)}</p>`;
    expect(joined(html)).toBe(html);
  });
});
