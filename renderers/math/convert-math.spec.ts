import { findElements, parseHtml, serializeHtml, textContent } from '../dom/html-dom';
import { convertSource } from '../model/read-source';
import { memorySource } from '../test-support/memory-source';
import { BookWarning } from '../warnings';
import { convertMath, MathSource, MAX_MATHML_DEPTH } from './convert-math';

const NS = 'http://www.w3.org/1998/Math/MathML';

function run(html: string, source: Partial<MathSource> = {}) {
  const warnings: BookWarning[] = [];
  const nodes = convertMath(
    parseHtml(html),
    { file: 'ch.html', sourceText: html, format: 'htmlbook', ...source },
    warnings,
  );
  const maths = findElements(nodes, (el) => el.name === 'math');
  return { html: serializeHtml(nodes), nodes, maths, warnings };
}

const annotations = (html: string) =>
  [...html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)].map((m) => m[1]);

describe('convertMath on HTMLBook', () => {
  it('turns \\(…\\) into inline and \\[…\\] into display MathML in the MathML namespace', () => {
    const { maths, html } = run('<p>Let \\(a &lt; b\\) hold. Then \\[ \\sum_{i=1}^n i \\] follows.</p>');
    expect(maths).toHaveLength(2);
    expect(maths.map((m) => m.attrs.get('xmlns'))).toEqual([NS, NS]);
    expect(maths.map((m) => m.attrs.get('display'))).toEqual([undefined, 'block']);
    expect(annotations(html)).toEqual(['a &lt; b', '\\sum_{i=1}^n i']);
    expect(html).toMatch(/^<p>Let <math [^>]*>.*<\/math> hold\. Then <math [^>]*>.*<\/math> follows\.<\/p>$/);
    expect(html).not.toContain('\\(');
  });

  it('gives a <math> already in the source the MathML namespace, keeping its content', () => {
    const { maths, html } = run(
      '<div data-type="equation"><h5>Curve</h5><math display="block" altimg="eq.png" xmlns:m="x">' +
        '<mrow><msup><mi>y</mi><mn>2</mn></msup><mspace width="3.33pt"/><mo form="prefix">mod</mo></mrow></math></div>',
    );
    expect(maths).toHaveLength(1);
    expect([...maths[0].attrs]).toEqual([
      ['xmlns', NS],
      ['display', 'block'],
    ]);
    expect(html).toContain('<mspace width="3.33pt"></mspace><mo form="prefix">mod</mo>');
  });

  it('displays MathML written alone in an equation division (after its title) as a block, not one in a sentence', () => {
    const { maths } = run(
      '<div data-type="equation">\n<math xmlns="http://www.w3.org/1998/Math/MathML">\n<mi>target</mi>\n<mo>=</mo>' +
        '<mi>coefficient</mi></math>\n</div>' +
        '<div data-type="equation"><h5>Inline kept</h5><math display="inline"><mi>x</mi></math></div>' +
        '<div data-type="equation"><p>Where <math><mi>y</mi></math> is given.</p></div>' +
        '<p><span data-type="equation"><math><mi>z</mi></math></span></p>',
    );
    expect(maths.map((m) => m.attrs.get('display'))).toEqual(['block', 'inline', undefined, undefined]);
  });

  it('marks only the MathML it converts (class tml, for line breaking); MathML a source wrote keeps its classes', () => {
    const { maths } = run('<p>\\(a + b\\) and \\[c\\] and <math class="vector"><mi>v</mi></math></p>');
    expect(maths.map((m) => m.attrs.get('class'))).toEqual(['tml', 'tml tml-display', 'vector']);
  });

  it('unprefixes MathML written with a namespace prefix and reads MathML 1 display mode', () => {
    const { maths, html } = run(
      '<p><m:math xmlns:m="http://www.w3.org/1998/Math/MathML" mode="display"><m:mi>x</m:mi></m:math></p>',
    );
    expect(maths).toHaveLength(1);
    expect(html).toBe(`<p><math xmlns="${NS}" display="block"><mi>x</mi></math></p>`);
  });

  it('reads data-type="tex" spans (inline) and blocks (display), and TeX-only equations', () => {
    const { maths, html } = run(
      '<p>Angle <span data-type="tex" id="t1">\\alpha</span>.</p>' +
        '<p data-type="tex">E = mc^2</p>' +
        '<div data-type="equation" id="eq1"><h5>Area</h5>\n  \\int_0^1 x\\,dx\n</div>',
    );
    expect(maths.map((m) => m.attrs.get('display'))).toEqual([undefined, 'block', 'block']);
    expect(annotations(html)).toEqual(['\\alpha', 'E = mc^2', '\\int_0^1 x\\,dx']);
    expect(html).toContain('<span data-type="tex" id="t1"><math');
    expect(html).toMatch(/<div data-type="equation" id="eq1"><h5>Area<\/h5><math [^>]*display="block"/);
  });

  it('prints an equation written in a span where it stands, in its sentence', () => {
    const { maths, html } = run(
      '<p>Vector: <span data-type="equation">\\vec{u}</span>, scalar: <span data-type="equation">{k}</span>.</p>' +
        '<div data-type="equation">\\vec{w} = \\vec{u} + \\vec{v}</div>',
    );
    expect(maths.map((m) => m.attrs.get('display'))).toEqual([undefined, undefined, 'block']);
    expect(annotations(html)).toEqual(['\\vec{u}', '{k}', '\\vec{w} = \\vec{u} + \\vec{v}']);
  });

  it('shows display-only LaTeX written inline (align, tag) as a display, numbering equations in file order', () => {
    const { maths, html, warnings } = run(
      '<p>\\(\\begin{align} a &amp;= b \\end{align}\\) and \\[\\begin{equation} c \\end{equation}\\]</p>',
    );
    expect(warnings).toEqual([]);
    expect(maths.map((m) => m.attrs.get('display'))).toEqual(['block', 'block']);
    expect(html.indexOf('<mtext>(1)</mtext>')).toBeLessThan(html.indexOf('<mtext>(2)</mtext>'));
  });

  it('reads $$…$$ as display math in HTMLBook', () => {
    const { maths } = run('<p>$$ x^2 $$ costs $5 and $6.</p>');
    expect(maths).toHaveLength(1);
    expect(maths[0].attrs.get('display')).toBe('block');
  });

  it('never touches code, preformatted text, keyboard input or sample output', () => {
    const source =
      '<pre>\\(a\\)</pre><p><code>\\[b\\]</code> <kbd>\\(c\\)</kbd> <samp>$$d$$</samp>' +
      '<code><span data-type="tex">e</span></code></p>';
    const { maths, html } = run(source);
    expect(maths).toHaveLength(0);
    expect(html).toBe(source);
  });

  it('is idempotent: converted math is not converted again', () => {
    const once = run('<p>\\(x\\) and <span data-type="tex">y</span></p>').html;
    expect(run(once).html).toBe(once);
  });

  it('keeps an expression it cannot convert as code and warns with the file and line', () => {
    const source = '<section>\n<p>Fine \\(x\\).</p>\n<p>Broken \\(\\frac{1}{\\) here.</p>\n</section>';
    const { maths, html, warnings } = run(source, { file: 'chapters/ch03.html' });
    expect(maths).toHaveLength(1);
    expect(html).toContain('Broken <code class="math-error">\\frac{1}{</code> here.');
    expect(warnings).toEqual([
      {
        kind: 'math',
        file: 'chapters/ch03.html',
        line: 3,
        text: expect.stringMatching(
          /^LaTeX math `\\frac\{1\}\{` could not be converted \(.+\); it is printed as code/,
        ),
        subject: '\\frac{1}{',
      },
    ]);
  });

  it('says a command the converter lacks is one it does not support, not that the author wrote it wrong', () => {
    const { html, warnings } = run('<p>See \\(\\enclose{circle}{x} + 1\\).</p>');
    expect(html).toContain('<code class="math-error">\\enclose{circle}{x} + 1</code>');
    expect(warnings.map((w) => w.text)).toEqual([
      "LaTeX math `\\enclose{circle}{x} + 1` could not be converted: \\enclose is not a command Octavo's math converter " +
        '(Temml) supports; it is printed as code: write it with commands Temml supports, or define it with \\newcommand',
    ]);
  });

  it('refuses a formula nested too deeply for e-readers, as code with a warning', () => {
    const deep = `${'\\frac{'.repeat(60)}x${'}{y}'.repeat(60)}`;
    const { maths, html, warnings } = run(`<p>\\(${deep}\\)</p>`);
    expect(maths).toHaveLength(0);
    expect(html).toContain('<code class="math-error">');
    expect(warnings[0].text).toContain(`nests more than ${MAX_MATHML_DEPTH} levels deep`);
  });

  it('keeps macros a formula defines for the formulas after it in the file, as MathJax keeps them for the page', () => {
    const { maths, html, warnings } = run(
      '<p>\\[\\newcommand{\\RR}{\\mathbb{R}} \\DeclareMathOperator{\\tr}{tr}\\]</p>\n' +
        '<p>For \\(x \\in \\RR\\), \\(\\tr A\\).</p>',
    );
    expect(warnings).toEqual([]);
    // The formula that only defines shows nothing; the later ones use what it defined.
    expect(maths).toHaveLength(2);
    expect(html).toMatch(/^<p><\/p>\n<p>For <math/);
    expect(textContent(maths[0])).toContain('ℝ');
    expect(serializeHtml([maths[1]])).toContain('<mi>tr</mi>');
  });

  it('uses the macros the book defines, and a file’s own definitions stay in that file', () => {
    const first = run('<p>\\(\\newcommand{\\ZZ}{\\mathbb{Z}} \\ZZ\\) \\(\\QQ\\)</p>', {
      macros: { '\\QQ': '\\mathbb{Q}' },
    });
    expect(first.warnings).toEqual([]);
    expect(first.maths.map(textContent).join(' ')).toMatch(/ℤ.*ℚ/);
    const second = run('<p>\\(\\ZZ\\)</p>');
    expect(second.warnings.map((w) => w.text)).toEqual([
      expect.stringContaining('LaTeX math `\\ZZ` could not be converted'),
    ]);
  });

  it('locates a repeated bad expression at each of its lines', () => {
    const source = '<p>\\(\\bad\\)</p>\n<p>ok</p>\n<p>\\(\\bad\\)</p>';
    const { warnings } = run(source);
    expect(warnings.map((w) => w.line)).toEqual([1, 3]);
  });
});

