import { leanpubMarkdown as leanpub } from '../test-support/markdown-of-kind';
import { markdownToHtml } from './markdown';

describe('leanpubMath', () => {
  // As The Dyalog Cookbook: "The line answers this for any {$$}x^2{/$$}."
  it('reads {$$}…{/$$} in a sentence as inline math, and on lines of its own as a displayed formula', () => {
    const html = leanpub(
      'The line answers this for any {$$}x^2{/$$}.\n\n{$$}\n\\frac{a}{b}\n{/$$}\n\nAfter.\n',
    );
    expect(html).toContain('The line answers this for any \\(x^2\\).');
    expect(html).toContain('<p data-octavo-line="3">\\[\\frac{a}{b}\\]</p>');
    expect(html).not.toContain('{/');
    expect(html).toContain('After.');
  });

  it("reads Markua's `x^2`$ as inline math and a ```$ fence as a displayed formula", () => {
    const html = leanpub('Any `x^2`$ and `code` here.\n\n```$\n\\sum_i x_i\n```\n');
    expect(html).toContain('Any \\(x^2\\) and <code>code</code> here.');
    expect(html).toContain('\\[\\sum_i x_i\\]');
    expect(html).not.toContain('<pre');
  });

  it('leaves the same text alone outside a Leanpub manuscript', () => {
    const html = markdownToHtml('Any `x^2`$ here.\n');
    expect(html).toContain('<code>x^2</code>$');
  });
});
