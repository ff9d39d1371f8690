import { formatWarning } from '../warnings';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { renderHtml } from './render-html';
import { PlatformConfig, RenderFailure } from '../types';
import { memorySource } from '../test-support/memory-source';
import { readZip } from '../test-support/read-zip';
import { checkLinks } from '../test-support/check-links';
import { pngHeader } from '../test-support/image-headers';
import { formatBytes } from '../limits/book-limits';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const MARKDOWN_CHAPTER = `# Getting Started {#getting-started}

Octavo builds books. See [](#appendix-config) for every option,
and [the AsciiDoc chapter](#writing) too.

![A diagram](images/diagram.png)

![Missing figure](images/missing.png)

![Remote logo](https://example.com/logo.png)

| Format | Artifact |
| ------ | -------- |
| html   | .zip     |
| pdf    | .pdf     |

\`\`\`js
const answer = 42; // <not a tag>
\`\`\`

## Installing

Run <a data-type="indexterm" data-primary="install" data-secondary="npm"></a>the installer.
<script>alert('md')</script>
`;

const ASCIIDOC_CHAPTER = `[[writing]]
== Writing in AsciiDoc

Chapters are AsciiDoc too. Back to <<getting-started>>, or see <<appendix-config,the appendix>>.

[[asciidoc-sections]]
=== Sections

Sections get ids. This one links to <<installing>>.

[source,python]
----
print("hello")
----
`;

const HTMLBOOK_APPENDIX = `<!DOCTYPE html>
<html><head><title>ignored</title><script src="evil.js"></script></head>
<body data-type="book">
<section data-type="appendix" id="appendix-config">
  <h1>Configuration Reference</h1>
  <p onclick="steal()">Every key of <code>platform.json</code>, see <a data-type="xref" href="#writing"></a>.
  <a href="javascript:alert(1)">bad link</a>
  <a data-type="indexterm" data-primary="platform.json"></a>
  <a data-type="indexterm" data-primary="install" data-secondary="from source"></a></p>
  <iframe src="https://example.com/embed"></iframe>
  <script>document.cookie</script>
  <section data-type="sect1" id="formats-key">
    <h1>The formats key</h1>
    <p>Tom &amp; Jerry &lt;3 books.<span data-type="footnote">A footnote.</span></p>
    <pre data-type="programlisting" data-code-language="json">{"files": ["ch01.md"]}</pre>
  </section>
</section>
</body></html>
`;

function book(overrides: Record<string, string | Buffer> = {}, files?: string[]) {
  const config: PlatformConfig = {
    title: 'The Octavo Handbook',
    lang: 'en',
    files: files ?? ['toc.html', 'chapters/ch01.md', 'chapters/ch02.adoc', 'appendix.html', 'ix.html'],
    formats: {},
  };
  const source = memorySource({
    'toc.html': '<nav data-type="toc"/>',
    'chapters/ch01.md': MARKDOWN_CHAPTER,
    'chapters/images/diagram.png': PNG,
    'chapters/ch02.adoc': ASCIIDOC_CHAPTER,
    'appendix.html': HTMLBOOK_APPENDIX,
    'ix.html': '<section data-type="index"/>',
    ...overrides,
  });
  return { config, source };
}

