import { convertMarkdownPage } from '../test-support/convert-markdown-page';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const convert = convertMarkdownPage;

async function book(files: Record<string, string>) {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName: 'x/y' },
  );
  return {
    html: model.divisions.map((d) => d.html.replace(/ data-octavo-(?!myst)[\w-]+="[^"]*"/g, '')).join('\n'),
    warnings: model.warnings.map(formatWarning),
  };
}

describe('MyST {numref}', () => {
  // Learning Data Science (DS-100) writes Sphinx's `%s` for the number: {numref}`Chapter %s <ch:b>`.
  it('reads `%s` in its text as the number, as {number} is read', async () => {
    const { html, warnings } = await book({
      'a.md': '# First\n\nSee {numref}`Chapter %s <ch:b>` and {numref}`%s <ch:b>`.\n',
      'b.md': '(ch:b)=\n# Second\n\nText.\n',
    });
    expect(warnings).toEqual([]);
    expect(html).not.toContain('%s');
    expect(html.match(/<a data-type="xref" href="#ch:b">[^<]+<\/a>/g)).toHaveLength(2);
  });
});

describe('MyST Markdown links to labels', () => {
  // Learning Data Science labels its sections `(sec:sub)=`; the colon is no web address's scheme.
  it('link a label with a colon in it, in the words given or the target’s own', async () => {
    const { html, warnings } = await book({
      'a.md': '# First\n\n(sec:sub)=\n## Sub\n\nSee [](sec:sub) and [text](sec:sub).\n',
    });
    expect(warnings).toEqual([]);
    expect(html).toMatch(/See <a href="#sec:sub">Sub<\/a> and <a href="#sec:sub">text<\/a>\./);
    expect(html).not.toContain('data-octavo-myst-reference');
  });

  it('link it from a Jupyter Book page with no other MyST markup in it', async () => {
    const model = await buildBookModel(
      memorySource({
        '_toc.yml': 'format: jb-book\nroot: a\nchapters:\n- file: b\n',
        '_config.yml': 'title: T\n',
        'a.md': '# First\n\n(sec:sub)=\n## Sub\n',
        'b.md': '# Second\n\nAs [in the first](sec:sub).\n',
      }),
      { files: ['a.md', 'b.md'], formats: {} },
      { bookName: 'x/y' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions[1]!.html).toMatch(/As <a href="[^"]*#sec:sub">in the first<\/a>/);
  });

  it('say where a label with a colon names nothing, and never let a script through', async () => {
    const { html, warnings } = await book({
      'a.md':
        '(first)=\n# First\n\nSee [gone](sec:gone) and <a data-octavo-myst-reference href="javascript:alert(1)">x</a> and ' +
        '<a data-octavo-myst-reference href="JaVa&#9;script:alert(1)">y</a> and ' +
        '<a data-octavo-myst-reference href="data:text/html,<b>">z</a>.\n',
    });
    expect(html).not.toMatch(/script:|data:/i);
    expect(html).not.toContain('href="sec:gone"');
    expect(html).toContain('gone');
    expect(warnings).toEqual([
      expect.stringMatching(/^a\.md:4: the link to data:text\/html,<b> is printed as its text only/),
      expect.stringMatching(/^a\.md:4: .*sec:gone/),
    ]);
  });
});

describe('MyST {doc} to a page of another Sphinx project (intersphinx)', () => {
  // As QuantEcon's lectures: {doc}`pandas<pyprog:pandas>`, pyprog mapped in _config.yml.
  it("links the page on the project's site that _config.yml maps, and names a project it does not map", async () => {
    const model = await buildBookModel(
      memorySource({
        '_toc.yml': 'format: jb-book\nroot: a\n',
        '_config.yml': [
          'title: Intro',
          'sphinx:',
          '  config:',
          '    intersphinx_mapping:',
          '      pyprog:',
          '        - "https://python-programming.quantecon.org"',
          '        - null',
          '      intermediate: https://python.quantecon.org/',
        ].join('\n'),
        'a.md': [
          '# Growth',
          '',
          'Read {doc}`pandas<pyprog:pandas>`, {doc}`intermediate:mle` and {doc}`numpy<advanced:numpy>`.',
        ].join('\n'),
      }),
      { files: ['a.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain('<a href="https://python-programming.quantecon.org/pandas.html">pandas</a>');
    expect(html).toContain('<a href="https://python.quantecon.org/mle.html">mle</a>');
    expect(html).toMatch(/<\/a> and numpy\./);
    expect(model.warnings.map(formatWarning)).toEqual([
      "a.md:3: {doc} names a page of another Sphinx project, advanced, which the book's _config.yml does not map " +
        "(sphinx: config: intersphinx_mapping): it is printed as its text; map advanced to the project's web " +
        'address there to link it',
    ]);
  });
});

describe('MyST Markdown links to no file and no label', () => {
  // The Jupyter Book documentation's [](custom-assets), a label of a page the book does not list.
  it('are said to name no label, not a missing file', async () => {
    const { warnings } = await book({ 'a.md': '(first)=\n# First\n\nSee [](custom-assets).\n' });
    expect(warnings).toEqual([
      'a.md:4: cross-reference to "#custom-assets" has no target in the book; link removed: correct the id, or ' +
        'give the element it points at that id',
    ]);
  });
});

describe('MyST Markdown links to labels with a slash', () => {
  // The Jupyter Book documentation labels its sections by their page, `(content/deflists)=`.
  it('link the label when no file has that name, and the file when one has', async () => {
    const { html, warnings } = await book({
      'a.md':
        '# First\n\n(content/deflists)=\n## Deflists\n\nSee [with text](content/deflists) and [](content/b.md).\n',
      'content/b.md': '# Second\n',
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('See <a href="#content/deflists">with text</a> and <a');
    expect(html).toMatch(/and <a [^>]*href="#second"/);
  });
});

describe('MyST {term}', () => {
  // The Jupyter Book documentation's glossary writes a term as a link: `[Sphinx](https://www.sphinx-doc.org/)`.
  it('finds a glossary term written with Markdown by the words it shows', async () => {
    const { html, warnings } = await convert(
      [
        '# Page',
        '',
        '```{glossary}',
        '[Sphinx](https://www.sphinx-doc.org/)',
        '  A documentation engine.',
        '',
        '`MyST` *Markdown*',
        '  Markdown with roles.',
        '```',
        '',
        'See {term}`Sphinx` and {term}`MyST Markdown`.',
        '',
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<dt id="term-sphinx"><a href="https://www.sphinx-doc.org/">Sphinx</a></dt>');
    expect(html).toContain('<dt id="term-myst-markdown"><code>MyST</code> <em>Markdown</em></dt>');
    expect(html).toMatch(/<a href="#term-sphinx"[^>]*>Sphinx<\/a> and <a href="#term-myst-markdown"/);
  });
});
