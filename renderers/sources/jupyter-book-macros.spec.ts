import { findElements, serializeHtml, textContent } from '../dom/html-dom';
import { convertSource } from '../model/read-source';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { BookWarning } from '../warnings';
import { configuredMathMacros, mystPageOf } from './jupyter-book-macros';

const JUPYTER_BOOK_CONFIG = [
  'title: Field Notes',
  'sphinx:',
  '  config:',
  '    mathjax3_config:',
  '      tex:',
  '        macros:',
  '          "NN": "\\\\mathbb{N}"',
  '          "abs": ["\\\\left|#1\\\\right|", 1]',
  '          "clip": ["#2^{#1}", 2, "0"]',
  '',
].join('\n');

const PAGE = 'Counting in $\\NN$, with $\\abs{x - 1}$ and $\\clip{y}$.\n';

async function convert(files: Record<string, string>, path: string) {
  const read = await convertSource(path, Buffer.from(files[path]), 'markdown', memorySource(files));
  const maths = findElements(read.nodes, (el) => el.name === 'math');
  return { ...read, maths, html: serializeHtml(read.nodes) };
}

describe("a Jupyter Book's or MyST project's TeX macros", () => {
  it("uses _config.yml's MathJax macros in the book's pages, below it too", async () => {
    const files = { 'book/_config.yml': JUPYTER_BOOK_CONFIG, 'book/part/notes.md': '# Notes\n\n' + PAGE };
    const read = await convert(files, 'book/part/notes.md');
    expect(read.maths.map(textContent).slice(0, 2)).toEqual([
      expect.stringContaining('ℕ'),
      expect.stringContaining('|'),
    ]);
    // The one macro with a default argument cannot be read: said once, at its line of the configuration.
    expect(read.warnings.map(formatWarning)).toEqual([
      'book/_config.yml:9: the TeX macro \\clip cannot be used (a default value for its first argument is not ' +
        'supported); formulas using it print as code: write its definition with LaTeX the converter reads, or ' +
        'expand it in the formulas',
      expect.stringContaining('book/part/notes.md:3: LaTeX math `\\clip{y}` could not be converted'),
    ]);
  });

  it('reads the macros of MathJax 4 and MathJax 2 configurations as well', async () => {
    for (const config of [
      'sphinx:\n  config:\n    mathjax4_config:\n      tex:\n        macros:\n          ZZ: "\\\\mathbb{Z}"\n',
      'sphinx:\n  config:\n    mathjax_config:\n      TeX:\n        Macros:\n          ZZ: "\\\\mathbb{Z}"\n',
    ]) {
      const read = await convert({ '_config.yml': config, 'a.md': 'See $\\ZZ$.\n' }, 'a.md');
      expect(read.warnings).toEqual([]);
      expect(read.maths.map(textContent)).toEqual([expect.stringContaining('ℤ')]);
    }
  });

  it("uses myst.yml's project.math, written with the backslash", async () => {
    const files = {
      'myst.yml': "version: 1\nproject:\n  math:\n    '\\dobs': '\\mathbf{d}_\\text{obs}'\n",
      'intro.md': 'Data $\\dobs$.\n',
    };
    const read = await convert(files, 'intro.md');
    expect(read.warnings).toEqual([]);
    expect(read.html).toContain('<msub><mi>𝐝</mi><mtext>obs</mtext></msub>');
  });

  it('reads no configuration for a page without math, and none that is not YAML or has no macros', async () => {
    const source = memorySource({ '_config.yml': 'title: Site\n', 'myst.yml': ': : not yaml [' });
    const warnings: BookWarning[] = [];
    expect(await configuredMathMacros('ch.md', 'No formulas here.', source, warnings)).toBeUndefined();
    expect(source.reads).toEqual([]);
    expect(await configuredMathMacros('ch.md', 'Cost $5 or $6.', source, warnings)).toBeUndefined();
    expect(source.reads).toEqual(['_config.yml', 'myst.yml']);
    expect(warnings).toEqual([]);
  });
});

describe('MyST pages and how their dollars are read', () => {
  const TOC = 'format: jb-book\nroot: intro\n';

  // A First Course in Quantitative Economics with Python keeps its book in lectures/ and writes `$ m_t $`.
  it("reads a Jupyter Book page's $ m_t $ as a formula, and names TeX outside formulas as Jupyter Book prints it", async () => {
    const files = {
      'lectures/_toc.yml': TOC,
      'lectures/_config.yml': 'parse:\n  myst_enable_extensions:\n    - colon_fence\n    - dollarmath\n',
      'lectures/cagan.md':
        '# Cagan\n\nwhere $ 0< \\frac{\\alpha}{1+\\alpha} <1 $ and $ m_t $ is money.\n\nSee \\ref{x}.\n',
      'plain.md': '# Plain\n\nwhere $ 0< \\frac{\\alpha}{1} $ is not.\n',
    };
    const read = await convert(files, 'lectures/cagan.md');
    expect(read.maths).toHaveLength(2);
    expect(read.html).not.toContain('$');
    expect(read.warnings.map(formatWarning)).toEqual([
      'lectures/cagan.md:5: \\ref{x} is a LaTeX command outside any formula, which Jupyter Book prints as written, ' +
        'as it is printed here; put it inside a formula ($…$), or write what it makes in MyST Markdown (a link, a ' +
        'cross-reference such as {numref}`fig-id`, **bold**)',
    ]);
    // A page of no Jupyter Book keeps pandoc's rules, and pandoc's wording.
    const plain = await convert(files, 'plain.md');
    expect(plain.maths).toHaveLength(0);
    expect(plain.warnings.map(formatWarning)).toEqual([
      expect.stringContaining('\\frac{\\alpha} is a LaTeX command, which pandoc passes to LaTeX only'),
    ]);
  });

  it("follows the book's myst_enable_extensions and dmath settings, Jupyter Book's defaults, and jupytext's MyST notebooks", async () => {
    const page = (config: string | undefined, text = '$x$') =>
      mystPageOf(
        'book/ch.md',
        text,
        memorySource({
          'book/_toc.yml': TOC,
          ...(config === undefined ? {} : { 'book/_config.yml': config }),
        }),
      );
    expect(await page('title: T\n')).toEqual({ dollarMath: { allowSpace: true, allowDigits: true } });
    expect(await page('parse:\n  myst_enable_extensions: [colon_fence]\n')).toEqual({});
    expect(
      await page(
        'parse:\n  myst_dmath_allow_space: false\nsphinx:\n  config:\n    myst_dmath_allow_digits: false\n',
      ),
    ).toEqual({ dollarMath: { allowSpace: false, allowDigits: false } });
    // No _config.yml beside the _toc.yml: no Jupyter Book, unless the page is a MyST notebook.
    expect(await page(undefined)).toBeUndefined();
    const jupytext = '---\njupytext:\n  text_representation:\n    format_name: myst\n---\n# A $x$\n';
    expect(await page(undefined, jupytext)).toEqual({ dollarMath: { allowSpace: true, allowDigits: true } });
  });
});
