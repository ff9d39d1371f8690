import { buildBookModel } from './build-book-model';
import { loadPlatformConfig } from '../config/load-platform-config';
import { renderIndexBody, renderTocList } from './generated-content';
import { PlatformConfig } from '../types';
import { everyContents } from '../test-support/every-contents';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const config = (files: string[], extra: Partial<PlatformConfig> = {}): PlatformConfig => ({
  files,
  formats: {},
  ...extra,
});

describe('buildBookModel on Atlas-style books', () => {
  it('keeps a [role="notoc"] section and those in it out of every contents list: the page, the sidebar, the PDF’s and its outline', async () => {
    // As Test-Driven Development with Python's part2.asciidoc, whose part introductions' headings are notoc.
    const source = memorySource({
      'ch01.asciidoc': [
        '== First Chapter',
        '',
        'Body.',
        '',
        '[role="notoc"]',
        '=== Hidden Section',
        '',
        'More.',
        '',
        '==== Hidden Below',
        '',
        'Deeper.',
        '',
        '=== Shown Section',
        '',
        'Text.',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['ch01.asciidoc']), { bookName: 'x' });
    const [page, sidebar, pdfContents, outline] = everyContents(model, 2).map((contents) => contents.text);
    for (const contents of [page, sidebar, pdfContents]) {
      expect(contents).toContain('Shown Section');
      expect(contents).not.toContain('Hidden Section');
      expect(contents).not.toContain('Hidden Below');
    }
    expect(outline).not.toContain('Hidden');
    expect(model.divisions[0].html).toContain('Hidden Section');
  });

  it('finds AsciiDoc images through imagesdir, the repository root, then the including file’s folder', async () => {
    const source = memorySource({
      'book/03/kapitel.adoc': '== Kapitel\n\ninclude::abschnitte/01.adoc[]\n',
      'book/03/abschnitte/01.adoc': [
        '=== Abschnitt',
        '',
        'image::media/03/01-01.png[Root relative]',
        '',
        'image::local.png[Beside the include]',
        '',
        'image::media/03/missing.png[Nowhere]',
      ].join('\n'),
      'book/dir/ch.adoc': ':imagesdir: images\n\n== Dir\n\nimage::fig.png[Through imagesdir]\n',
      'media/03/01-01.png': PNG,
      'book/03/abschnitte/local.png': PNG,
      'images/fig.png': PNG,
    });
    const model = await buildBookModel(source, config(['book/03/kapitel.adoc', 'book/dir/ch.adoc']), {
      bookName: 'x',
    });
    expect(model.assets.map((a) => a.sourcePath).sort()).toEqual([
      'book/03/abschnitte/local.png',
      'images/fig.png',
      'media/03/01-01.png',
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([
      'book/03/abschnitte/01.adoc:7: image media/03/missing.png not found (looked for media/03/missing.png, ' +
        'book/03/abschnitte/media/03/missing.png and book/03/media/03/missing.png); its alt text is printed in ' +
        'brackets in its place ("[Nowhere]"): add the image there, or correct the path',
    ]);
    expect(model.warnings[0]).toMatchObject({ kind: 'image-missing', subject: 'media/03/missing.png' });
  });

  it('finds HTMLBook and Markdown images beside the file, then at the repository root', async () => {
    const source = memorySource({
      'chapters/ch1.md': '# One\n\n![a](pics/a.png)\n\n![b](images/b.png)\n',
      'chapters/pics/a.png': PNG,
      'images/b.png': PNG,
    });
    const model = await buildBookModel(source, config(['chapters/ch1.md']), { bookName: 'x' });
    expect(model.assets.map((a) => a.sourcePath).sort()).toEqual(['chapters/pics/a.png', 'images/b.png']);
    expect(model.warnings).toEqual([]);
  });

  it('keeps non-ASCII ids, titles after role lines, letters appendices and keeps footnotes out of titles', async () => {
    const source = memorySource({
      'ch01.adoc': [
        '[role="pagenumrestart"]',
        '[[whatis]]',
        '== What Is It?footnote:[A note in a title.]',
        '',
        '[[größe]]',
        '=== Größe und Maße',
        '',
        'See <<größe>> and <<app-b>>.',
      ].join('\n'),
      'app.adoc': '[appendix]\n== First Extra\n\nx\n\n[appendix]\n[[app-b]]\n== Second Extra\n\ny\n',
      'app.html': '<section data-type="appendix"><h1>HTMLBook Appendix</h1><p>z</p></section>',
    });
    const model = await buildBookModel(source, config(['ch01.adoc', 'app.adoc', 'app.html']), {
      bookName: 'x',
    });
    expect(model.divisions.map((d) => [d.kind, d.label, d.title, d.id])).toEqual([
      ['chapter', 'Chapter 1', 'What Is It?', 'whatis'],
      ['appendix', 'Appendix A', 'First Extra', 'first-extra'],
      ['appendix', 'Appendix B', 'Second Extra', 'app-b'],
      ['appendix', 'Appendix C', 'HTMLBook Appendix', 'htmlbook-appendix'],
    ]);
    expect(model.divisions[0].sections).toEqual([{ id: 'größe', title: 'Größe und Maße', level: 1 }]);
    expect(model.divisions[0].html).toContain('<a data-type="xref" href="#größe">Größe und Maße</a>');
    expect(model.divisions[0].html).toContain('<a data-type="xref" href="#app-b">Appendix B</a>');
    const toc = renderTocList(model, (id) => `#${id}`);
    expect(toc).not.toContain('A note in a title');
    expect(toc).toContain('Appendix B:</span> Second Extra');
  });

  it('reads a standalone Asciidoctor HTML page as its #content, without the page chrome, appendix lettered', async () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>x</title><style>body{}</style></head><body class="article">` +
      `<div id="header"><h1>Page Title</h1></div><div id="content">${body}</div>` +
      `<div id="footnotes"><hr><div class="footnote" id="_footnotedef_1"><a href="#_footnoteref_1">1</a>. The note.</div></div>` +
      `<div id="footer"><div id="footer-text">Last updated 2024-08-03 15:57:17 +0200</div></div></body></html>`;
    const source = memorySource({
      'ch01.html': page(
        '<div class="sect1 pagenumrestart"><h2 id="intro">Introduction</h2><div class="sectionbody">' +
          '<div class="paragraph"><p>Text.<sup class="footnote">[<a id="_footnoteref_1" class="footnote" href="#_footnotedef_1">1</a>]</sup></p></div>' +
          '<div class="sect2"><h3 id="_history">History</h3><div class="paragraph"><p>More.</p></div></div>' +
          '<div class="admonitionblock tip"><table><tr><td class="icon"><div class="title">Tip</div></td>' +
          '<td class="content">Be careful.</td></tr></table></div></div></div>',
      ),
      'appa.html': page(
        '<div class="sect1"><h2 id="_the_whitepaper">Appendix A: The Whitepaper</h2><div class="sectionbody">' +
          '<div class="sect2"><h3 id="_history">History</h3></div></div></div>',
      ),
    });
    const model = await buildBookModel(source, config(['ch01.html', 'appa.html']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', 'Chapter 1', 'Introduction'],
      ['appendix', 'Appendix A', 'The Whitepaper'],
    ]);
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).not.toMatch(/Last updated|Page Title|id="header"|id="footer"|id="content"/);
    expect(html).toContain('<span data-type="footnote">The note.</span>');
    expect(html).toMatch(/<div data-type="tip"[^>]*>/);
    expect(model.divisions[0].sections.map((s) => s.title)).toEqual(['History']);
    // Asciidoctor's generated ids repeat across exported pages: renamed without a warning.
    expect(model.warnings).toEqual([]);
  });

  it('reads an exported Asciidoctor page titled as a section style names it as that division, not a numbered chapter', async () => {
    // Asciidoctor's HTML5 keeps no trace of `[preface]` or `[glossary]` but the conventional title.
    const page = (body: string) =>
      `<html><body class="article"><div id="header"></div><div id="content">${body}</div></body></html>`;
    const sect1 = (id: string, title: string) =>
      page(
        `<div class="sect1"><h2 id="${id}">${title}</h2><div class="sectionbody"><div class="paragraph"><p>Text.</p></div></div></div>`,
      );
    const source = memorySource({
      'pre.html': sect1('_preface', 'Preface'),
      'one.html': sect1('one', 'Getting Going'),
      'two.html': sect1('two', 'Preface Matters'),
      'gloss.html': sect1('_glossary', 'Glossary'),
    });
    const model = await buildBookModel(source, config(['pre.html', 'one.html', 'two.html', 'gloss.html']), {
      bookName: 'x',
    });
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title])).toEqual([
      ['preface', '', 'Preface'],
      ['chapter', 'Chapter 1', 'Getting Going'],
      ['chapter', 'Chapter 2', 'Preface Matters'],
      ['glossary', '', 'Glossary'],
    ]);
  });

  it("labels an exported Asciidoctor page's links titled as the figure, table or example they point at as the book does", async () => {
    const body =
      '<div class="sect1"><h2 id="one">Getting Going</h2><div class="sectionbody">' +
      '<div class="paragraph"><p>See <a href="#pic">A small  picture.</a>, <a href="#tab">Some numbers</a>, ' +
      '<a href="#ex">Hello in code</a> and <a href="#pic">this picture</a>.</p></div>' +
      '<div id="pic" class="imageblock"><div class="content"><img src="a.png" alt="a"></div>' +
      '<div class="title">Figure 1. A small picture.</div></div>' +
      '<table class="tableblock frame-all" id="tab"><caption class="title">Table 1. Some numbers</caption>' +
      '<tbody><tr><td class="tableblock"><p class="tableblock">1</p></td></tr></tbody></table>' +
      '<div id="ex" class="listingblock"><div class="title">Example 1. Hello in code</div>' +
      '<div class="content"><pre>print(1)</pre></div></div></div></div>';
    const source = memorySource({
      'one.html': `<html><body class="article"><div id="content">${body}</div></body></html>`,
      'a.png': PNG,
    });
    const model = await buildBookModel(source, config(['one.html']), { bookName: 'x' });
    const text = model.divisions[0]!.html.replace(/<[^>]+>/g, '');
    expect(text).toContain('See Figure 1-1, Table 1-1, Example 1-1 and this picture.');
  });

  it('gives a part kept in its own file the chapters that follow it, up to the back matter', async () => {
    const source = memorySource({
      'part1.adoc': '[part]\n== Fundamentals\n\n[partintro]\n--\nIntro.\n--\n',
      'ch01.adoc': '== One\n\nx\n',
      'ch02.adoc': '== Two\n\nx\n',
      'part2.adoc': '[part]\n== More\n',
      'ch03.adoc': '== Three\n\nx\n',
      'appa.adoc': '[appendix]\n== Extra\n\nx\n',
    });
    const model = await buildBookModel(
      source,
      config(['part1.adoc', 'ch01.adoc', 'ch02.adoc', 'part2.adoc', 'ch03.adoc', 'appa.adoc']),
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.label, d.partId])).toEqual([
      ['Part I', undefined],
      ['Chapter 1', 'fundamentals'],
      ['Chapter 2', 'fundamentals'],
      ['Part II', undefined],
      ['Chapter 3', 'more'],
      ['Appendix A', undefined],
    ]);
    expect(model.divisions[0].html).toContain('Intro.');
  });

  it("lists a copyright page headed with the book's title as Copyright: every title once", async () => {
    const source = memorySource({
      'titlepage.html': '<section data-type="titlepage"><h1>Mastering Things</h1><p>by Ann</p></section>',
      'copyright.html': '<section data-type="copyright-page"><h1>Mastering Things</h1><p>© Ann</p></section>',
      'ch01.adoc': '== Mastering Things\n\nA chapter may share the title.\n',
    });
    const model = await buildBookModel(source, config(['titlepage.html', 'copyright.html', 'ch01.adoc']), {
      bookName: 'x',
    });
    expect(model.divisions.map((d) => d.title)).toEqual([
      'Mastering Things',
      'Copyright',
      'Mastering Things',
    ]);
  });

  it('prints Markdown front and back matter as its file name says, so Chapter 1 is the first chapter', async () => {
    const source = memorySource({
      'titlepage.html': '<section data-type="titlepage"><h1>Taming Teapots</h1></section>',
      'copyright.md': '# Taming Teapots\n\nThis book is licensed under CC BY-SA 4.0 by the Teapot Guild.\n',
      'dedication.md': 'For every kettle that ever whistled.\n',
      'toc.html': '<nav data-type="toc"/>',
      'ch01.adoc': '== Brewing\n\nHot water first.\n',
      'app.adoc': '[appendix]\n== Kettle Sizes\n\nSmall and large.\n',
      'author_bio.md':
        '<section data-type="colophon"><h1>About the First Author</h1><p>Ann brews.</p></section>\n\n' +
        '# About the Later Editors\n\nBob pours.\n',
    });
    const files = ['titlepage.html', 'copyright.md', 'dedication.md', 'toc.html', 'ch01.adoc', 'app.adoc'];
    const model = await buildBookModel(source, config([...files, 'author_bio.md']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.kind, d.label ?? ''])).toEqual([
      ['titlepage', ''],
      ['copyright-page', ''],
      ['dedication', ''],
      ['toc', ''],
      ['chapter', 'Chapter 1'],
      ['appendix', 'Appendix A'],
      ['colophon', ''],
      ['colophon', ''],
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it("names a config title the book's title page no longer prints, at both lines; a subtitle or edition is the same title", async () => {
    const book = (title: string) =>
      memorySource({
        'atlas.json': `{\n  "files": ["titlepage.html", "ch01.adoc"],\n  "title": ${JSON.stringify(title)}\n}\n`,
        'titlepage.html':
          '<section data-type="titlepage">\n<h1>Taming Teapots</h1>\n<p class="subtitle">A Gentle Fork</p>\n</section>',
        'ch01.adoc': '== Brewing\n\nHot water first.\n',
      });
    const warningsFor = async (title: string) => {
      const source = book(title);
      const loaded = await loadPlatformConfig(source);
      if (!loaded.ok) throw new Error(loaded.message);
      const model = await buildBookModel(source, loaded.config, { bookName: 'x' });
      return model.warnings.map(formatWarning);
    };
    expect(await warningsFor('Taming Kettles')).toEqual([
      'atlas.json:3: the title "Taming Kettles" is not the one the book\'s title page prints ("Taming Teapots", ' +
        "titlepage.html:2): the book's metadata (the EPUB's title, the PDF's properties, the site's header) uses " +
        'this one; correct whichever is out of date',
    ]);
    expect(await warningsFor('Taming teapots: Second Edition')).toEqual([]);
  });

  it("tells of a title page's template title as the template's, not as a second title", async () => {
    const source = memorySource({
      'atlas.json': '{\n  "files": ["titlepage.html", "ch01.adoc"],\n  "title": "Taming Kettles"\n}\n',
      'titlepage.html':
        '<section data-type="titlepage">\n<h1>Book Title Here</h1>\n<p class="author">Some Author</p>\n</section>',
      'ch01.adoc': '== Brewing\n\nHot water first.\n',
    });
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const model = await buildBookModel(source, loaded.config, { bookName: 'x' });
    expect(model.authors).toEqual([]);
    expect(model.warnings.map(formatWarning)).toEqual([
      'titlepage.html:2: "Book Title Here" and "Some Author" (lines 2 and 3) are a book template\'s placeholder text, printed as the ' +
        "template wrote it: write the book's own words there, or take the file out of the book's files list if the " +
        'book has no use for it',
    ]);
  });

  it('names a link an AsciiDoc paragraph passes through as HTML at its own line, not the paragraph’s first', async () => {
    // As Practical Electronics writes its figure references: at the end of paragraphs of several lines.
    const source = memorySource({
      'ch01.asciidoc': [
        '[[ch1]]',
        '== One',
        '',
        '[[fig_a]]',
        '.A figure',
        'image::a.png["A"]',
        '',
        'First line of the paragraph,',
        'second line, see Figure pass:[<a href="fig_a">1-1</a>],',
        'third line, and again Figure pass:[<a href="fig_a">1-1</a>].',
      ].join('\n'),
      'a.png': PNG,
    });
    const model = await buildBookModel(source, config(['ch01.asciidoc']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.asciidoc:9: 2 links name an id of the book as if it were a file, without "#": the first, fig_a, here, ' +
        'the others at line 10; each is linked to the element with that id. Write each one\'s id with "#" (for the ' +
        'first, write <<fig_a,…>> or xref:fig_a[…])',
    ]);
  });

  it('names a Markdown link inside an HTML block of a Markdown file, which is printed as text, at its line', async () => {
    const source = memorySource({
      'ch01.md': [
        '# Brewing',
        '',
        'A [rendered link](https://example.org/ok) and an escaped \\[pair](https://example.org/x).',
        '',
        '<p><strong>Bob</strong> moderates',
        'the [tea forum](https://example.org/tea).',
        '<p>Write <code>[a](b.html)</code> for a link.',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['ch01.md']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.md:6: "[tea forum](https://example.org/tea)" is Markdown link syntax, printed as text in an HTML block ' +
        'of a Markdown file; write <a href="https://example.org/tea">tea forum</a> instead',
    ]);
  });

  it('names a Markdown code span inside an HTML block of a Markdown file at its line; a code span read as one is no concern', async () => {
    const source = memorySource({
      'ch01.md': [
        '# Queues',
        '',
        'Call `.queue()` first, and write ``` `` ``` for a backtick.',
        '',
        '<div class="note">',
        'you must call `.dequeue()` yourself, but ` spaced ` stays quiet.',
        '</div>',
        '',
        '```',
        '<p>`kept`</p>',
        '```',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['ch01.md']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.md:6: "`.dequeue()`" is Markdown code syntax, printed as text in an HTML block of a Markdown file; ' +
        'write <code>.dequeue()</code> instead',
    ]);
  });

  it('takes no escaped backticks in a paragraph for code written in an HTML block, whatever a listing below holds', async () => {
    // The Rust course's closure-with-static.md: its error message quotes the type between escaped backticks.
    const source = memorySource({
      'ch01.md': [
        '# Closures',
        '',
        'Fix `the parameter type ` \\`impl Fn(&str) -> Res\\` ` may not live long enough`.',
        '',
        '```console',
        'error[E0310]: the parameter type `impl Fn(&str) -> Res` may not live long enough',
        '```',
        '',
        '<p>Then `impl Fn(&str) -> Res` again.</p>',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['ch01.md']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.md:9: "`impl Fn(&str) -> Res`" is Markdown code syntax, printed as text in an HTML block of a Markdown ' +
        'file; write <code>impl Fn(&str) -> Res</code> instead',
    ]);
  });

  // 500 Lines or Less (image-filters) writes its tables of methods as HTML, each cell `<td>`loadPixels`</td>`.
  const HTML_TABLE = [
    '# Images',
    '',
    '<table>',
    '  <tr><td>`pixels[]`</td><td>Array of *every* pixel</td></tr>',
    '  <tr><td>`width`</td><td>Width</td></tr>',
    '  <tr><td>`height`</td><td>Height</td></tr>',
    '</table>',
  ].join('\n');

  it('reads the Markdown of an HTML table’s cells in a pandoc book, as pandoc does', async () => {
    const source = memorySource({ 'meta.yaml': 'title: Images\n', 'ch01.md': HTML_TABLE });
    const model = await buildBookModel(source, config(['meta.yaml', 'ch01.md']), { bookName: 'x' });
    const html = model.divisions[0]!.html;
    expect(html).toContain('<td><code>pixels[]</code></td><td>Array of <em>every</em> pixel</td>');
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('tells of the Markdown code spans of an HTML table it prints as written once for the table', async () => {
    const model = await buildBookModel(memorySource({ 'ch01.md': HTML_TABLE }), config(['ch01.md']), {
      bookName: 'x',
    });
    expect(model.divisions[0]!.html).toContain('<td>`pixels[]`</td>');
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.md:4: "`pixels[]`" and 2 more Markdown code spans in this HTML table (lines 4 to 6) are printed as ' +
        'text: no Markdown is read inside an HTML block of a Markdown file; write each as <code>…</code> ' +
        '(<code>pixels[]</code>) instead',
    ]);
  });

  it('names an HTML link written on a later line of a Markdown paragraph at its own line', async () => {
    const source = memorySource({
      'ch01.md': [
        '# Events',
        '',
        'A paragraph wrapped',
        'over lines, with a <a href="missing-page.html">raw link</a>',
        'and a [Markdown one](other-missing.html) later.',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['ch01.md']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^ch01\.md:4: .*missing-page\.html/),
      expect.stringMatching(/^ch01\.md:5: .*other-missing\.html/),
    ]);
  });

  it('names the book’s page a site address stands for when its folder is mistyped', async () => {
    const source = memorySource({
      'page/events/history.md':
        '# History\n\nSee [delegation](/event/event-delegation) and [x](/events/nowhere/).\n',
      'page/events/event-delegation.md': '# Delegation\n\nText.\n',
    });
    const model = await buildBookModel(
      source,
      config(['page/events/history.md', 'page/events/event-delegation.md']),
      { bookName: 'x' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'page/events/history.md:3: link /event/event-delegation points to event/event-delegation, which does not ' +
        "exist; link removed, its text kept: the book's file of that name is page/events/event-delegation.md; write " +
        'its path from this file, event-delegation.md',
      expect.stringMatching(/^page\/events\/history\.md:3: link \/events\/nowhere\/ .*correct the path/),
    ]);
  });

  it('closes the range an index end mark meant when its startref is one or two letters off an id written before it', async () => {
    const source = memorySource({
      'ch01.adoc': [
        '== Pods',
        '',
        '((("Pod Templates", id="ix_PodTemplates")))Pods are made from templates.',
        '',
        'More about them.',
        '((("Pod Templates", startref="ix_PodTemplate")))',
        '((("", startref="ix_unrelated")))',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['ch01.adoc'], { configFile: 'atlas.json' }), {
      bookName: 'x',
    });
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.adoc:6: index range end (startref="ix_PodTemplate") has no start with id="ix_PodTemplate"; read as the ' +
        'end of the range "Pod Templates" opened at line 3 with id="ix_PodTemplates", the id nearest to it: make ' +
        'the two ids the same',
      expect.stringMatching(
        /^ch01\.adoc:7: index range end \(startref="ix_unrelated"\) has no start .*ignored/,
      ),
    ]);
    const term = model.indexTerms.find((t) => t.primary === 'Pod Templates' && t.id === 'ix_PodTemplates');
    expect(term?.rangeEndId).toBeDefined();
  });

  it('leaves out a generated index that has nothing to list, and says where and how to mark terms', async () => {
    const source = memorySource({
      'ch01.adoc': '== One\n\nNo terms marked here.\n',
      'ix.html': '<section data-type="index"/>',
    });
    const model = await buildBookModel(source, config(['ch01.adoc', 'ix.html']), { bookName: 'x' });
    expect(model.divisions.map((d) => d.kind)).not.toContain('index');
    const said = model.warnings.filter((w) => w.kind === 'index-term');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ file: 'ix.html', text: expect.stringContaining('left out') });
  });

  it("keeps an index range's id when a section's made-up id has the same name, so the range still ends", async () => {
    // Asciidoctor makes "bech32m" of the heading (idprefix and idseparator as Atlas set them); the author's range
    // further down in the same section says id="bech32m". The author's id keeps its name: startref finds it.
    const source = memorySource({
      'ch01.adoc': [
        '== Addresses',
        '',
        '=== Bech32m',
        '',
        '((("bech32m addresses", id="bech32m")))Bech32m addresses fix a weakness.',
        '',
        'More about them.((("bech32m addresses", startref="bech32m")))',
        '',
        'See <<bech32m>>.',
      ].join('\n'),
      'ix.html': '<section data-type="index"/>',
    });
    const model = await buildBookModel(source, config(['ch01.adoc', 'ix.html']), { bookName: 'x' });
    const start = model.indexTerms.find((t) => t.id === 'bech32m');
    expect(start?.rangeEndId).toBeDefined();
    expect(model.divisions[0].html).toMatch(/<section[^>]* id="bech32m-2"/);
    // No warning: the section's id was never the author's.
    expect(model.warnings.filter((w) => w.kind === 'duplicate-id')).toEqual([]);
  });

  it('points a heading that is a cross-reference at its target, not at the id made of its own text', async () => {
    // The overview's headings are links to the parts: Asciidoctor makes each heading's id of its text, "gardens",
    // the id the part was given. The heading's link still means the part, as do the file's other links to it.
    const source = memorySource({
      'preface.adoc': [
        '[preface]',
        '== Preface',
        '',
        '=== Overview',
        '',
        '==== pass:[<a data-type="xref" data-xrefstyle="chap-num-title" href="#gardens">#gardens</a>]',
        '',
        'Digging, in <<gardens>>.',
        '',
        '==== <<orchards>>',
        '',
        'Pruning.',
      ].join('\n'),
      'part1.adoc': '[[gardens]]\n[part]\n== Gardens\n\nIntro.\n',
      'ch01.adoc': '== Soil\n\nx\n',
      'part2.adoc': '[[orchards]]\n[part]\n== Orchards\n\nIntro.\n',
      'ch02.adoc': '== Trees\n\nx\n',
    });
    const model = await buildBookModel(
      source,
      config(['preface.adoc', 'part1.adoc', 'ch01.adoc', 'part2.adoc', 'ch02.adoc']),
      { bookName: 'x' },
    );
    const preface = model.divisions[0]!.html;
    const headings = [...preface.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map(([, inner]) => inner);
    expect(headings.map((inner) => inner!.replace(/<[^>]+>/g, ''))).toEqual([
      'Part I, \u201cGardens\u201d',
      'Part II',
    ]);
    expect(headings.map((inner) => /href="([^"]*)"/.exec(inner!)?.[1])).toEqual(['#gardens', '#orchards']);
    expect(preface).toMatch(/Digging, in <a[^>]* href="#gardens"/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('builds the index from O’Reilly markup: levels, see, see also, sort keys, ranges, language order', async () => {
    const source = memorySource({
      'ch01.adoc': [
        '== Eins',
        '',
        'A ((("Zebra")))((("Äpfel", "grün")))((("Äpfel", "rot", sortas="aaa")))((("Apfelbaum")))x.',
        '((("transactions", id="ix_tx", range="startofrange")))Start.',
        '((("builder", see="aspect-oriented")))((("class", seealso="object")))((("class", "method", "static")))',
      ].join('\n'),
      'ch02.adoc': '== Zwei\n\nEnd.((("transactions", startref="ix_tx")))((("Smith, John")))\n',
      'ix.html': '<section data-type="index"/>',
    });
    const model = await buildBookModel(
      source,
      config(['ch01.adoc', 'ch02.adoc', 'ix.html'], { lang: 'de' }),
      {
        bookName: 'x',
      },
    );
    const start = model.indexTerms.find((t) => t.id === 'ix_tx');
    expect(start?.rangeEndId).toBeDefined();
    const text = (html: string) =>
      html
        .replace(/<li[^>]*>/g, '\n')
        .replace(/<h2>/g, '\n# ')
        .replace(/<\/h2>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/\n+/g, '\n')
        .trim();
    expect(text(renderIndexBody(model, (id) => `#${id}`)).split('\n')).toEqual([
      '# A',
      'Äpfel',
      'rot, Eins',
      'grün, Eins',
      'Apfelbaum, Eins',
      '# B',
      'builder. Siehe aspect-oriented',
      '# C',
      'class, Eins. Siehe auch object',
      'method',
      'static, Eins',
      '# S',
      'Smith, John, Zwei',
      '# T',
      'transactions, Eins–Zwei',
      '# Z',
      'Zebra, Eins',
    ]);
    const pages = new Map([
      ['ix_tx', '12'],
      [start!.rangeEndId!, '15'],
    ]);
    const paged = renderIndexBody(model, (id) => `#${id}`, { locator: (id) => pages.get(id) ?? '3' });
    expect(paged).toContain('transactions, <a href="#ix_tx">12–15</a>');
  });

  it('files terms that open with a symbol under Symbols, and terms in quotation marks or brackets under their letter', async () => {
    const source = memorySource({
      'ch01.adoc': [
        '== One',
        '',
        'A ((("$ symbol")))(((".eth nodes")))((("#include")))((("2FA")))((("“Hello” program")))((("(parenthetical) aside")))((("Ether")))x.',
      ].join('\n'),
      'ix.html': '<section data-type="index"/>',
    });
    const model = await buildBookModel(source, config(['ch01.adoc', 'ix.html']), { bookName: 'x' });
    const groups = [
      ...renderIndexBody(model, (id) => `#${id}`).matchAll(/<h2>([^<]*)<\/h2><ul>(.*?)<\/ul><\/div>/g),
    ].map(([, letter, list]) => [letter, [...list!.matchAll(/<li[^>]*>([^,<]*)/g)].map(([, term]) => term)]);
    expect(groups).toEqual([
      ['Symbols', ['$ symbol', '2FA', '.eth nodes', '#include']],
      ['E', ['Ether']],
      ['H', ['“Hello” program']],
      ['P', ['(parenthetical) aside']],
    ]);
  });

  it('indexes a term with markup escaped into its attribute as its text (Nature of Code), not its tags', async () => {
    const source = memorySource({
      'ch01.html':
        '<section data-type="chapter"><h1>Fractals</h1><p>Mandelbrot<a data-type="indexterm" ' +
        'data-primary="&lt;em&gt;Fractal Geometry of Nature, The&lt;/em&gt; (Mandelbrot)"></a> and ' +
        '<a data-type="indexterm" data-primary="a &lt; b"></a>less.</p></section>',
      'ix.html': '<section data-type="index"/>',
    });
    const model = await buildBookModel(source, config(['ch01.html', 'ix.html']), { bookName: 'x' });
    expect(model.indexTerms.map((t) => t.primary)).toEqual([
      'Fractal Geometry of Nature, The (Mandelbrot)',
      'a < b',
    ]);
  });

  // The Definitive Guide (DocBook 5): `<primary sortas="oxygen">&lt;oXygen/&gt;</primary>` lost its term as a tag.
  it('indexes a DocBook term that reads as a tag but is no HTML (an editor named <oXygen/>) as written', async () => {
    const source = memorySource({
      'ch01.xml':
        '<chapter xmlns="http://docbook.org/ns/docbook"><title>Editors</title><para>It<indexterm>' +
        '<primary sortas="oxygen">&lt;oXygen/&gt;</primary></indexterm> and<indexterm><primary>editors</primary>' +
        '<secondary sortas="oxygen">&lt;oXygen/&gt;</secondary></indexterm> edit.</para></chapter>',
      'ix.html': '<section data-type="index"/>',
    });
    const model = await buildBookModel(source, config(['ch01.xml', 'ix.html']), { bookName: 'x' });
    expect(model.warnings.map((w) => w.text)).toEqual([]);
    expect(model.indexTerms.map((t) => [t.primary, t.primarySortAs, t.secondary])).toEqual([
      ['<oXygen/>', 'oxygen', undefined],
      ['editors', undefined, '<oXygen/>'],
    ]);
    expect(renderIndexBody(model, (id) => `#${id}`)).toContain('&lt;oXygen/&gt;');
  });

  it('takes title, subtitle, authors, publisher, rights, ISBN and date from the title and copyright pages', async () => {
    const source = memorySource({
      'titlepage.html':
        '<section data-type="titlepage"><h1>Mastering Things</h1><p class="subtitle">Building Them</p>' +
        '<p class="author">Ann Author and Dr. Bo Writer</p></section>',
      'copyright.html':
        '<section data-type="copyright-page"><h1>Mastering Things</h1>' +
        '<p class="copyright">Copyright © 2019 Ann Author. All rights reserved.</p>' +
        '<p class="publisher">Published by <span class="publishername">Good Press, Inc.</span>, Somewhere.</p>' +
        '<p>978-1-491-97194-9</p></section>',
      'ch.md': '# One\n\nx\n',
    });
    const model = await buildBookModel(source, config(['titlepage.html', 'copyright.html', 'ch.md']), {
      bookName: 'x',
    });
    expect(model).toMatchObject({
      title: 'Mastering Things',
      subtitle: 'Building Them',
      authors: ['Ann Author', 'Dr. Bo Writer'],
      publisher: 'Good Press, Inc.',
      rights: 'Copyright © 2019 Ann Author. All rights reserved.',
      isbn: '9781491971949',
      date: '2019',
    });
    const configured = await buildBookModel(
      source,
      config(['titlepage.html', 'copyright.html', 'ch.md'], { title: 'Configured', authors: ['Cy'] }),
      { bookName: 'x' },
    );
    expect(configured).toMatchObject({ title: 'Configured', authors: ['Cy'], subtitle: 'Building Them' });
  });
});

describe('labels in the book’s language', () => {
  it('labels chapters, appendices, figures and untitled divisions in French, and in English for unknown languages', async () => {
    const source = memorySource({
      'ch.adoc': '== Premier\n\n.Un schéma\nimage::a.png[Schéma]\n\nVoir <<fig>>.\n',
      'app.adoc': '[appendix]\n== Annexe outils\n\nx\n',
      'toc.html': '<nav data-type="toc"/>',
    });
    const french = await buildBookModel(
      source,
      config(['toc.html', 'ch.adoc', 'app.adoc'], { lang: 'fr-CA' }),
      {
        bookName: 'x',
      },
    );
    expect(french.divisions.map((d) => d.label ?? d.title)).toEqual([
      'Table des matières',
      'Chapitre 1',
      'Annexe A',
    ]);
    expect(french.divisions[1].html).toContain('<span class="label">Figure 1-1. </span>Un schéma');
    const klingon = await buildBookModel(
      source,
      config(['toc.html', 'ch.adoc', 'app.adoc'], { lang: 'tlh' }),
      {
        bookName: 'x',
      },
    );
    expect(klingon.divisions.map((d) => d.label ?? d.title)).toEqual(['Contents', 'Chapter 1', 'Appendix A']);
  });
});

describe('division openings', () => {
  it('print the label above the title unless the author wrote it into the title', async () => {
    const source = memorySource({
      'a.md': '# Chapter Two: Pigeons\n\nx\n',
      'b.md': '# Annexe outils\n\nx\n',
    });
    const model = await buildBookModel(source, config(['a.md', 'b.md']), { bookName: 'x' });
    expect(model.divisions[0].html).toContain('<h1>Chapter Two: Pigeons</h1>');
    expect(model.divisions[1].html).toMatch(
      /<h1[^>]*><span class="division-label">Chapter 2<\/span> Annexe outils<\/h1>/,
    );
  });

  it("print an appendix's written label as written when the book numbers its own chapters, as its chapters are", async () => {
    const own = memorySource({
      'one.md': '# Chapter 1: Tides\n\nx\n',
      'two.md': '# Chapter 2: Moons\n\nx\n',
      'apA.md': '# Appendix A: Tide Tables\n\nx\n',
    });
    const model = await buildBookModel(own, config(['one.md', 'two.md', 'apA.md']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', 'Chapter 1', 'Chapter 1: Tides'],
      ['chapter', 'Chapter 2', 'Chapter 2: Moons'],
      ['appendix', 'Appendix A', 'Appendix A: Tide Tables'],
    ]);
    expect(model.divisions[2].html).toMatch(/<h1[^>]*>Appendix A: Tide Tables<\/h1>/);
    // Chapters the book numbers: the appendix prints the book's label above its name, as the chapters do.
    const numbered = memorySource({
      'one.md': '# Tides\n\nx\n',
      'apA.md': '# Appendix A: Tide Tables\n\nx\n',
    });
    const book = await buildBookModel(numbered, config(['one.md', 'apA.md']), { bookName: 'x' });
    expect(book.divisions[1].title).toBe('Tide Tables');
    expect(book.divisions[1].html).toMatch(
      /<h1[^>]*><span class="division-label">Appendix A<\/span> Tide Tables<\/h1>/,
    );
  });

  it('take a label written with a comma after it as written too (HTMLBook’s sample: "Part I, HTMLBook Rises")', async () => {
    const source = memorySource({
      'book.html':
        '<div data-type="part"><h1>Part I, Lanterns Lit</h1><p>Two chapters.</p>' +
        '<section data-type="chapter"><h1>Wicks</h1><p>x</p></section></div>',
    });
    const model = await buildBookModel(source, config(['book.html']), { bookName: 'x' });
    expect(model.divisions[0].html).toContain('<h1>Part I, Lanterns Lit</h1>');
    expect(model.divisions[0].html).not.toContain('division-label');
  });
});

describe('the cover', () => {
  it('a cover image that is not there is named with the line it is written on', async () => {
    const source = memorySource({
      'book.html':
        '<body data-type="book">\n<figure data-type="cover">\n  <img src="cover.png"/>\n</figure>\n' +
        '<section data-type="chapter"><h1>One</h1><p>x</p></section>\n</body>',
      'cover.html': '<p>\n<img src="art/front.png"/>\n</p>',
    });
    for (const [files, expected] of [
      [['book.html'], 'book.html:3: cover image cover.png not found'],
      [['cover.html', 'book.html'], 'cover.html:2: cover image art/front.png not found'],
    ] as const) {
      const model = await buildBookModel(source, config([...files]), { bookName: 'x' });
      expect(model.warnings.map(formatWarning).filter((w) => w.includes('cover image'))).toEqual([
        expect.stringContaining(expected),
      ]);
    }
  });
});

describe('the cover the config names', () => {
  it('outside the repository is named as the config writes it', async () => {
    const source = memorySource({ 'ch.html': '<section data-type="chapter"><h1>One</h1><p>x</p></section>' });
    const model = await buildBookModel(
      source,
      { ...config(['ch.html']), cover: '../art/front.png' },
      { bookName: 'x' },
    );
    expect(model.warnings.map(formatWarning).filter((w) => w.includes('cover image'))).toEqual([
      expect.stringMatching(
        /: cover image \.\.\/art\/front\.png is not a file in this repository; no cover$/,
      ),
    ]);
  });
});

describe('book furniture headed with the book’s title', () => {
  it('lists a copyright page headed with the title atlas.json gives by what it is, even after a title page of another title', async () => {
    const source = memorySource({
      'titlepage.html': '<section data-type="titlepage"><h1>Hell Book</h1></section>',
      'copyright.html':
        '<section data-type="copyright-page"><h1>Lean Series</h1><p>Copyright (c) 2013</p></section>',
      'ch01.html':
        '<section data-type="chapter"><h1>Lean Series</h1><p>A chapter may share it.</p></section>',
    });
    const model = await buildBookModel(
      source,
      config(['titlepage.html', 'copyright.html', 'ch01.html'], {
        configFile: 'atlas.json',
        title: 'Lean Series',
      }),
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['titlepage', 'Hell Book'],
      ['copyright-page', 'Copyright'],
      ['chapter', 'Lean Series'],
    ]);
  });
});

describe('cross-references in an Atlas book', () => {
  const files = {
    'ch01.asciidoc': [
      '[[ch01]]',
      '== Soil',
      '',
      'See <<loam>>, <<pests>>, <<ch01>>, <<clay,the clay>> and <<ch02>>.',
      '',
      '[[loam]]',
      '=== Loam and _Sand_',
      '',
      '[[pests]]',
      '.Pests',
      '****',
      'Slugs.',
      '****',
    ].join('\n'),
    'ch02.html':
      '<section data-type="chapter" id="ch02"><h1>Seeds</h1><p>As in <a data-type="xref" href="#loam">#loam</a>.</p>' +
      '<section data-type="sect1" id="clay"><h1>Clay</h1><p>Wet.</p></section></section>',
  };
  const paragraphs = async (extra: Partial<PlatformConfig>) => {
    const model = await buildBookModel(memorySource(files), config(['ch01.asciidoc', 'ch02.html'], extra), {
      bookName: 'x',
    });
    return model.divisions.flatMap((d) =>
      [...d.html.matchAll(/<p>(.*?)<\/p>/g)]
        .map((m) => m[1]!.replace(/<[^>]+>/g, ''))
        .filter((p) => /See|As in/.test(p)),
    );
  };

  it('quote a section’s and a sidebar’s title as HTMLBook’s localization does; other targets read as before', async () => {
    expect(await paragraphs({ configFile: 'atlas.json' })).toEqual([
      'See \u201cLoam and Sand\u201d, \u201cPests\u201d, Chapter 1, the clay and Chapter 2.',
      'As in \u201cLoam and Sand\u201d.',
    ]);
  });

  it('use the book language’s quotation marks; a sidebar is quoted in English only', async () => {
    expect(await paragraphs({ configFile: 'atlas.json', lang: 'de' })).toEqual([
      'See \u201eLoam and Sand\u201c, Pests, Kapitel 1, the clay and Kapitel 2.',
      'As in \u201eLoam and Sand\u201c.',
    ]);
  });

  it('are not quoted in a book Atlas did not build, as Asciidoctor writes them', async () => {
    expect(await paragraphs({})).toEqual([
      'See Loam and Sand, Pests, Chapter 1, the clay and Chapter 2.',
      'As in Loam and Sand.',
    ]);
  });
});

describe('a cross-reference to an anchor on an untitled paragraph', () => {
  // The Lift Cookbook's `(see <<UploadToDisk>> in <<FileUpload>>)`, `[[UploadToDisk]]` over a plain paragraph.
  it('reads as the title of the section it is in, and the author is told where and what to write', async () => {
    const source = memorySource({
      'ch01.asciidoc': [
        '== Forms',
        '',
        '[[FileUpload]]',
        '=== File Upload',
        '',
        '==== Discussion',
        '',
        '[[UploadToDisk]]',
        'Uploads go to disk.',
      ].join('\n'),
      'ch02.asciidoc': [
        '== Ajax',
        '',
        '(see <<UploadToDisk>> in <<FileUpload>>)',
        '',
        'As in <<UploadToDisk,uploading to disk>>.',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['ch01.asciidoc', 'ch02.asciidoc']), { bookName: 'x' });
    expect(model.divisions[1]!.html).toContain(
      '(see <a data-type="xref" href="#UploadToDisk">Discussion</a> in <a data-type="xref" href="#FileUpload">',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch02.asciidoc:3: cross-reference to "#UploadToDisk" points at a paragraph with no title ' +
        '(ch01.asciidoc:9), so it reads "Discussion", the title of what holds it: give the reference its own ' +
        'text (<<UploadToDisk,text>>) or the anchor one ([[UploadToDisk,text]])',
    ]);
  });

  it("is not told of for Quarto's typed ids, which Quarto numbers (a listing in a group of listings)", async () => {
    const source = memorySource({
      'yaml.qmd': [
        '# Options',
        '',
        'The result (@lst-result-opts).',
        '',
        '::::: {#lst-result}',
        '::: {#lst-result-opts}',
        '```yaml',
        'toc: false',
        '```',
        ':::',
        '',
        'Results',
        ':::::',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['yaml.qmd']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning).filter((w) => w.includes('no title'))).toEqual([]);
  });
});