describe('renderHtml', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-html-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function render(config: PlatformConfig, source: ReturnType<typeof memorySource>) {
    const outFile = join(dir, 'book.zip');
    const result = await renderHtml({ source, config, workDir: dir, outFile, bookName: 'ann/book' });
    const entries = await readZip(outFile);
    const page = (name: string) => {
      const data = entries.get(name);
      if (!data) throw new Error(`no ${name} in zip: ${[...entries.keys()].join(', ')}`);
      return data.toString('utf8');
    };
    return { result, entries, page };
  }

  // As Practical Electronics' site: 612 PNGs at print resolution, about 350 MB. Random bytes after a PNG header stand
  // for a picture that compresses no further.
  it('tells a site too heavy its size and its largest images, and that downsample_images shrinks them elsewhere only', async () => {
    const MB = 1024 * 1024;
    const picture = (megabytes: number) =>
      Buffer.concat([pngHeader(6000, 4000), randomBytes(megabytes * MB)]);
    const { result } = await render(
      { files: ['ch1.md'], formats: {}, configFile: 'atlas.json' },
      memorySource({
        'ch1.md': '# One\n\n![Board](img/1.png)\n\n![Meter](img/2.png)\n\n![Bench](img/3.png)\n',
        'img/1.png': picture(30),
        'img/2.png': picture(38),
        'img/3.png': picture(34),
      }),
    );
    const size = (await stat(join(dir, 'book.zip'))).size;
    expect(result.warnings.filter((w) => w.kind === 'format').map(formatWarning)).toEqual([
      `atlas.json: the HTML zip is ${formatBytes(size)}, 102 MB of it 3 images (the largest: img/2.png (38 MB), ` +
        "img/3.png (34 MB), img/1.png (30 MB)); each page loads its images at this size on the reader's screen, and " +
        'the published site is that heavy: save the largest images smaller in the repository (a screen shows at most ' +
        'about 2,048 px a side; "downsample_images" shrinks them in the EPUB and MOBI only)',
    ]);
  });

  it('renders a chunked site from Markdown, AsciiDoc and HTMLBook sources', async () => {
    const { config, source } = book();
    const { result, entries, page } = await render(config, source);

    expect([...entries.keys()].filter((name) => !name.startsWith('fonts/')).sort()).toEqual(
      [
        'app01.html',
        'assets/chapters/images/diagram.png',
        'ch01.html',
        'ch02.html',
        'index.html',
        'ix.html',
        'site/minisearch.js',
        'site/search-index.js',
        'site/site.js',
        'style.css',
      ].sort(),
    );
    expect(entries.get('assets/chapters/images/diagram.png')).toEqual(PNG);

    const index = page('index.html');
    expect(index).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(index).toContain('<meta charset="utf-8">');
    expect(index).toContain('<title>The Octavo Handbook</title>');
    expect(index).toContain('<a href="ch01.html"><span class="label">1.</span> Getting Started</a>');
    expect(index).toContain('<a href="ch02.html"><span class="label">2.</span> Writing in AsciiDoc</a>');
    expect(index).toContain(
      '<a href="app01.html"><span class="label">Appendix A:</span> Configuration Reference</a>',
    );
    expect(index).toContain('<a href="ix.html">Index</a>');
    expect(index).toContain('<a href="ch01.html#installing">Installing</a>');
    expect(index).toContain('<a href="ch02.html#asciidoc-sections">Sections</a>');
    expect(index).toContain('<a href="app01.html#formats-key">The formats key</a>');

    const ch01 = page('ch01.html');
    expect(ch01).toContain(
      '<section data-type="chapter" id="getting-started"><h1><span class="division-label">Chapter 1</span> Getting Started</h1>',
    );
    expect(ch01).toContain('<a href="app01.html">Appendix A</a>'); // empty Markdown link → generated text
    expect(ch01).toContain('<a href="ch02.html">the AsciiDoc chapter</a>'); // author text kept
    // Sized from the file's header, so the page does not shift when it loads.
    expect(ch01).toContain(
      '<img src="assets/chapters/images/diagram.png" alt="A diagram" width="1" height="1">',
    );
    expect(ch01).toContain('<table>');
    expect(ch01).toContain('<span class="hljs-keyword">const</span>');
    expect(ch01).toContain('&lt;not a tag&gt;');
    // A lone image is a figure captioned by its alt text: missing, the caption alone stands for it.
    expect(ch01).toMatch(
      /<figure[^>]*><figcaption[^>]*><span class="label">[^<]*<\/span>Missing figure<\/figcaption>/,
    );
    expect(ch01).not.toContain('[Missing figure]');
    // A remote image is never loaded: its address is a link to look at it on the web.
    expect(ch01).not.toMatch(/src="https:\/\/example\.com/);
    expect(ch01).toContain(
      '<a href="https://example.com/logo.png" class="url"><span class="image-unavailable">https://example.com/logo.png</span></a>',
    );
    // Previous/next say so in words (no arrow glyph the shipped fonts lack).
    expect(ch01).toContain(
      '<a rel="prev" href="index.html"><span class="page-nav-direction">Previous</span> Contents</a>',
    );
    expect(ch01).toContain(
      '<a rel="next" href="ch02.html"><span class="page-nav-direction">Next</span> Writing in AsciiDoc</a>',
    );

    const ch02 = page('ch02.html');
    expect(ch02).toContain('<a data-type="xref" href="ch01.html">Chapter 1</a>'); // <<getting-started>> across files
    expect(ch02).toContain('<a href="app01.html">the appendix</a>');
    expect(ch02).toContain('<a data-type="xref" href="ch01.html#installing">Installing</a>');
    expect(ch02).toContain('<span class="hljs-built_in">print</span>');

    const app01 = page('app01.html');
    expect(app01).toContain('<a data-type="xref" href="ch02.html">Chapter 2</a>');
    expect(app01).toContain('Tom &amp; Jerry &lt;3 books.');
    expect(app01).toContain('<h2>The formats key</h2>');
    expect(app01).toContain('<span class="hljs-attr">"files"</span>');
    expect(app01).toMatch(/<li id="appendix-config-fn1">A footnote\. <a href="#appendix-config-fnref1"/);

    const ixPage = page('ix.html');
    expect(ixPage).toContain('<h1>Index</h1>');
    expect(ixPage).toMatch(
      /<li[^>]*>install<ul><li[^>]*>from source, <a href="app01.html#ix-install-2">Configuration Reference<\/a>/,
    );
    expect(ixPage).toMatch(/<li[^>]*>npm, <a href="ch01.html#ix-install">Installing<\/a><\/li>/);
    expect(ixPage).toMatch(
      /<li[^>]*>platform.json, <a href="app01.html#ix-platform-json">Configuration Reference<\/a><\/li>/,
    );

    for (const [name, data] of entries) {
      if (!name.endsWith('.html')) continue;
      const html = data.toString('utf8');
      // The one script is Octavo's own site script; none of the book's.
      expect(html.match(/<script\b[^>]*>/gi)).toEqual(['<script src="site/site.js" defer>']);
      expect(html.replace('<script src="site/site.js" defer></script>', '')).not.toMatch(
        /<script|<iframe|onclick|javascript:|document\.cookie|alert\(/i,
      );
    }
    expect(checkLinks(entries)).toEqual([]);

    expect(result.warnings.map(formatWarning)).toEqual([
      'chapters/ch01.md:24: 1 <script> element(s) removed (book scripts never run)',
      'appendix.html:10: <iframe> embedding https://example.com/embed cannot be shown in a book (it would load a ' +
        'web page); it is printed as a link to that address. Write a sentence and a link (or a screenshot) there ' +
        'to say what it shows',
      'appendix.html:11: 1 <script> element(s) removed (book scripts never run)',
      'chapters/ch01.md:8: image images/missing.png not found (looked for chapters/images/missing.png and images/missing.png); ' +
        "left out, the figure's caption standing for it: add the image there, or correct the path",
      'chapters/ch01.md:10: remote image https://example.com/logo.png is not fetched (rendering never uses the network); printed as a link to its address: put a copy of it in the repository and point at that to print the image',
    ]);
    expect(source.reads.filter((path) => path.includes('example.com'))).toEqual([]);
  });

  it('gives every page a contents sidebar: every division, the current one marked with its sections', async () => {
    const { config, source } = book();
    const { page } = await render(config, source);
    const sidebar = (html: string) => /<details class="site-contents"[\s\S]*?<\/details>/.exec(html)![0];

    const ch01 = sidebar(page('ch01.html'));
    expect(ch01).toContain('<summary>Contents</summary>');
    expect(ch01).toContain(
      '<li class="is-current"><a href="ch01.html" aria-current="page"><span class="toc-label">1</span> <span class="toc-title">Getting Started</span></a>' +
        '<ol class="toc-sections"><li><a href="#installing">Installing</a></li></ol></li>',
    );
    expect(ch01).toContain(
      '<a href="ch02.html"><span class="toc-label">2</span> <span class="toc-title">Writing in AsciiDoc</span></a>',
    );
    expect(ch01).toContain('<a href="app01.html"><span class="toc-label">A</span>');
    expect(ch01).toContain('<a href="ix.html"><span class="toc-title">Index</span></a>');
    expect(ch01).not.toContain('asciidoc-sections'); // another chapter's sections stay folded away
    expect(sidebar(page('ch02.html'))).toContain('<a href="#asciidoc-sections">Sections</a>');
    expect(sidebar(page('index.html'))).not.toContain('aria-current');
    // Every page loads the site script, the stylesheet and nothing else.
    for (const name of ['index.html', 'ch01.html', 'ix.html']) {
      expect(page(name)).toContain('<script src="site/site.js" defer></script>');
      expect(page(name)).toContain('<main id="content">');
    }
  });

  it('builds the search index with the book: a script that loads with MiniSearch and finds sections', async () => {
    const { config, source } = book();
    const { page } = await render(config, source);
    const sandbox: Record<string, unknown> = {};
    sandbox.self = sandbox;
    runInNewContext(page('site/minisearch.js') + page('site/search-index.js'), sandbox);
    const data = sandbox.OctavoSearchData as { index: unknown; options: unknown };
    const MiniSearch = sandbox.MiniSearch as {
      loadJS(
        index: unknown,
        options: unknown,
      ): { search(q: string, o?: object): Array<Record<string, string>> };
    };
    const search = MiniSearch.loadJS(data.index, data.options);
    const find = (query: string) =>
      search.search(query, { prefix: true }).map((r) => [r.href, r.title, r.division]);

    expect(find('installer')[0]).toEqual([
      'ch01.html#installing',
      'Installing',
      'Chapter 1. Getting Started',
    ]);
    expect(find('hello')[0]).toEqual([
      'ch02.html#asciidoc-sections',
      'Sections',
      'Chapter 2. Writing in AsciiDoc',
    ]);
    // A footnote is found in the section that refers to it; a chapter's opening text at the chapter.
    expect(find('footnote')[0]).toEqual([
      'app01.html#formats-key',
      'The formats key',
      'Appendix A. Configuration Reference',
    ]);
    expect(find('octavo builds')[0][0]).toBe('ch01.html');
    // Index marks, the generated index and contents are not text to search.
    expect(find('platform.json').map((r) => r[0])).not.toContain('ix.html');
    expect(page('site/search-index.js')).not.toContain('"ix.html');
  });

  it('turns footnotes into endnotes that open in place: roles, a "Notes" heading, a way back in words', async () => {
    const { config, source } = book();
    const { page } = await render(config, source);
    const app01 = page('app01.html');
    expect(app01).toContain(
      '<sup><a href="#appendix-config-fn1" id="appendix-config-fnref1" class="footnote-ref" role="doc-noteref">1</a></sup>',
    );
    expect(app01).toContain(
      '<section data-type="footnotes" class="footnotes" role="doc-endnotes" aria-labelledby="appendix-config-notes">' +
        '<h2 id="appendix-config-notes" class="footnotes-title">Notes</h2>' +
        '<ol><li id="appendix-config-fn1">A footnote. <a href="#appendix-config-fnref1" class="footnote-back" role="doc-backlink">Back to text</a></li></ol></section>',
    );
    expect(app01).not.toContain('↩');
  });

  it("follows the reader's light or dark system palette unless the book's theme colours a light page", async () => {
    const plain = book();
    const { page } = await render(plain.config, plain.source);
    expect(page('ch01.html')).toContain('<meta name="color-scheme" content="light dark">');
    expect(page('style.css')).toContain('@media screen and (prefers-color-scheme: dark)');
    expect(page('style.css')).toContain('@media print');

    const themed = book({ 'theme.css': 'h1 { color: #4a1010; }' });
    themed.config.theme = 'theme.css';
    const light = await render(themed.config, themed.source);
    expect(light.page('ch01.html')).toContain('<meta name="color-scheme" content="light">');
    expect(light.page('style.css')).not.toContain('prefers-color-scheme: dark');
  });

  it("gives every page the book's description, as search results show it under the title", async () => {
    const described = book();
    described.config.description = 'Builds, themes & "formats", from one repository';
    const { page } = await render(described.config, described.source);
    for (const name of ['index.html', 'ch01.html', 'app01.html'])
      expect(page(name)).toContain(
        '<meta name="description" content="Builds, themes &amp; &quot;formats&quot;, from one repository">',
      );

    // An Atlas book says it in its HTML layout template's <head>, which Octavo does not use as a page.
    const atlas = book({
      'theme/html/layout.html':
        '<html><head><meta name="description" content="A field guide to kettles."/></head>' +
        '<body data-type="book">{{ content }}</body></html>',
    });
    atlas.config.formats = { html: { consolidated: true } };
    const single = await render(atlas.config, atlas.source);
    expect(single.page('index.html')).toContain(
      '<meta name="description" content="A field guide to kettles.">',
    );

    const plain = book();
    expect((await render(plain.config, plain.source)).page('index.html')).not.toContain('name="description"');
  });

  it('consolidated mode puts the whole book on one page with working anchors', async () => {
    const { config, source } = book();
    config.formats = { html: { consolidated: true } };
    const { entries, page } = await render(config, source);

    expect([...entries.keys()].filter((name) => name.endsWith('.html'))).toEqual(['index.html']);
    const index = page('index.html');
    expect(index).toContain('<nav data-type="toc" id="contents"><h1>Contents</h1><ol class="toc">');
    expect(index).toContain('<a href="#getting-started"><span class="label">1.</span> Getting Started</a>');
    expect(index).toContain('<a data-type="xref" href="#writing">Chapter 2</a>');
    expect(index).toContain('<h1>Index</h1>');
    expect(index).toContain(
      '<h1><span class="division-label">Appendix A</span> Configuration Reference</h1>',
    );
    expect(checkLinks(entries)).toEqual([]);
    // One sidebar listing every division with its sections; the script marks the one in view.
    expect(index).toContain('<details class="site-contents" id="site-contents" data-single>');
    expect(index).toContain('<a href="#writing"><span class="toc-label">2</span>');
    expect(index).toContain('<a href="#asciidoc-sections">Sections</a>');
    expect(index).not.toContain('aria-current');
    expect(index).not.toContain('class="page-nav');
    expect(page('site/search-index.js')).toContain('"href":"#installing"');
  });

  it("consolidated mode opens with the book's own title page instead of a second title above it", async () => {
    const titled = book(
      {
        'titlepage.html':
          '<section data-type="titlepage"><h1>{{ title }}</h1><p class="author">by Ida Fern</p></section>',
      },
      ['titlepage.html', 'chapters/ch01.md'],
    );
    titled.config.formats = { html: { consolidated: true } };
    const index = (await render(titled.config, titled.source)).page('index.html');
    const main = index.slice(index.indexOf('<main'));
    // The book's title page was printed under a generated <h1> of the same title: the title twice in a row.
    expect(main).not.toContain('class="book-title"');
    expect(main.match(/<h1[^>]*>The Octavo Handbook<\/h1>/g)).toHaveLength(1);
    // The contents Octavo adds (the book has no toc.html) come after the title page, not above it.
    expect(main.indexOf('data-type="titlepage"')).toBeLessThan(main.indexOf('<nav data-type="toc"'));
    expect(main.indexOf('<nav data-type="toc"')).toBeGreaterThan(0);

    // A book without one still opens with its title.
    const plain = book({}, ['chapters/ch01.md']);
    plain.config.formats = { html: { consolidated: true } };
    expect((await render(plain.config, plain.source)).page('index.html')).toContain(
      '<header><h1 class="book-title">The Octavo Handbook</h1></header>',
    );
  });

  it('adds theme/html/*.css files, in name order, after the theme key and only for their own format', async () => {
    const source = memorySource({
      'ch01.md': '# One\n\nText.\n',
      'theme/book.css': '.from-key { color: red; }',
      'theme/html/b.css': '.second { color: blue; }',
      'theme/html/a.css': '.first { color: green; } .bg { background: url(../img/paper.png); }',
      'theme/img/paper.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'theme/pdf/print.css': '.only-in-pdf { color: black; }',
    });
    const outFile = join(dir, 'themed.zip');
    await renderHtml({
      source,
      config: { files: ['ch01.md'], theme: 'theme/book.css', formats: {} },
      workDir: dir,
      outFile,
      bookName: 'ann/book',
    });
    const css = (await readZip(outFile)).get('style.css')!.toString();
    const order = ['.from-key', '.first', '.second'].map((rule) => css.indexOf(rule));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(css).not.toContain('.only-in-pdf');
    expect(css).toMatch(/url\((['"]?)assets\/theme\/img\/paper\.png\1\)/);
  });

  // A German Joomla book converted by pandoc: atlas.json, and 2,556 escapes of today's AsciiDoc (no `+text+`).
  it("notes, rather than warns, that an Atlas book plainly written in today's AsciiDoc is read so", async () => {
    const source = memorySource({
      'ch07.adoc': `== Inhalte\n\n${"Die Konstante defined('++_++JEXEC') und ENT++_++COMPAT.\n".repeat(10)}`,
    });
    const { result, page } = await render(
      { files: ['ch07.adoc'], formats: {}, configFile: 'atlas.json' },
      source,
    );
    expect(result.warnings.map(formatWarning)).toEqual([]);
    expect(result.notes).toEqual([
      expect.stringMatching(
        /^AsciiDoc read as Asciidoctor reads it today, not in the compat-mode atlas\.json implies: the book writes today's syntax 20 times \(defined\('\+\+_\+\+JEXEC'\) at ch07\.adoc:3\)/,
      ),
    ]);
    expect(page('ch01.html')).toMatch(/defined\((?:'|&#39;|’)_JEXEC(?:'|&#39;|’)\) und ENT_COMPAT/);
  });

  it('throws RenderFailure naming a listed file that does not exist', async () => {
    const { config, source } = book({}, ['chapters/ch01.md', 'chapters/ch09.md']);
    const outFile = join(dir, 'book.zip');
    const attempt = renderHtml({ source, config, workDir: dir, outFile, bookName: 'ann/book' });
    await expect(attempt).rejects.toBeInstanceOf(RenderFailure);
    await expect(attempt).rejects.toThrow('"chapters/ch09.md" (files[1]) is listed in the book\'s files');
  });

  it('throws RenderFailure naming a path that leaves the repository', async () => {
    const { config, source } = book({}, ['chapters/ch01.md', '../outside.md']);
    const outFile = join(dir, 'book.zip');
    const attempt = renderHtml({ source, config, workDir: dir, outFile, bookName: 'ann/book' });
    await expect(attempt).rejects.toBeInstanceOf(RenderFailure);
    await expect(attempt).rejects.toThrow(
      /"\.\.\/outside\.md" \(files\[1\]\): it points outside the repository/,
    );
    expect(source.reads).not.toContain('../outside.md');
  });

  it('uses the book name as title, applies a theme, and warns about unknown sources and targets', async () => {
    const { source } = book({
      'notes.txt': 'plain',
      'ch.md': '# Only\n\nSee [](#nowhere) & <b>bold</b>.',
      'theme/book.css': 'body { color: navy; }\n@import url("https://fonts.example.com/x.css");',
    });
    const config: PlatformConfig = { files: ['ch.md', 'notes.txt'], theme: 'theme/book.css', formats: {} };
    const { result, page, entries } = await render(config, source);

    expect(page('index.html')).toContain('<title>ann/book</title>');
    const css = page('style.css');
    expect(css).toContain('body { color: navy; }');
    expect(css).not.toContain('fonts.example.com');
    expect(page('ch01.html')).toContain('See <a>[nowhere]</a> &amp; <b>bold</b>.');
    expect(result.warnings.map(formatWarning)).toEqual(
      expect.arrayContaining([
        'notes.txt: unknown source type ".txt" (expected .html, .md, .adoc or DocBook .xml); skipped',
        'ch.md:3: cross-reference to "#nowhere" has no target in the book; link removed: correct the id, or give the element it points at that id',
        expect.stringContaining('theme/book.css: 1 remote @import/url() removed'),
      ]),
    );
    expect(checkLinks(entries)).toEqual([]);
  });
});
