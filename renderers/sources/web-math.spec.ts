import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { mkdocsWebMath } from './web-math';

/** An MkDocs Material book's configuration, as books of algorithms with formulas write it. */
const MKDOCS_YML = [
  'site_name: Algorithms',
  'docs_dir: src',
  'extra_javascript:',
  '  - javascript/config.js',
  '  - https://unpkg.com/mathjax@3/es5/tex-mml-chtml.js',
  'markdown_extensions:',
  '  - pymdownx.arithmatex:',
  '      generic: true',
  "      tex_inline_wrap: ['$', '$']",
  '  - pymdownx.emoji:',
  '      emoji_index: !!python/name:material.extensions.emoji.twemoji',
  '  - toc:',
  '      permalink: true',
].join('\n');
const CONFIG_JS = 'MathJax = {\n  tex: {\n    displayMath: [["$$", "$$"], ["\\\\[", "\\\\]"]],\n  }\n}\n';

describe('mkdocsWebMath', () => {
  it("reads arithmatex's \\( and \\[ delimiters, and no numbering from a MathJax script without tags", async () => {
    const source = memorySource({ 'mkdocs.yml': MKDOCS_YML, 'src/javascript/config.js': CONFIG_JS });
    expect(await mkdocsWebMath(source)).toEqual({
      backslash: { round: true, square: true },
      numbered: false,
      docsDir: 'src',
    });
  });

  it("numbers equations when the book's MathJax script sets tags: 'ams'", async () => {
    const numbering = CONFIG_JS.replace('tex: {', "tex: {\n    tags: 'ams',");
    const source = memorySource({ 'mkdocs.yml': MKDOCS_YML, 'src/javascript/config.js': numbering });
    expect(await mkdocsWebMath(source)).toMatchObject({ numbered: true });
  });

  it('numbers equations when a MathJax 2 script sets equationNumbers: {autoNumber: "AMS"}', async () => {
    const v2 = 'MathJax.Hub.Config({\n  TeX: { equationNumbers: { autoNumber: "AMS" } }\n});\n';
    const source = memorySource({ 'mkdocs.yml': MKDOCS_YML, 'src/javascript/config.js': v2 });
    expect(await mkdocsWebMath(source)).toMatchObject({ numbered: true });
  });

  it('reads no backslash delimiters without arithmatex, or with its square and round syntaxes turned off', async () => {
    const without = MKDOCS_YML.replace(/ {2}- pymdownx\.arithmatex:\n(?: {6}.*\n)+/, '');
    expect(await mkdocsWebMath(memorySource({ 'mkdocs.yml': without }))).toMatchObject({
      backslash: { round: false, square: false },
      numbered: false,
    });
    const dollars = MKDOCS_YML.replace(
      'generic: true',
      "generic: true\n      inline_syntax: ['dollar']\n      block_syntax: ['dollar', 'begin']",
    );
    expect(await mkdocsWebMath(memorySource({ 'mkdocs.yml': dollars }))).toMatchObject({
      backslash: { round: false, square: false },
    });
    const squareOnly = MKDOCS_YML.replace('generic: true', "generic: true\n      inline_syntax: ['dollar']");
    expect(await mkdocsWebMath(memorySource({ 'mkdocs.yml': squareOnly }))).toMatchObject({
      backslash: { round: false, square: true },
    });
    expect(await mkdocsWebMath(memorySource({ 'book.md': '# A' }))).toBeUndefined();
  });
});

describe("an MkDocs book's \\[…\\] and \\(…\\)", () => {
  const page = [
    '# Euler',
    '',
    'For coprime numbers:',
    '',
    '\\[\\phi(ab) = \\phi(a) \\cdot \\phi(b) \\cdot \\dfrac{d}{\\phi(d)}\\]',
    '',
    'where \\(d = \\gcd(a, b)\\).',
  ].join('\n');

  it('are math, as arithmatex hands them to MathJax, with no warning', async () => {
    const files = { 'mkdocs.yml': MKDOCS_YML, 'src/javascript/config.js': CONFIG_JS, 'src/phi.md': page };
    const model = await buildBookModel(
      memorySource(files),
      { files: ['src/phi.md'], formats: {} },
      { bookName: 'cp/algorithms' },
    );
    const html = model.divisions.map((d) => d.html).join('');
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"');
    expect(html).toContain('<annotation encoding="application/x-tex">d = \\gcd(a, b)</annotation>');
    expect(html).not.toContain('[\\phi(ab)');
  });

  it('stay escaped brackets mid-paragraph, where arithmatex reads no \\[ as math', async () => {
    const text = '# Status\n\nStatus \\[WIP\\] and the item a\\[i\\] of \\(a\\).\n\n\\[\n  x^2\n\\]\n';
    const files = { 'mkdocs.yml': MKDOCS_YML, 'src/javascript/config.js': CONFIG_JS, 'src/status.md': text };
    const model = await buildBookModel(
      memorySource(files),
      { files: ['src/status.md'], formats: {} },
      { bookName: 'cp/algorithms' },
    );
    const html = model.divisions.map((d) => d.html).join('');
    expect(html).toContain('<p>Status [WIP] and the item a[i] of <span class="math-word"><math');
    expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(html.match(/<math/g)).toHaveLength(2);
  });

  it('stay text in a Markdown book without arithmatex, as CommonMark reads them', async () => {
    const model = await buildBookModel(
      memorySource({ 'phi.md': page }),
      { files: ['phi.md'], formats: {} },
      { bookName: 'cp/algorithms' },
    );
    expect(model.divisions.map((d) => d.html).join('')).not.toContain('<math');
  });
});

describe("an MkDocs book's align environments", () => {
  const page = '# Sums\n\n$$\\begin{align}\na &= b + c \\\\\\\\\n&= d\n\\end{align}$$\n';
  const html = async (config: string) => {
    const files = { 'mkdocs.yml': MKDOCS_YML, 'src/javascript/config.js': config, 'src/sums.md': page };
    const model = await buildBookModel(
      memorySource(files),
      { files: ['src/sums.md'], formats: {} },
      { bookName: 'cp/algorithms' },
    );
    return model.divisions.map((d) => d.html).join('');
  };

  it('are numbered nowhere, as MathJax numbers nothing without tags', async () => {
    const printed = await html(CONFIG_JS);
    expect(printed).toContain('<mtable');
    expect(printed).not.toMatch(/\(\d\)/);
  });

  it("are numbered row by row, never an empty one, when the book's MathJax sets tags: 'ams'", async () => {
    const printed = await html(CONFIG_JS.replace('tex: {', "tex: {\n    tags: 'ams',"));
    expect(printed.match(/\(\d\)/g)).toEqual(['(1)', '(2)']);
  });
});

describe('an MkDocs configuration beside a pandoc book', () => {
  it('leaves the book outside its docs_dir numbering its equations as pandoc does', async () => {
    const page = '# Sums\n\n$$\\begin{align}\na &= b + c \\\\\\\\\n&= d\n\\end{align}$$\n';
    const files = {
      'mkdocs.yml': MKDOCS_YML,
      'src/javascript/config.js': CONFIG_JS,
      'src/index.md': '# Site\n',
      'book/sums.md': page,
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: ['book/sums.md'], formats: {} },
      { bookName: 'a/book' },
    );
    expect(
      model.divisions
        .map((d) => d.html)
        .join('')
        .match(/\(\d\)/g),
    ).toEqual(['(1)', '(2)']);
  });
});
