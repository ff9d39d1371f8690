import { fenceOptions } from './fence-attributes';
import { literalMarkdown } from './fence-titles';
import { markdownToHtml, type MarkdownFileKind } from './markdown';

/** A Quarto or R Markdown file's HTML: its ```{name} fences are code cells. */
const cellsToHtml = (text: string, kind: MarkdownFileKind) =>
  markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, kind);

describe('fenceOptions', () => {
  it.each([
    ['python title="app.py"', { title: 'app.py' }],
    ["js title='src/index.js' showLineNumbers", { title: 'src/index.js', numbered: true }],
    ['python linenums="1" title="Run it"', { title: 'Run it', numbered: true }],
    ['{.python filename="run.py"}', { title: 'run.py' }],
    ['{.c title=main.c .numberLines}', { title: 'main.c' }],
    ['python', {}],
    ['title="alone.txt"', {}],
    ['python subtitle="no"', {}],
    ['python linenums="0"', {}],
    ['', {}],
  ])('%s', (info, expected) => {
    expect(fenceOptions(info)).toEqual(expected);
  });
});

describe('literalMarkdown', () => {
  it('escapes what Markdown would read as markup', () => {
    expect(literalMarkdown('__init__.py')).toBe('\\_\\_init\\_\\_\\.py');
    expect(literalMarkdown('*.txt [x]')).toBe('\\*\\.txt \\[x\\]');
  });
});

// MkDocs Material, Docusaurus and Quarto print a fence's file name above its code; Octavo dropped it.
describe('a fence that names its file', () => {
  it('has the name printed above its code as written, unnumbered', () => {
    const html = markdownToHtml('# One\n\n```python title="__init__.py"\nimport os\n```\n');
    expect(html).not.toContain('data-type="example"');
    expect(html).toMatch(
      /<div class="listingblock"[^>]*>\s*<div class="title">__init__\.py<\/div>\s*<pre><code[^>]*class="language-python"[^>]*>import os/,
    );
  });

  it('reads pandoc braces and numbers the lines asked for', () => {
    const html = markdownToHtml(
      '# One\n\n```{.python filename="run.py"}\nrun()\n```\n\n```js showLineNumbers\nx()\n```\n',
    );
    expect(html).toMatch(
      /<div class="listingblock"[^>]*>\s*<div class="title">run\.py<\/div>\s*<pre><code[^>]*class="language-python"/,
    );
    expect(html).toMatch(/<pre><code data-line-numbering="numbered"[^>]*class="language-js"[^>]*>x\(\)/);
  });

  it('keeps the title of an attribute line over it, once', () => {
    const html = markdownToHtml('# One\n\n{title="Build it"}\n```sh title="make.sh"\nmake\n```\n');
    expect(html.match(/data-type="example"/g)).toHaveLength(1);
    expect(html).toContain('<h5>Build it</h5>');
    expect(html).not.toContain('make.sh</h5>');
  });

  it('leaves a fence without one as a plain listing', () => {
    expect(markdownToHtml('# One\n\n```python\nx = 1\n```\n')).not.toContain('data-type="example"');
  });
});

describe('code directives and cells with a title', () => {
  it("print a code-block's caption above it, without the blank line after the options", () => {
    const html = markdownToHtml(
      '# One\n\n```{code-block} python\n:caption: The *main* loop\n\nwhile True: pass\n```\n',
    );
    expect(html).toMatch(
      /<div data-type="example"[^>]*>\s*<h5>The <em>main<\/em> loop<\/h5>\s*<pre><code[^>]*class="language-python"[^>]*>while True/,
    );
  });

  it("print a Quarto cell's filename above its code", () => {
    const html = cellsToHtml('# One\n\n```{python}\n#| filename: my_cell.py\nprint(3)\n```\n', {
      codeCells: true,
    });
    expect(html).toMatch(
      /<div class="listingblock"[^>]*>\s*<div class="title">my_cell\.py<\/div>\s*<pre><code[^>]*class="language-python"[^>]*>print\(3\)/,
    );
    expect(html).not.toContain('#|');
  });
});

// R Packages shows the README.Rmd template, front matter and all, in a knitr `verbatim` chunk.
describe('a knitr chunk whose text opens with ---', () => {
  it('prints those lines as its text, not as options', () => {
    const html = cellsToHtml(
      '# One\n\n````{verbatim, lang = "markdown"}\n---\noutput: github_document\n---\n\n<!-- generated -->\n````\n',
      { rMarkdown: true, codeCells: true },
    );
    expect(html).toMatch(
      /<pre><code[^>]*class="language-markdown"[^>]*>---\noutput: github_document\n---\n\n&lt;!-- generated --&gt;\n<\/code><\/pre>/,
    );
  });
});