describe('convertSource with math (Asciidoctor and the sanitizer, for real)', () => {
  async function convert(path: string, text: string) {
    const read = await convertSource(
      path,
      Buffer.from(text),
      path.endsWith('.adoc') ? 'asciidoc' : path.endsWith('.xml') ? 'docbook' : 'htmlbook',
      memorySource({}),
    );
    return { ...read, html: serializeHtml(read.nodes) };
  }

  // Think Julia's `\begin{equation}` blocks printed (1) to (11) through the book; Asciidoctor's MathJax numbers none.
  it('numbers AsciiDoc equation environments only when the document sets :eqnums:, and keeps a \\tag', async () => {
    const body = [
      '',
      '[latexmath]',
      '++++',
      '\\begin{equation}',
      'd = \\sqrt{x^2 + y^2}',
      '\\end{equation}',
      '++++',
      '',
      '[latexmath]',
      '++++',
      '\\begin{align}',
      'a &= b \\tag{A}',
      '\\end{align}',
      '++++',
    ];
    const plain = await convert('ch.adoc', ['= Julia', ':stem: latexmath', ...body].join('\n'));
    expect(plain.warnings).toEqual([]);
    expect(plain.html).not.toContain('(1)');
    expect(plain.html).toMatch(/<mtext[^>]*>\(A\)<\/mtext>/);
    const numbered = await convert(
      'ch.adoc',
      ['= Julia', ':stem: latexmath', ':eqnums:', ...body].join('\n'),
    );
    expect(numbered.html).toContain('<mtext>(1)</mtext>');
    expect(numbered.html).toContain('(A)');
  });

  it('converts latexmath, stem and asciimath macros and stem blocks from AsciiDoc', async () => {
    const adoc = [
      '= Keys',
      ':stem: latexmath',
      '',
      'A field latexmath:[\\( \\mathbb{F}_p \\)], stem:[x^2 < y], asciimath:[sqrt(a^2+b^2)] and `stem:[kept]`.',
      '',
      '[stem]',
      '++++',
      '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
      '++++',
      '',
      '[asciimath]',
      '++++',
      'int_0^1 x^2 dx',
      '++++',
      '',
      '----',
      'latexmath:[\\(listing\\)]',
      '----',
    ].join('\n');
    const { nodes, html, warnings } = await convert('ch01.adoc', adoc);
    expect(warnings).toEqual([]);
    const maths = findElements(nodes, (el) => el.name === 'math');
    expect(maths.map((m) => [m.attrs.get('xmlns'), m.attrs.get('display') ?? 'inline'])).toEqual([
      [NS, 'inline'],
      [NS, 'inline'],
      [NS, 'inline'],
      [NS, 'block'],
      [NS, 'block'],
    ]);
    expect(annotations(html)).toEqual([
      '\\mathbb{F}_p',
      'x^2 &lt; y',
      '\\sqrt{a^{2} + b^{2}}',
      '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
      '\\int_{0}^{1} x^{2} dx',
    ]);
    // Asciidoctor converts stem in a monospace span too; code stays as written, as MathJax leaves it.
    expect(html).toContain('<code>\\(kept\\)</code>');
    expect(html).toContain('latexmath:[\\(listing\\)]');
  });

  it('leaves \\[…\\] in the text of a document without :stem: as written, as Asciidoctor prints it', async () => {
    // `\[` escapes a bracket in AsciiDoc; without `:stem:` no MathJax reads the pair as display math.
    const adoc = [
      '= Trades',
      '',
      'Is it useful in \\[carpentry|plumbing|etc\\]? Often.',
      '',
      'An inline formula latexmath:[x^2] is math all the same.',
      '',
      '[latexmath]',
      '++++',
      '\\[ y = 2x \\]',
      '++++',
    ].join('\n');
    const { nodes, html, warnings } = await convert('ch05.adoc', adoc);
    expect(warnings).toEqual([]);
    expect(html).toContain('Is it useful in \\[carpentry|plumbing|etc\\]? Often.');
    const maths = findElements(nodes, (el) => el.name === 'math');
    expect(maths.map((m) => m.attrs.get('display') ?? 'inline')).toEqual(['inline', 'block']);
    expect(annotations(html)).toEqual(['x^2', 'y = 2x']);
  });

  it('reads \\[…\\] in the text of a document that sets :stem: as display math, as its MathJax does', async () => {
    const { nodes, html } = await convert(
      'ch06.adoc',
      '= Sums\n:stem: latexmath\n\nThen \\[ a + b \\] holds.\n',
    );
    const maths = findElements(nodes, (el) => el.name === 'math');
    expect(maths.map((m) => m.attrs.get('display'))).toEqual(['block']);
    expect(annotations(html)).toEqual(['a + b']);
  });

  // The Bash Guide for Beginners (chap4.xml) printed its regular expression groups as math: “”𝑎𝑛𝑑“”.
  it('reads no TeX delimiters in DocBook text, only its equations: \\( \\) \\[ \\] $$ are printed as written', async () => {
    const { nodes, html, warnings } = await convert(
      'chap4.xml',
      '<chapter id="c"><title>Regex</title>\n' +
        '<para>Group with <quote>\\(</quote>, and <quote>\\)</quote>; a class is \\[a-z\\]; cost $$5$$.</para>\n' +
        '<para>So <inlineequation><alt role="tex">\\(x^2\\)</alt></inlineequation> holds.</para></chapter>',
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('Group with “\\(”, and “\\)”; a class is \\[a-z\\]; cost $$5$$.');
    const maths = findElements(nodes, (el) => el.name === 'math');
    expect(annotations(html)).toEqual(['x^2']);
    expect(maths).toHaveLength(1);
  });

  it("reads Asciidoctor's default stem notation (AsciiMath)", async () => {
    const { nodes } = await convert('ch02.adoc', '= Sums\n:stem:\n\nstem:[sum_(i=1)^n i]\n');
    const [math] = findElements(nodes, (el) => el.name === 'math');
    expect(textContent(math)).toBe('∑i=1ni');
  });

  it('warns with the AsciiDoc line of an expression it cannot convert', async () => {
    const adoc = '= Bad\n:stem: latexmath\n\nFirst paragraph.\n\nSee latexmath:[\\frac{1}{] here.\n';
    const { html, warnings } = await convert('book/ch03.adoc', adoc);
    expect(html).toContain('<code class="math-error">\\frac{1}{</code>');
    expect(warnings).toEqual([expect.objectContaining({ kind: 'math', file: 'book/ch03.adoc', line: 6 })]);
  });

  it('warns with the included file and its block line for a bad expression written in an include', async () => {
    const read = await convertSource(
      'book/ch04.adoc',
      Buffer.from('= Inc\n:stem: latexmath\n\ninclude::parts/bad.adoc[]\n\nLast.\n'),
      'asciidoc',
      memorySource({ 'book/parts/bad.adoc': 'Intro.\n\nSee latexmath:[\\frac{1}{] here.\n\nAfter.\n' }),
    );
    expect(read.warnings).toEqual([
      expect.objectContaining({ kind: 'math', file: 'book/parts/bad.adoc', line: 3 }),
    ]);
  });

  it('lets MathML through the sanitizer but not what it carries to run or fetch', async () => {
    const hostile =
      '<p><math href="javascript:alert(1)" onclick="alert(2)"><mi xlink:href="javascript:alert(3)">x</mi>' +
      '<mglyph src="https://evil.example/track.png"/><mtext><SCRIPT>alert(4)</SCRIPT><img src="x.png" onerror="alert(5)"></mtext>' +
      '<maction actiontype="statusline" style="background:url(https://evil.example/b)"><mi>y</mi><mtext>s</mtext></maction>' +
      '<semantics><mi>z</mi><annotation-xml encoding="text/html"><iframe src="https://evil.example"></iframe><style>@import "x"</style></annotation-xml></semantics>' +
      '</math></p>';
    const { html, warnings } = await convert('ch04.html', hostile);
    expect(html).toMatch(/^<p><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"><mi>x<\/mi>/);
    expect(html).not.toMatch(
      /javascript:|alert\(|onclick|onerror|<script|<iframe|<style|url\(|evil\.example/i,
    );
    expect(html).toContain('<maction actiontype="statusline"><mi>y</mi>');
    expect(warnings.map((w) => w.kind).sort()).toEqual(['remote-resource', 'script-removed']);
  });
});
