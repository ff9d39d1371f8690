import { markdownOfKind } from '../test-support/markdown-of-kind';
import { markdownToHtml } from './markdown';

const quarto = (text: string) => markdownOfKind(text, { codeCells: true });

describe("pandoc's inline extensions", () => {
  // Quarto: The Practical Guide's table of inline elements showed `H~2~O` and `x^2^` as written in its Rendered column.
  it('sets superscript and subscript in Quarto and R Markdown pages, not an inline note or strikethrough', () => {
    expect(quarto('H~2~O, x^2^, 2^10^, a~i,j~, P~a\\ cat~ and ~~gone~~.\n')).toContain(
      'H<sub>2</sub>O, x<sup>2</sup>, 2<sup>10</sup>, a<sub>i,j</sub>, P<sub>a cat</sub> and <s>gone</s>.',
    );
    expect(quarto('A ^ b ^ c, a ~ b ~ c and x^y z^.\n')).toContain('A ^ b ^ c, a ~ b ~ c and x^y z^.');
    expect(quarto('Noted.^[An inline note.]\n')).not.toContain('<sup>[');
    expect(quarto('Code `x^2^` and math $x^2^$.\n')).toContain('<code>x^2^</code>');
  });

  it('leaves a tilde and a caret in other Markdown as written (a single tilde is GitHub strikethrough there)', () => {
    expect(markdownToHtml('H~2~O and x^2^.\n')).toContain('H~2~O and x^2^.');
  });

  it('prints a bracketed span as pandoc writes it: small caps, underline, mark, an id, and no brackets', () => {
    const html = markdownToHtml(
      '[Small Caps]{.smallcaps}, [*under* line]{.underline}, [marked]{.mark}, ' +
        '[red]{style="color: red"} and [here]{#spot .note} [not a span] {.x}.\n',
    );
    expect(html).toContain(
      '<span class="smallcaps">Small Caps</span>, <u><em>under</em> line</u>, <mark>marked</mark>, ' +
        '<span>red</span> and <span id="spot" class="note">here</span> [not a span] {.x}.',
    );
  });

  it('leaves brackets that open inside emphasis and close outside it as written', () => {
    expect(markdownToHtml('*a [b* c]{.x}\n')).toContain('<em>a [b</em> c]{.x}');
  });
});
