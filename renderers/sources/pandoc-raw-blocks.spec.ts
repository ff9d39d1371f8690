import { divisionLines } from '../test-support/division-lines';
import { markdownToHtml } from './markdown';
import type { MystNote } from './myst-directives';
import { hasLatexAppendix } from './pandoc-raw-blocks';

function render(text: string, notes: MystNote[] = []): string {
  return markdownToHtml(text, undefined, undefined, undefined, false, notes, undefined, {
    rMarkdown: true,
    codeCells: true,
  });
}

describe("pandoc's raw blocks and raw inlines (raw_attribute)", () => {
  it("writes an HTML block into the page: an author's note in a comment stays unprinted (R Packages)", () => {
    const html = render(
      '# The package within\n\n```{=html}\n<!--\n\nThis is still a mix of "you" and "we".\n-->\n```\n\n' +
        '```{=html5}\n<aside class="kiln">Hot.</aside>\n```\n\nText.\n',
    );
    expect(html).toContain('<!--\n\nThis is still a mix of "you" and "we".\n-->');
    expect(html).toContain('<aside class="kiln">Hot.</aside>');
    expect(html).not.toMatch(/<pre|<code|\{=html/);
  });

  it("shows a TeX math environment as displayed math, as pandoc's HTML with MathJax does (Tidy Modeling with R)", () => {
    const html = render(
      '```{=tex}\n\\begin{align}\nH_0&: \\beta_j = 0 \\notag \\\\\nH_a&: \\beta_j \\ne 0\n\\end{align}\n```\n',
    );
    expect(html).toBe(
      '<p data-octavo-line="1">\\[\\begin{align*}\nH_0&amp;: \\beta_j = 0 \\notag \\\\\nH_a&amp;: \\beta_j \\ne 0\n' +
        '\\end{align*}\\]</p>\n',
    );
  });

  it("leaves out any other format's block, printing nothing of it; LaTeX with a note at its line", () => {
    const notes: MystNote[] = [];
    const html = render(
      'Before.\n\n```{=latex}\n\\newpage\n```\n\n```{=openxml}\n<w:p><w:r><w:br w:type="page"/></w:r></w:p>\n```\n\n' +
        '```{=latex}\n```\n\nAfter.\n',
      notes,
    );
    expect(html).toBe('<p data-octavo-line="1">Before.</p>\n<p data-octavo-line="14">After.</p>\n');
    // Word's page break is for Word alone; LaTeX may have been meant for the printed book.
    expect(notes.map((n) => [n.line, n.subject])).toEqual([[3, '{=latex}']]);
    expect(notes[0]!.text).toMatch(/^is raw LaTeX, which only a LaTeX build prints: it is left out/);
  });

  it('writes an inline HTML span into its paragraph and leaves out an inline span of another format', () => {
    const html = render('A`<br>`{=html}B and `\\clearpage`{=latex} C, `code`{.r} stays code.\n');
    expect(html).toBe('<p data-octavo-line="1">A<br>B and  C, <code class="r">code</code> stays code.</p>\n');
  });

  it('keeps a listing whose language is written in braces as a listing', () => {
    expect(render('```{.python}\nprint(1)\n```\n')).toMatch(/<pre[^>]*><code[^>]*>print\(1\)/);
  });
});

describe("LaTeX's \\appendix in a pandoc book", () => {
  async function divisions(files: Record<string, string>) {
    const book = await divisionLines(files, 'natolambert/rlhf-book');
    expect(book.warnings).toEqual([]);
    return book.divisions;
  }

  // The RLHF book ends its references file with ```{=latex} \appendix ```: its PDF letters the chapters after it.
  it('makes the chapters of the files after a raw LaTeX block of it appendixes, lettered, and warns of nothing', async () => {
    expect(
      await divisions({
        'ch1.md': '# Training\n\nText.\n',
        'refs.md': '# Bibliography {-}\n\n::: {#refs}\n:::\n\n```{=latex}\n\\appendix\n```\n',
        'app-a.md': '# Definitions\n\nTerms.\n',
        'app-b.md': '# Style\n\nMore.\n',
      }),
    ).toEqual([
      'chapter Chapter 1 Training',
      'bibliography - Bibliography',
      'appendix Appendix A Definitions',
      'appendix Appendix B Style',
    ]);
  });

  it('reads it alone on its line (raw_tex) as the same mark, in the file of the chapters after it', async () => {
    expect(
      await divisions({
        'book.md': '# Training\n\nText.\n\n\\appendix\n\n# Definitions\n\nTerms.\n\n# Style\n\nMore.\n',
      }),
    ).toEqual(['chapter Chapter 1 Training', 'appendix Appendix A Definitions', 'appendix Appendix B Style']);
  });

  it('leaves \\appendix shown in a listing alone', () => {
    expect(hasLatexAppendix('```latex\n\\appendix\n```\n')).toBe(false);
    expect(hasLatexAppendix('```{=latex}\n\\appendix\n```\n')).toBe(true);
    expect(render('```tex\n\\appendix\n```\n\n# A\n')).toContain('<code');
  });
});
