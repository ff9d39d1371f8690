import { memorySource } from '../test-support/memory-source';
import { toMathml } from '../math/to-mathml';
import { headerIncludeMathMacros, mathJaxScriptMacros } from './header-include-macros';

const QUARTO_BOOK = `project:
  type: book
book:
  chapters: [index.qmd, design.qmd]
format:
  html:
    include-in-header:
      - file: "macros.jax"
  pdf:
    include-in-header:
      - _macros_pdf.tex
`;

const MATHJAX_SCRIPT = `<script>
window.MathJax = {
  tex: {
    macros: {
      bs: ["\\\\boldsymbol{#1}", 1],
      mb: ["\\\\mathbf{#1}", 1],
      E: "\\\\mathbb{E}",
      'Xbar': '\\\\overline{X}',
      U: "\\\\mb{U}",
    }
  }
};
</script>
`;

const PDF_PREAMBLE = `\\newcommand{\\mb}{\\symbf}
\\newcommand{\\V}{\\mathbb{V}}
% \\newcommand{\\old}{\\mathrm{old}}
\\DeclareMathOperator*{\\argmax}{arg\\,max}
`;

const PAGE = '# Design {#sec-design}\n\nThe mean $\\E[\\Xbar_n] = \\V[\\mb{Z}]$.\n';

/** The formula as MathML, converted with the macros read. */
async function converted(tex: string, files: Record<string, string>, path = 'design.qmd', page = PAGE) {
  const macros = await headerIncludeMathMacros(path, page, memorySource(files));
  return { macros, mathml: toMathml('latex', tex, false, macros ?? {}) };
}

describe('headerIncludeMathMacros', () => {
  it("reads a Quarto book's MathJax macros and its PDF preamble's \\newcommand lines", async () => {
    const files = {
      '_quarto.yml': QUARTO_BOOK,
      'macros.jax': MATHJAX_SCRIPT,
      '_macros_pdf.tex': PDF_PREAMBLE,
    };
    const { macros, mathml } = await converted('\\E[\\Xbar_n] = \\V[\\mb{Z}] + \\argmax_x \\U', files);
    expect(Object.keys(macros!)).toEqual(
      expect.arrayContaining(['\\E', '\\Xbar', '\\V', '\\mb', '\\bs', '\\U', '\\argmax']),
    );
    expect(macros).not.toHaveProperty('\\old');
    expect(mathml).toMatchObject({ ok: true });
    const printed = JSON.stringify(mathml).replace(/<annotation.*$/, '');
    expect(printed).not.toMatch(/mtext|\\\\/);
    expect(printed).toContain('<mi>𝔼</mi>');
    expect(printed).toContain('tml-overline');
    // The website's \mathbf wins over the preamble's unicode-math \symbf, which the converter lacks.
    expect(printed).toContain('<mi>𝐙</mi>');
  });

  it("reads an R Markdown book's includes: in_header: in _output.yml beside the page", async () => {
    const files = {
      '_output.yml':
        'bookdown::pdf_book:\n  includes:\n    in_header: preamble.tex\n  latex_engine: xelatex\n',
      'preamble.tex': '\\usepackage{booktabs}\n\\newcommand{\\E}{\\mathbb{E}}\n',
    };
    const { macros } = await converted('\\E', files, '01-intro.Rmd', 'The mean $\\E[X]$.\n');
    expect(macros).toHaveProperty('\\E');
  });

  it("reads a page's own include-in-header text", async () => {
    const page =
      '---\ninclude-in-header:\n  text: |\n    \\newcommand{\\R}{\\mathbb{R}}\n---\n\n$x \\in \\R$\n';
    const { macros } = await converted('\\R', {}, 'notes.qmd', page);
    expect(macros).toHaveProperty('\\R');
  });

  it('reads nothing for a page without math or a book without header includes', async () => {
    const files = { '_quarto.yml': QUARTO_BOOK, 'macros.jax': MATHJAX_SCRIPT };
    expect(
      await headerIncludeMathMacros('index.qmd', '# Preface\n\nNo formulas.\n', memorySource(files)),
    ).toBeUndefined();
    expect(
      await headerIncludeMathMacros(
        'design.qmd',
        PAGE,
        memorySource({ '_quarto.yml': 'project:\n  type: book\n' }),
      ),
    ).toBeUndefined();
  });
});

describe('mathJaxScriptMacros', () => {
  it("reads MathJax 2's TeX.Macros with a default argument kept apart", () => {
    const script = 'MathJax.Hub.Config({ TeX: { Macros: { RR: "{\\\\bf R}", opt: ["#1", 1, "x"] } } });';
    expect(mathJaxScriptMacros(script)).toEqual([
      { name: 'RR', body: '{\\bf R}' },
      { name: 'opt', body: '#1', args: 1, defaultArg: 'x' },
    ]);
  });
});
