import { execFileSync } from 'child_process';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { PlatformConfig } from '../types';
import { memorySource } from '../test-support/memory-source';

const config = (files: string[], extra: Partial<PlatformConfig> = {}): PlatformConfig => ({
  files,
  formats: {},
  ...extra,
});

describe('buildBookModel', () => {
  it('fails on a listed file missing at the commit, sending the author to the file that lists it', async () => {
    const source = memorySource({ 'ch01.html': '<section data-type="chapter"><h1>One</h1></section>' });
    const attempt = buildBookModel(
      source,
      config(['ch01.html', 'preface.asciidoc'], { configFile: 'atlas.json' }),
      {
        bookName: 'ann/book',
      },
    );
    await expect(attempt).rejects.toThrow(
      '"preface.asciidoc" (files[1]) is listed in the book\'s files but does not exist at this commit. Add the file, or fix or remove the entry in atlas.json.',
    );
  });

  it('names a file beside a missing listed one with its name and another extension: the file was renamed, the list not', async () => {
    const source = memorySource({
      'intro.adoc': '== Intro\n\nText.\n',
      'intro.html': '<p>Exported intro.</p>',
      'intro.png': 'not a source',
      'parts/ch01.md': '# One\n\nText.\n',
    });
    const listed = config(['intro.asciidoc', 'parts/ch01.markdown'], {
      configFile: 'atlas.json',
      fileLines: [3, 4],
    });
    await expect(buildBookModel(source, listed, { bookName: 'ann/book' })).rejects.toThrow(
      'atlas.json:3: 2 files listed in the book\'s files do not exist at this commit: "intro.asciidoc" ' +
        '(files[0], atlas.json:3; did you mean intro.adoc or intro.html?), "parts/ch01.markdown" ' +
        '(files[1], atlas.json:4; did you mean parts/ch01.md?). Add them, or fix or remove their entries in atlas.json.',
    );
  });

  it("sends a book listing Asciidoctor's HTML export to the AsciiDoc beside it when the index has no terms", async () => {
    const soil = '== Soil\n\n(((Loam)))Loam holds water.(((Clay, heavy)))\n';
    // The export a book's own tool writes: Asciidoctor's HTML leaves every index term out.
    const exported = execFileSync('asciidoctor', ['-o', '-', '-'], { input: soil }).toString();
    const source = memorySource({
      'ch01-soil.adoc': soil,
      'ch01-soil.html': exported,
      'ch02-seeds.html': '<section data-type="chapter"><h1>Seeds</h1><p>Sow thinly.</p></section>',
      'ix.html': '<section data-type="index"></section>',
    });
    const listed = config(['ch01-soil.html', 'ch02-seeds.html', 'ix.html'], { configFile: 'atlas.json' });
    const model = await buildBookModel(source, listed, { bookName: 'ann/book' });
    expect(model.warnings.map(formatWarning).filter((w) => w.includes('index'))).toEqual([
      'ix.html: asks for the generated index, but no source marks an index term (((("term"))) in AsciiDoc, ' +
        '<a data-type="indexterm" data-primary="term"> in HTMLBook); the index is left out until terms are ' +
        "marked. ch01-soil.html is Asciidoctor's HTML of ch01-soil.adoc, which marks index terms that " +
        "Asciidoctor's HTML leaves out: list ch01-soil.adoc in atlas.json instead to get the index",
    ]);
  });

  it('names the first of several Asciidoctor exports, and none of a hand-written HTMLBook file beside an .adoc', async () => {
    const exported = (text: string) =>
      execFileSync('asciidoctor', ['-o', '-', '-'], { input: text }).toString();
    const roots = '== Roots\n\nindexterm:[Roots]Roots drink.\n';
    const leaves = '== Leaves\n\n(((Leaves)))Leaves breathe.\n';
    const source = memorySource({
      'a-notes.adoc': '== Notes\n\n(((Notes)))Kept apart.\n',
      'a-notes.html': '<section data-type="chapter"><h1>Notes</h1><p>Written by hand.</p></section>',
      'b-roots.adoc': roots,
      'b-roots.html': exported(roots),
      'c-leaves.adoc': leaves,
      'c-leaves.html': exported(leaves),
      'ix.html': '<section data-type="index"></section>',
    });
    const listed = config(['a-notes.html', 'b-roots.html', 'c-leaves.html', 'ix.html']);
    const model = await buildBookModel(source, listed, { bookName: 'ann/book' });
    expect(model.warnings.map(formatWarning).find((w) => w.startsWith('ix.html'))).toMatch(
      /marked\. b-roots\.html and 1 other listed file are Asciidoctor's HTML of the AsciiDoc files beside them \(b-roots\.adoc, …\), which mark index terms that Asciidoctor's HTML leaves out: list the AsciiDoc files in platform\.json instead of their HTML to get the index$/,
    );
  });

  it("names every listed file missing at once, each at its line in the config (a stale list, as Pro Git 2's atlas.json)", async () => {
    const source = memorySource({ 'LICENSE.asc': '== License\n\nMIT.\n', 'ch01.asc': '== One\n\nText.\n' });
    const listed = config(['LICENSE.asc', 'book/preface.asc', 'ch01.asc', 'book/toc.asc'], {
      configFile: 'atlas.json',
      fileLines: [4, 5, 6, 7],
    });
    await expect(buildBookModel(source, listed, { bookName: 'ann/book' })).rejects.toThrow(
      'atlas.json:5: 2 files listed in the book\'s files do not exist at this commit: "book/preface.asc" ' +
        '(files[1], atlas.json:5), "book/toc.asc" (files[3], atlas.json:7). Add them, or fix or remove their ' +
        'entries in atlas.json.',
    );
  });

  it('names an unlisted master document at the root when listed chapters are missing: the book is built from it now', async () => {
    const source = memorySource({
      'LICENSE.asc': '== License\n\nMIT.\n',
      'ch01-soil.asc': '== Soil\n\nText.\n',
      'ch02-seeds.asc': '== Seeds\n\nText.\n',
      'garden.asc':
        '= Garden Notes\nAnn Gardener\n:lang: de\n\ninclude::ch01-soil.asc[]\n\n' +
        'ifndef::ebook-format[include::ch02-seeds.asc[]]\n',
      'notes.adoc': '= Loose Notes\n\ninclude::ch01-soil.asc[]\n',
    });
    const listed = config(['LICENSE.asc', 'book/01-soil/1-soil.asc'], { configFile: 'atlas.json' });
    await expect(buildBookModel(source, listed, { bookName: 'ann/book' })).rejects.toThrow(
      '"book/01-soil/1-soil.asc" (files[1]) is listed in the book\'s files but does not exist at this commit. ' +
        "Add the file, or fix or remove the entry in atlas.json. The repository's garden.asc (a document " +
        'including 2 files) may be what the book is built from now: list it alone in atlas.json ' +
        '("files": ["garden.asc"]), and Octavo follows its includes as asciidoctor does.',
    );
  });

  it("gives the platform.json of the book's own outline when the list names files a converter writes (R Packages' atlas.json)", async () => {
    const source = memorySource({
      '_quarto.yml':
        'book:\n  title: "Garden Notes"\n  chapters:\n    - index.qmd\n    - part: Soil\n      chapters:\n' +
        '        - soil.Rmd\n  appendices:\n    - tools.qmd\n',
      'index.qmd': '# Preface\n\nText.\n',
      'soil.Rmd': '# Soil\n\nText.\n',
      'tools.qmd': '# Tools\n\nText.\n',
    });
    const listed = config(['titlepage.html', 'Garden-Notes.adoc'], {
      configFile: 'atlas.json',
      fileLines: [3, 4],
    });
    await expect(buildBookModel(source, listed, { bookName: 'ann/book' })).rejects.toThrow(
      'atlas.json:3: 2 files listed in the book\'s files do not exist at this commit: "titlepage.html" ' +
        '(files[0], atlas.json:3), "Garden-Notes.adoc" (files[1], atlas.json:4). Add them, or fix or remove their ' +
        'entries in atlas.json. This repository is built with Quarto: its _quarto.yml gives the reading order of 3 ' +
        'files that exist; a platform.json (read before atlas.json) that lists them in that order:\n' +
        '{"title":"Garden Notes","files":["index.qmd","soil.Rmd","tools.qmd"]}',
    );
  });

  it('names no outline when most of the list exists: a stale entry, not a list of generated files', async () => {
    const source = memorySource({
      '_quarto.yml': 'book:\n  chapters:\n    - one.qmd\n    - two.qmd\n',
      'one.qmd': '# One\n',
      'two.qmd': '# Two\n',
    });
    const listed = config(['one.qmd', 'two.qmd', 'three.qmd'], { configFile: 'atlas.json' });
    await expect(buildBookModel(source, listed, { bookName: 'ann/book' })).rejects.toThrow(
      /^"three\.qmd" \(files\[2\]\) is listed in the book's files but does not exist at this commit\. Add the file, or fix or remove the entry in atlas\.json\.$/,
    );
  });

  it('names no master document that includes missing files itself: only the stale entries and their likely renames', async () => {
    const source = memorySource({
      'titlepage.html': '<section data-type="titlepage"><h1>Garden Notes</h1></section>',
      'legal.md': '# Garden Notes\n\nLicensed under CC BY 4.0.\n',
      'ch01.asc': '== Soil\n\nText.\n',
      'ch02.asc': '== Seeds\n\nText.\n',
      'book.asc': '= Garden Notes\n\ninclude::ch01.asc[]\n\ninclude::ch02.asc[]\n\ninclude::colophon.asc[]\n',
    });
    const listed = config(['titlepage.html', 'legal.html', 'ch01.asc', 'ch02.asc'], {
      configFile: 'atlas.json',
    });
    await expect(buildBookModel(source, listed, { bookName: 'ann/book' })).rejects.toThrow(
      /^"legal\.html" \(files\[1\]; did you mean legal\.md\?\) is listed in the book's files but does not exist at this commit\. Add the file, or fix or remove the entry in atlas\.json\.$/,
    );
  });

  it("lists a section at the depth it is nested at, one whose heading skips a level too; a block's title is none", async () => {
    const source = memorySource({
      'ch01.md':
        '# One\n\nText.\n\n### Skipped\n\nA.\n\n#### Under It\n\nB.\n\n## Level\n\nC.\n\n' +
        '> ### Quoted\n>\n> D.\n',
      'ch02.html':
        '<section data-type="chapter"><h1>Two</h1><p>E.</p><h4>Far Down</h4><p>F.</p>' +
        '<aside data-type="sidebar"><h5>Aside</h5><p>G.</p></aside><h2 class="discrete">Discrete</h2>' +
        '<section data-type="sect1"><h1>Section</h1><section data-type="sect2"><h1>Sub</h1></section></section>' +
        '</section>',
    });
    const model = await buildBookModel(source, config(['ch01.md', 'ch02.html']), { bookName: 'ann/book' });
    expect(model.divisions.map((d) => d.sections.map((s) => `${s.level} ${s.title}`))).toEqual([
      ['1 Skipped', '2 Under It', '1 Level'],
      ['1 Far Down', '1 Section', '2 Sub'],
    ]);
  });

  it('reads a file wrapped in a <section> whose data-type HTMLBook does not name ("page") by the title it opens with', async () => {
    const page = (id: string, title: string) =>
      `<section data-type="page" id="${id}">\n<h1>${title}</h1>\n<p>Text of ${title}.</p>\n` +
      `<h2 id="${id}-more">More</h2>\n<p>Later.</p>\n</section>\n`;
    const source = memorySource({
      'front/thanks.html': page('section-thanks', 'Acknowledgments'),
      'front/intro.html': page('section-intro', 'Introduction'),
      'ch01.html':
        '<section data-type="chapter" id="section-kettles"><h1>Kettles</h1><p>Steam.</p></section>',
      'back/blends.html': page('section-blends', 'Appendix: Tea Blends'),
    });
    const files = ['front/thanks.html', 'front/intro.html', 'ch01.html', 'back/blends.html'];
    const model = await buildBookModel(source, config(files), { bookName: 'ann/book' });
    expect(model.divisions.map((d) => `${d.kind} ${d.title}`)).toEqual([
      'acknowledgments Acknowledgments',
      'introduction Introduction',
      'chapter Kettles',
      'appendix Appendix: Tea Blends',
    ]);
    expect(model.divisions[0]!.sections.map((s) => s.title)).toEqual(['More']);
    expect(model.divisions[3]!.html).toContain('id="section-blends"');
    expect(model.warnings.filter((w) => /no title/.test(w.text))).toEqual([]);
  });

  it('repeats a note referenced again in a later chapter of an AsciiDoc master document, where the reader is', async () => {
    const source = memorySource({
      'book.asciidoc':
        '= The Book\n:doctype: book\n\n== One\n\nOpinions.footnote:mine[Mine alone, not ((my employer)).] ' +
        'Again.footnote:mine[]\n\n== Two\n\nMore opinions.footnote:mine[]\n',
    });
    const model = await buildBookModel(source, config(['book.asciidoc']), { bookName: 'ann/book' });
    const [one, two] = model.divisions.filter((d) => d.kind === 'chapter');
    // In its own chapter the second reference stays a reference; each format prints the note's number.
    expect(one.html.match(/Mine alone/g)).toHaveLength(1);
    expect(one.html).toContain('<a data-type="footnoteref" href="#mine"></a>');
    // Chapters number their notes apart: the later chapter gets the note again, with no second id or index mark.
    expect(two.html).toContain(
      'More opinions.<span data-type="footnote">Mine alone, not my employer.</span>',
    );
    expect(model.indexTerms.map((term) => [term.primary, term.divisionId])).toEqual([['my employer', 'one']]);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it.each([
    ['pdf', 'for the PDF (asciidoctor-pdf)', 'pdf'],
    ['epub', 'for the EPUB (asciidoctor-epub3)', 'epub3'],
    ['mobi', 'for the EPUB (asciidoctor-epub3)', 'epub3'],
    ['html', 'for the web (Asciidoctor html5)', 'html5'],
  ] as const)(
    'converts AsciiDoc for the %s as its own toolchain does: ifdef::backend-…[] content is in that format only',
    async (format, kept, backend) => {
      const source = memorySource({
        'book.adoc':
          '= The Book\n:doctype: book\n\n== One\n\n' +
          'ifdef::backend-pdf[]\nfor the PDF (asciidoctor-pdf)\nendif::[]\n' +
          'ifdef::backend-epub3[]\nfor the EPUB (asciidoctor-epub3)\nendif::[]\n' +
          'ifdef::backend-html5[]\nfor the web (Asciidoctor html5)\nendif::[]\n' +
          'ifdef::basebackend-html[]\nevery format\nendif::[]\n\n' +
          'The backend is {backend}.\n',
      });
      const model = await buildBookModel(source, config(['book.adoc']), { bookName: 'ann/book', format });
      const chapter = model.divisions.find((d) => d.kind === 'chapter')!;
      const text = chapter.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      expect(text).toContain(`${kept} every format`);
      expect(text.match(/for the/g)).toHaveLength(1);
      expect(text).toContain(`The backend is ${backend}.`);
    },
  );

  it('writes a web address with markup run into it percent-encoded, and drops one no parser reads, each with a warning', async () => {
    const source = memorySource({
      'ch1.html':
        '<section data-type="chapter"><h1>One</h1>\n<p><a href="http://weather.gov/</credit_URL&gt">weather</a>\n' +
        '<a href="http://exa mple.com/">broken</a> <a href="https://example.com/ok?q=1">fine</a></p></section>',
    });
    const model = await buildBookModel(source, config(['ch1.html']), { bookName: 'ann/book' });
    const html = model.divisions[0].html;
    expect(html).toContain('<a href="http://weather.gov/%3C/credit_URL&amp;gt">weather</a>');
    expect(html).toContain('<a>broken</a>');
    expect(html).toContain('<a href="https://example.com/ok?q=1">fine</a>');
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch1.html:2: link http://weather.gov/</credit_URL&gt has characters a web address cannot hold (is markup run into it?); written as http://weather.gov/%3C/credit_URL&gt',
      'ch1.html:3: link http://exa mple.com/ is not a valid web address; link removed, its text kept: correct the ' +
        'address, or write the text without a link',
    ]);
  });

  // Continuous Enterprise Development's ch03.asciidoc:688, `+http://feedback-${openShiftAccountName}.rhcloud.com+`:
  // code in its compat-mode, which Asciidoctor still links; the warning said what was wrong and not what to write.
  it('says how to keep a bare AsciiDoc address no reader can open from being a link', async () => {
    const source = memorySource({
      'ch1.adoc': '= One\n:compat-mode:\n\nOpen +http://feedback-${account}.rhcloud.com+ now.\n',
    });
    const model = await buildBookModel(source, config(['ch1.adoc']), { bookName: 'ann/book' });
    expect(model.divisions[0]!.html).toContain(
      '<code><a class="bare">http://feedback-${account}.rhcloud.com</a>',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch1.adoc:4: link http://feedback-${account}.rhcloud.com is not a valid web address; link removed, its text ' +
        'kept: put a \\ before it (\\http://feedback-${account}.rhcloud.com) so Asciidoctor prints it as text, not ' +
        'as a link',
    ]);
  });

  it("names a template's placeholder in a web address (O'Reilly's preface: <ISBN>), markup apart", async () => {
    const source = memorySource({
      'preface.adoc':
        '== Preface\n\nDownload at link:$$http://examples.oreilly.com/<ISBN>-files/$$[].\n\n' +
        'See link:$$http://www.oreilly.com/catalog/<catalog page>$$[] and link:$$http://a.org/<em>x$$[].\n',
    });
    const model = await buildBookModel(source, config(['preface.adoc']), { bookName: 'ann/book' });
    expect(model.warnings.map(formatWarning)).toEqual([
      "preface.adoc:3: link http://examples.oreilly.com/<ISBN>-files/ has <ISBN> in it, a template's placeholder " +
        'for a part of the address not yet written (write the address it stands for, or take the sentence out); ' +
        'written as http://examples.oreilly.com/%3CISBN%3E-files/',
      "preface.adoc:5: link http://www.oreilly.com/catalog/<catalog page> has <catalog page> in it, a template's " +
        'placeholder for a part of the address not yet written (write the address it stands for, or take the ' +
        'sentence out); written as http://www.oreilly.com/catalog/%3Ccatalog%20page%3E',
      'preface.adoc:5: link http://a.org/<em>x has characters a web address cannot hold (is markup run into it?); ' +
        'written as http://a.org/%3Cem%3Ex',
    ]);
  });

  it('quotes a run-away address cut short in its warning, linked in full', async () => {
    const runaway = `https://example.org/r?id=2#p9[Second]); ${'more words of the ruling '.repeat(60)}see link:https://example.org/r?id=4`;
    const source = memorySource({
      'ch1.html': `<section data-type="chapter"><h1>One</h1>\n<p><a href="${runaway}">Fourth</a></p></section>`,
    });
    const model = await buildBookModel(source, config(['ch1.html']), { bookName: 'ann/book' });
    expect(model.divisions[0].html).toContain('more%20words%20of%20the%20ruling');
    const [mended, ...others] = model.warnings.map(formatWarning);
    expect(others).toEqual([]);
    expect(mended).toMatch(
      /^ch1\.html:2: link https:\/\/example\.org\/r\?id=2#p9\[Second\]\); more words .*….*see link:https:\/\/example\.org\/r\?id=4 has characters a web address cannot hold \(is markup run into it\?\); written as https:\/\/example\.org\/r\?id=2#p9%5BSecond%5D\);%20more%20words.*….*see%20link:https:\/\/example\.org\/r\?id=4$/,
    );
    expect(mended!.length).toBeLessThan(600);
  });

  it('keeps a placeholder address no reader can open (http://host:port/…) as text, saying how to write it', async () => {
    const source = memorySource({
      'ch1.adoc': '== One\n\nOpen http://host:port/realms/master/account, or http://localhost:8080/admin.\n',
    });
    const model = await buildBookModel(source, config(['ch1.adoc']), { bookName: 'ann/book' });
    const html = model.divisions[0].html.replace(/ data-octavo-loc="\d+"/g, '');
    expect(html).toContain('Open <a class="bare">http://host:port/realms/master/account</a>, or');
    expect(html).toContain(
      '<a href="http://localhost:8080/admin" class="bare">http://localhost:8080/admin</a>',
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch1.adoc:3: link http://host:port/realms/master/account is no web address a reader can open (a placeholder, ' +
        'such as host:port?); link removed, its text kept: write it as code, or put a \\ before it (AsciiDoc) so ' +
        'it is not made a link',
    ]);
  });

  // The concurrency book's bibliography cites technical reports on ftp:// servers: their links were removed silently.
  it('keeps the links Asciidoctor makes of ftp:// and irc:// addresses', async () => {
    const source = memorySource({
      'ch1.adoc':
        '== One\n\nSee ftp://ftp.cs.washington.edu/tr/x.pdf and ftp://example.org/y.pdf[the memo], or ' +
        'irc://irc.libera.chat/python.\n',
    });
    const model = await buildBookModel(source, config(['ch1.adoc']), { bookName: 'ann/book' });
    const html = model.divisions[0].html;
    expect(html).toContain(
      '<a href="ftp://ftp.cs.washington.edu/tr/x.pdf" class="bare">ftp://ftp.cs.washington.edu/tr/x.pdf</a>',
    );
    expect(html).toContain('<a href="ftp://example.org/y.pdf">the memo</a>');
    expect(html).toContain('<a href="irc://irc.libera.chat/python" class="bare">');
    expect(model.warnings).toEqual([]);
  });

  it('says a mistake once: an unknown macro printed as written, not the markup and marks inside it again', async () => {
    const source = memorySource({
      'ch04.adoc':
        '== Paper Wallets\n\n[[paper_wallet_bpw]]\n.A wallet\n====\nOne.\n====\n\nFigures ' +
        'pass:[<a data-type="xref" href="#paper_wallet_bpw">#paper_wallet_bpw</a>] and:[<a data-type="xref" ' +
        'href="#paper_wallet_bpw" data-xrefstyle="select: labelnumber">#paper_wallet_spw</a>] show a wallet.\n',
    });
    const model = await buildBookModel(source, config(['ch04.adoc']), { bookName: 'ann/book' });
    // Litecoin's ch04.asciidoc:823 (a pass: that lost its name) gave three warnings.
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch04\.adoc:9: and:\[<a data-type="xref" .* is an inline macro Asciidoctor does not know/,
      ),
    ]);
  });

  it('names every place it looked for a cover image found nowhere', async () => {
    const source = memorySource({
      'docs/book.adoc': '= Kites\n:front-cover-image: image:front.png[]\n\n== One\n\nText.\n',
    });
    const model = await buildBookModel(source, config(['docs/book.adoc']), { bookName: 'ann/book' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'docs/book.adoc:2: cover image docs/front.png not found (looked for docs/front.png, docs/images/front.png); ' +
        'no cover: add the image there, or correct the path',
    ]);
  });

  it('shows the path of a removed AsciiDoc xref to another file that has no text of its own, as Asciidoctor does', async () => {
    const source = memorySource({
      'ch1.adoc': '== One\n\nSee xref:knots.adoc#bowline[] and xref:knots.adoc[the knots page].\n',
    });
    const model = await buildBookModel(source, config(['ch1.adoc']), { bookName: 'ann/book' });
    const html = model.divisions[0].html.replace(/ data-octavo-loc="\d+"/g, '');
    expect(html).toContain('See <a data-type="xref">knots.html</a> and <a>the knots page</a>.');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch1\.adoc:3: link knots\.html#bowline points to knots\.html, which does not exist/,
      ),
      expect.stringMatching(/^ch1\.adoc:3: link knots\.html points to knots\.html, which does not exist/),
    ]);
  });

  it('names what to do about a relative link to no file of the repository (a page of the site the book sits beside)', async () => {
    const source = memorySource({
      'src/ch1.md': '# One\n\nSee [Send](../std/marker/trait.Send.html) and [up](../../../outside.html).\n',
    });
    const model = await buildBookModel(source, config(['src/ch1.md']), { bookName: 'ann/book' });
    expect(model.divisions[0].html).toContain('See <a>Send</a> and <a>up</a>.');
    const fix =
      'its text kept: correct the path, or, for a page published outside the book, write its full address (https://…)';
    expect(model.warnings.map(formatWarning)).toEqual([
      `src/ch1.md:3: link ../std/marker/trait.Send.html points to std/marker/trait.Send.html, which does not exist; link removed, ${fix}`,
      `src/ch1.md:3: link ../../../outside.html points outside the repository; link removed, ${fix}`,
    ]);
  });

  it('leads a link to a file where the image it holds is found, the repository root, as its image', async () => {
    // Category Theory for Programmers' part_three/ch08.md: each diagram linked to its full size, kept in images/.
    const source = memorySource({
      'part_three/ch08.md':
        '# Algebras\n\n[![alg](images/alg.png)](images/alg.png)\n\nSee [the sketch](images/sketch.pdf) and ' +
        '[notes](notes/missing.txt).\n',
      'images/alg.png': 'png',
      'images/sketch.pdf': '%PDF-1.4',
    });
    const model = await buildBookModel(source, config(['part_three/ch08.md']), { bookName: 'ann/book' });
    const html = model.divisions[0].html;
    expect(html).toContain('<a href="assets/images/alg.png"><img src="assets/images/alg.png" alt="alg"');
    expect(html).toContain('<a href="assets/images/sketch.pdf">the sketch</a>');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^part_three\/ch08\.md:5: link notes\/missing\.txt points to part_three\/notes\/missing\.txt, which does not exist/,
      ),
    ]);
  });

  it('types Markdown divisions by their titles, as the Rust book titles them: its Chapter 4 is Chapter 4', async () => {
    const source = memorySource({
      'foreword.md': '# Foreword\n\nHi.\n',
      'ch00.md': '# Introduction\n\nWhy.\n',
      'ch01.md': '# Getting Started\n\nGo.\n',
      'ch02.md':
        '# Introduction to Ownership\n\nOwn.\n\n# Introduction\n\nAn introduction after a chapter is a chapter.\n',
      'appendix.md': '# Appendix\n\n## Appendix A: Keywords\n\nfn.\n',
      'bio.md': '# About the Authors\n\nUs.\n',
      'typed.html': '<section data-type="chapter"><h1>Glossary</h1><p>Said by the author.</p></section>',
    });
    const model = await buildBookModel(
      source,
      config(['foreword.md', 'ch00.md', 'ch01.md', 'ch02.md', 'appendix.md', 'bio.md', 'typed.html']),
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['foreword', undefined, 'Foreword'],
      ['introduction', undefined, 'Introduction'],
      ['chapter', 'Chapter 1', 'Getting Started'],
      ['chapter', 'Chapter 2', 'Introduction to Ownership'],
      ['chapter', 'Chapter 3', 'Introduction'],
      // `# Appendix` holding `## Appendix A: Keywords`: the appendix is the section (appendix-collections.ts).
      ['appendix', 'Appendix A', 'Keywords'],
      ['colophon', undefined, 'About the Authors'],
      ['chapter', 'Chapter 4', 'Glossary'],
    ]);
    expect(model.divisions[0].html).toMatch(/^<section data-type="foreword"/);
  });

  it('numbers a Quarto or bookdown chapter titled "Introduction" as its tool does, unless written unnumbered', async () => {
    const source = memorySource({
      '_quarto.yml':
        'project:\n  type: book\nbook:\n  chapters:\n    - index.qmd\n    - intro.md\n    - methods.qmd\n',
      'index.qmd': '# Preface {.unnumbered}\n\nHello.\n',
      'intro.md': '# Introduction {#sec-intro}\n\nSee @fig-a.\n\n![A picture](pic.png){#fig-a}\n',
      'methods.qmd': '# Methods\n\nAs in @fig-a.\n',
      'pic.png': 'png',
      'front.Rmd': '# Preface\n\nWhy.\n',
      'about.Rmd': '# About the Author {-}\n\nMe.\n',
    });
    const quarto = await buildBookModel(source, config(['index.qmd', 'intro.md', 'methods.qmd']), {
      bookName: 'ann/book',
    });
    expect(quarto.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['preface', undefined, 'Preface'],
      ['chapter', 'Chapter 1', 'Introduction'],
      ['chapter', 'Chapter 2', 'Methods'],
    ]);
    expect(quarto.divisions[1].html).toContain('<span class="label">Figure 1-1. </span>A picture');
    expect(quarto.divisions[2].html).toMatch(/As in <a [^>]*href="#fig-a"[^>]*>Figure 1-1<\/a>/);
    // bookdown numbers every chapter but those written {-}.
    const bookdown = await buildBookModel(source, config(['front.Rmd', 'methods.qmd', 'about.Rmd']), {
      bookName: 'ann/book',
    });
    expect(bookdown.divisions.map((d) => [d.kind, d.label])).toEqual([
      ['chapter', 'Chapter 1'],
      ['chapter', 'Chapter 2'],
      ['colophon', undefined],
    ]);
  });

  it('resolves the links and images of untitled text from its own file, in the chapter it ends', async () => {
    const source = memorySource({
      'ch01.md': '# One\n\nGo.\n',
      'book/interlude.md': 'See [the next one](ch02.md) and ![A dot](img/dot.png).\n',
      'book/ch02.md': '# Two\n\nOn.\n',
      'book/img/dot.png': Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    const model = await buildBookModel(source, config(['ch01.md', 'book/interlude.md', 'book/ch02.md']), {
      bookName: 'ann/book',
    });
    expect(model.divisions.map((d) => d.title)).toEqual(['One', 'Two']);
    const html = model.divisions[0].html;
    expect(html).toMatch(
      /<p>Go\.<\/p>\s*<p[^>]*>See <a href="#two">the next one<\/a> and <img src="assets\/[^"]*dot\.png"/,
    );
    expect(html).not.toContain('data-octavo-joined-from');
    expect(model.assets.map((a) => a.sourcePath)).toEqual(['book/img/dot.png']);
    expect(model.warnings.map(formatWarning)).toEqual([
      'book/interlude.md:1: text with no title after the chapter "One" (ch01.md) is printed in that ' +
        "chapter, at its end, as pandoc reads a book's Markdown files, run together; if it is meant as a " +
        'chapter of its own, give it a title (# Title)',
    ]);
  });

  // mac-appdev-book's newsletter.txt, a box with no title after the Prologue's file, is how Leanpub itself reads it.
  it('says nothing of untitled text in a Leanpub manuscript, which Leanpub runs into the chapter before it', async () => {
    const source = memorySource({
      'manuscript/thanks.md': '# Thanks\n\nTo the tasters.\n',
      'manuscript/notice.md': 'Brew at your own risk.\n',
      'manuscript/steeping.md': '# Steeping\n\nThree minutes.\n',
    });
    const files = ['manuscript/thanks.md', 'manuscript/notice.md', 'manuscript/steeping.md'];
    const model = await buildBookModel(source, config(files), { bookName: 'ann/book' });
    expect(model.divisions.map((d) => d.title)).toEqual(['Thanks', 'Steeping']);
    expect(model.divisions[0].html).toContain('Brew at your own risk.');
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('says where untitled text is printed when section files after it join the same chapter', async () => {
    const source = memorySource({
      'ch01.md': '# One\n\nGo.\n',
      'notice.md': 'Brew at your own risk.\n',
      'ch01-more.md': '## Kettles\n\nCopper.\n',
      'ch01-last.md': '## Cups\n\nClay.\n',
    });
    const model = await buildBookModel(
      source,
      config(['ch01.md', 'notice.md', 'ch01-more.md', 'ch01-last.md']),
      { bookName: 'ann/book' },
    );
    const html = model.divisions[0].html;
    expect(html.indexOf('Brew at your own risk.')).toBeLessThan(html.indexOf('Kettles'));
    expect(model.warnings.map(formatWarning)).toEqual([
      'notice.md:1: text with no title after the chapter "One" (ch01.md) is printed in that chapter, after the ' +
        'text of ch01.md and before its section "Kettles" (ch01-more.md), as pandoc reads a book\'s Markdown ' +
        'files, run together; if it is meant as a chapter of its own, give it a title (# Title)',
    ]);
  });

  it('resolves the links of section files joined after untitled text from their own files, leaving no wrapper', async () => {
    const source = memorySource({
      'ch01.md': '# One\n\nGo.\n',
      'more/notice.md': 'Brew at your own [risk](risk.md).\n',
      'more/risk.md': '# Risk\n\nHot.\n',
      'extra/kettles.md': '## Kettles\n\n![Copper](copper.png)\n',
      'extra/copper.png': 'png',
    });
    const model = await buildBookModel(
      source,
      config(['ch01.md', 'more/notice.md', 'extra/kettles.md', 'more/risk.md']),
      { bookName: 'ann/book' },
    );
    const html = model.divisions[0].html;
    expect(html).not.toContain('data-octavo-joined-from');
    expect(html).toMatch(/<a href="#[^"]+">risk<\/a>/);
    expect(html).toMatch(/<img src="[^"]*extra\/copper\.png"/);
    expect(
      model.warnings.map(formatWarning).filter((w) => !w.startsWith('more/notice.md:1: text with no title')),
    ).toEqual([]);
  });

  it("asks for a title the way the untitled file's own syntax writes one", async () => {
    const source = memorySource({
      'ch01.html': '<section data-type="chapter"><h1>One</h1><p>Go.</p></section>',
      'aside.html': '<p>A word between chapters.</p>',
      'ch02.html': '<section data-type="chapter"><h1>Two</h1><p>On.</p></section>',
    });
    const model = await buildBookModel(source, config(['ch01.html', 'aside.html', 'ch02.html']), {
      bookName: 'ann/book',
    });
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^aside\.html:1: text with no title .* give it a title \(<h1>Title<\/h1>\)$/),
    ]);
  });

  it('takes the rights from a licence made the copyright page, which follows the title page listed after it', async () => {
    const source = memorySource({
      'LICENSE.md':
        'Copyright (c) 2021 Ann Author\n\nPermission is hereby granted, free of charge, to any person obtaining a copy.\n',
      'titlepage.html': '<section data-type="titlepage"><h1>Flight Notes</h1></section>',
      'ch01.md': '# Getting Started\n\nGo.\n',
    });
    const model = await buildBookModel(source, config(['LICENSE.md', 'titlepage.html', 'ch01.md']), {
      bookName: 'ann/book',
    });
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['titlepage', 'Flight Notes'],
      ['copyright-page', 'Copyright'],
      ['chapter', 'Getting Started'],
    ]);
    expect(model.rights).toBe('Copyright (c) 2021 Ann Author');
    expect(model.date).toBe('2021');
    // A long notice is cut to its sentences that state the copyright or the licence; the config still wins.
    const long = memorySource({
      'LICENSE.md': `${'This book was written over many years, in many places. '.repeat(6)}This work is licensed under CC BY 4.0. Thanks to everyone who helped.\n`,
      'ch01.md': '# One\n\nGo.\n',
    });
    const cut = await buildBookModel(long, config(['LICENSE.md', 'ch01.md']), { bookName: 'ann/book' });
    expect(cut.rights).toBe('This work is licensed under CC BY 4.0.');
    const configured = await buildBookModel(long, config(['LICENSE.md', 'ch01.md'], { rights: 'CC0' }), {
      bookName: 'ann/book',
    });
    expect(configured.rights).toBe('CC0');
  });

  it("prints an untitled file before the first chapter as unnumbered front matter (the Atom Flight Manual's LICENSE.asc), one after a chapter at its end", async () => {
    const source = memorySource({
      'LICENSE.asc': 'This work is licensed under the Creative Commons Attribution-ShareAlike 3.0 License.\n',
      'dedication.md': 'For Ann, who asked.\n',
      'ch01.asc': '== Getting Started\n\nGo.\n',
      'note.md': 'After a chapter, text without a title continues it.\n',
    });
    const model = await buildBookModel(
      source,
      config(['LICENSE.asc', 'dedication.md', 'ch01.asc', 'note.md']),
      {
        bookName: 'ann/book',
      },
    );
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['copyright-page', undefined, 'Copyright'],
      // Its file's name says what it is: a dedication, not a preface.
      ['dedication', undefined, 'Dedication'],
      ['chapter', 'Chapter 1', 'Getting Started'],
    ]);
    expect(model.divisions[2].html).toMatch(
      /<p>Go\.<\/p>\s*<p[^>]*>After a chapter, text without a title continues it\./,
    );
    expect(model.divisions[0].html).toMatch(
      /^<section data-type="copyright-page"[^>]*><p[^>]*>This work is licensed/,
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      "LICENSE.asc:1: the file has no title, before the book's first chapter: it is printed as the copyright page, " +
        'unnumbered and not in the contents; give it a title (== Title) to make it ' +
        'a chapter of its own',
      'note.md:1: text with no title after the chapter "Getting Started" (ch01.asc) is printed in that ' +
        "chapter, at its end, as pandoc reads a book's Markdown files, run together; if it is meant as a " +
        'chapter of its own, give it a title (# Title)',
    ]);
    // A book of untitled text only keeps it as its chapters.
    const plain = await buildBookModel(
      memorySource({ 'a.md': 'One.\n', 'b.md': 'Two.\n' }),
      config(['a.md', 'b.md']),
      { bookName: 'ann/book' },
    );
    expect(plain.divisions.map((d) => [d.kind, d.label])).toEqual([
      ['chapter', 'Chapter 1'],
      ['chapter', 'Chapter 2'],
    ]);
    // Numbered with no title, the contents call each "Chapter N" alone: the author is told which files.
    expect(plain.warnings.map(formatWarning)).toEqual(
      ['a.md', 'b.md'].map(
        (file) =>
          `${file}:1: the file has no title: it is printed as a chapter with no title, listed in the contents and ` +
          'navigation as "Chapter" and its number alone; give it a title (# Title) first in it',
      ),
    );
  });

  it('asks an untitled chapter for a title in its own syntax, saying once where it goes', async () => {
    // The HTMLBook specification's one file opens with `<section id="abstract">` and no heading.
    const model = await buildBookModel(
      memorySource({
        'a.md': 'One.\n',
        'b.adoc': 'Two.\n',
        'c.html': '<section id="abstract"><p>Three.</p></section>',
      }),
      config(['a.md', 'b.adoc', 'c.html']),
      { bookName: 'ann/book' },
    );
    const untitled = (file: string, syntax: string) =>
      `${file}:1: the file has no title: it is printed as a chapter with no title, listed in the contents and ` +
      `navigation as "Chapter" and its number alone; give it a title (${syntax}) first in it`;
    expect(model.warnings.map(formatWarning)).toEqual([
      untitled('a.md', '# Title'),
      untitled('b.adoc', '== Title'),
      untitled('c.html', '<h1>Title</h1>'),
    ]);
  });

  // JS Primer's index.md opens with HTML and no heading: told it was listed as "Preface", it is listed as まえがき.
  it('names an untitled preface in its warning as the contents list it, in the book’s language', async () => {
    const model = await buildBookModel(
      memorySource({
        'index.md': '<p align="center">JavaScript Primer</p>\n\n本書について。\n',
        'ch.md': '# 変数\n\n本文。\n',
      }),
      config(['index.md', 'ch.md'], { lang: 'ja' }),
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['preface', 'まえがき'],
      ['chapter', '変数'],
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([
      "index.md:1: the file has no title, before the book's first chapter: it is printed as an untitled preface, " +
        'unnumbered and listed as "まえがき"; give it a title (# Title) to make it a chapter of its own',
    ]);
  });

  it('leaves discrete headings out of the contents, keeping them in the text at their level; Markdown and HTMLBook headings stay', async () => {
    const source = memorySource({
      'ch01.adoc':
        '== One\n\n=== Real\n\n[discrete]\n=== Aside\n\n[float]\n==== Small\n\n==== Deeper\n\n[[top]]\n[discrete]\n== Big\n',
      'ch02.adoc': '= Two\n\n== Real Two\n\n[discrete]\n== Aside Two\n\nSee <<top>>.\n',
      'ch03.md': '# Three\n\n## Real Three\n\n### Deeper Three\n',
      'ch04.html':
        '<section data-type="chapter"><h1>Four</h1><h2 id="loose">Loose</h2>' +
        '<section data-type="sect1"><h1>Real Four</h1></section></section>',
    });
    const model = await buildBookModel(source, config(['ch01.adoc', 'ch02.adoc', 'ch03.md', 'ch04.html']), {
      bookName: 'ann/book',
    });
    expect(model.divisions.map((d) => d.sections.map((s) => `${s.level} ${s.title}`))).toEqual([
      ['1 Real', '2 Deeper'],
      ['1 Real Two'],
      ['1 Real Three', '2 Deeper Three'],
      ['1 Loose', '1 Real Four'],
    ]);
    const [one, two] = model.divisions;
    expect(one.html).toMatch(/<h2 id="aside" class="discrete">Aside<\/h2>/);
    expect(one.html).toMatch(/<h3 id="small" class="discrete float">Small<\/h3>/);
    expect(one.html).toMatch(/<h1 id="top" class="discrete">Big<\/h1>/);
    expect(two.html).toMatch(/<h2 id="aside-two" class="discrete">Aside Two<\/h2>/);
    // Still a place to link to, read by its title.
    expect(two.html).toContain('See <a data-type="xref" href="#top">Big</a>.');
  });

  it('leaves out a Markdown contents marker ([TOC], as Python-Markdown writes it), with a warning at its line', async () => {
    const source = memorySource({ 'ch01.md': '# One\n\n[TOC]\n\nText about [toc] stays.\n\n[[_TOC_]]\n' });
    const model = await buildBookModel(source, config(['ch01.md']), { bookName: 'ann/book' });
    expect(model.divisions[0].html).not.toMatch(/\[TOC\]|_TOC_/);
    expect(model.divisions[0].html).toContain('Text about [toc] stays.');
    expect(model.warnings.map(formatWarning)).toEqual([
      "ch01.md:3: [TOC] asks another Markdown tool for a contents list; left out (Octavo writes the book's contents itself: set formats.<format>.toc); remove the line",
      "ch01.md:7: [[TOC]] asks another Markdown tool for a contents list; left out (Octavo writes the book's contents itself: set formats.<format>.toc); remove the line",
    ]);
  });

  it('lets the caption alone stand for a figure image it cannot ship when the caption is its alt text, not say it twice', async () => {
    const source = memorySource({
      'ch01.md': [
        '# Kettles',
        '',
        '![A kettle on a cold stove](https://pictures.example/kettle.png)',
        '',
        '{alt: "A teapot"}',
        "![Grandmother's teapot](img/teapot.png)",
        '',
        'The spout ![a steam cloud](img/steam.png) whistles.',
        '',
        '[![A kettle on a campfire](https://pictures.example/camp.png)](https://videos.example/camp)',
      ].join('\n'),
      'ch02.html':
        '<section data-type="chapter"><h1>Pots</h1><figure><a href="https://videos.example/pot">' +
        '<img src="img/pot.png" alt="A pot"></a><figcaption>A pot</figcaption></figure></section>',
    });
    const model = await buildBookModel(source, config(['ch01.md', 'ch02.html']), { bookName: 'ann/book' });
    const html = model.divisions[0].html;
    expect(model.divisions[1].html).toContain(
      '<a href="https://videos.example/pot"><span class="image-unavailable">[A pot]</span></a>',
    );
    expect(html.match(/A kettle on a cold stove/g)).toHaveLength(1);
    // A figure's image on the web: its caption, and its address to look at it there.
    expect(html).toMatch(
      /<figure[^>]*><a href="https:\/\/pictures.example\/kettle.png"><span class="image-unavailable">https:\/\/pictures.example\/kettle.png<\/span><\/a><figcaption[^>]*><span class="label">Figure 1-1\. <\/span>A kettle on a cold stove</,
    );
    // A caption of its own, and an image in a sentence, keep the alt text where the image was.
    expect(html).toContain('<span class="image-unavailable">[A teapot]</span>');
    expect(html).toContain("Grandmother's teapot</figcaption>");
    expect(html).toContain('The spout <span class="image-unavailable">[a steam cloud]</span> whistles.');
    // A linked image keeps its stand-in: the link is not left with nothing to click.
    expect(html).toMatch(
      /<a href="https:\/\/videos.example\/camp"><span class="image-unavailable">\[A kettle on a campfire\]<\/span><\/a>/,
    );
  });

  it("prints the figure numbers a book's text cites when the author numbered every figure across the book", async () => {
    const figure = (src: string, caption: string) =>
      `<figure>\n  <img src="${src}" alt="">\n  <figcaption><em>${caption}</em></figcaption>\n</figure>`;
    const source = memorySource({
      'img/tide.png': Buffer.from('not read'),
      'img/moon.png': Buffer.from('not read'),
      'one.md': [
        '# Tides',
        '',
        'Figure 1 shows the tide.',
        '',
        figure('img/tide.png', 'Fig. 1: The tide'),
      ].join('\n'),
      'two.md': [
        '# Moons',
        '',
        'Figure 2 shows the moon; Figure 1, again here, the tide.',
        '',
        figure('img/moon.png', 'Fig. 2: The moon'),
        '',
        figure('img/tide.png', 'Fig. 1 (repeat): The tide'),
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['one.md', 'two.md']), { bookName: 'ann/book' });
    const captions = model.divisions.flatMap((division) =>
      [...division.html.matchAll(/<figcaption[^>]*>(.*?)<\/figcaption>/g)].map((m) => m[1]),
    );
    expect(captions).toEqual([
      '<span class="label">Fig. 1: </span><em>The tide</em>',
      '<span class="label">Fig. 2: </span><em>The moon</em>',
      '<span class="label">Fig. 1 (repeat): </span><em>The tide</em>',
    ]);
  });

  it('titles a book whose config names no title by the running title over its files, and says so', async () => {
    const source = memorySource({
      'intro.md': '# Field Notes - A Series\n# Introduction\n\nx\n',
      'one.md': '# Field Notes: Mosses\n# Chapter 1: Spores\n\nx\n',
      'two.md': '# Field Notes: Mosses\n# Chapter 2: Mats\n\nx\n',
    });
    const model = await buildBookModel(source, config(['intro.md', 'one.md', 'two.md']), {
      bookName: 'ann/moss',
    });
    expect(model.title).toBe('Field Notes: Mosses');
    const notes = model.warnings.map(formatWarning).filter((w) => w.includes('running title'));
    expect(notes).toEqual([
      expect.stringContaining(
        'intro.md:1: the heading "Field Notes - A Series" opens the file with nothing under it, straight before ' +
          "the file's own title: it is read as a running title and left out, so it is not an empty chapter of its " +
          'own (the book is titled "Field Notes: Mosses", the heading over most files); remove the line',
      ),
      expect.stringContaining(
        '(it titles the book, as platform.json names no title); remove the line, or write text under it',
      ),
    ]);
    // One file's running title is no evidence of the book's title: the project's name stays.
    const once = await buildBookModel(source, config(['intro.md']), { bookName: 'ann/moss' });
    expect(once.title).toBe('ann/moss');
    expect(once.warnings.map(formatWarning).join('\n')).toContain(
      "(platform.json names no title: the book is titled by its project's name)",
    );
  });

  it("takes a first file titled as the running title over the chapters for the book's opening, not Chapter 1", async () => {
    const source = memorySource({
      'README.md': '# Field Notes: Mosses\n\n* [Foreword](foreword.md)\n* [Chapter 1: Spores](one.md)\n',
      'foreword.md': '# Field Notes: Mosses\n# Foreword\n\nx\n',
      'one.md': '# Field Notes: Mosses\n# Chapter 1: Spores\n\nx\n',
      'two.md': '# Field Notes: Mosses\n# Chapter 2: Mats\n\nx\n',
    });
    const files = ['README.md', 'foreword.md', 'one.md', 'two.md'];
    for (const extra of [{}, { title: 'Mosses' }]) {
      const model = await buildBookModel(source, config(files, extra), { bookName: 'ann/moss' });
      expect(model.divisions.map((d) => [d.kind, d.label])).toEqual([
        ['introduction', undefined],
        ['foreword', undefined],
        ['chapter', 'Chapter 1'],
        ['chapter', 'Chapter 2'],
      ]);
    }
  });

  // As 0xAX/linux-insides: Part 3 writes its subject as a `##` section, Parts 4 to 10 as a second `#` heading.
  it("keeps a heading naming the file's part of a series as the chapter's title, the title under it a section", async () => {
    const rule = '='.repeat(20);
    const source = memorySource({
      'init-3.md': `Kernel initialization. Part 3.\n${rule}\n\nLast preparations\n${'-'.repeat(20)}\n\nText three.\n`,
      'init-4.md':
        `Kernel initialization. Part 4.\n${rule}\n\nKernel entry point\n${rule}\n\nText four.\n\n` +
        `First steps\n${'-'.repeat(20)}\n\nMore.\n`,
    });
    const model = await buildBookModel(
      source,
      config(['init-3.md', 'init-4.md'], { title: 'Linux Inside' }),
      {
        bookName: 'ann/linux',
      },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['chapter', 'Kernel initialization. Part 3.'],
      ['chapter', 'Kernel initialization. Part 4.'],
    ]);
    const headings = [...model.divisions[1]!.html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)].map((m) => [
      m[1],
      m[2]!.replace(/<span class="division-label">.*?<\/span>\s*/, ''),
    ]);
    expect(headings).toEqual([
      ['h1', 'Kernel initialization. Part 4.'],
      ['h2', 'Kernel entry point'],
      ['h3', 'First steps'],
    ]);
    expect(model.divisions[1]!.html).toContain('Text four.');
    expect(model.warnings.map(formatWarning).filter((w) => w.includes('Part 4'))).toEqual([]);
  });

  it('says a running title left out repeats the title the config gives, or else what it is taken for', async () => {
    const source = memorySource({
      'intro.md': '# Linux Inside\n# Introduction\n\nx\n',
      'one.md': '# Linux Inside: Booting\n# Power on\n\nx\n',
    });
    const model = await buildBookModel(source, config(['intro.md', 'one.md'], { title: 'Linux inside' }), {
      bookName: 'ann/linux',
    });
    const notes = model.warnings.map(formatWarning).filter((w) => w.includes('running title'));
    expect(notes).toEqual([
      expect.stringContaining(
        'intro.md:1: the heading "Linux Inside" opens the file with nothing under it, straight before the file\'s ' +
          'own title: it is read as a running title and left out, so it is not an empty chapter of its own (it ' +
          "repeats the book's title, which comes from title in platform.json); remove the line",
      ),
      expect.stringContaining(
        "(taken for the name of the book's series or of a part of it, over each of its pages; the book's title, " +
          '"Linux inside", comes from title in platform.json)',
      ),
    ]);
  });

  it("sets the config's title with the quotes its Markdown or AsciiDoc text is set with, not an HTMLBook book's", async () => {
    const titled = { title: 'A Gardener\'s "Little" Almanac', subtitle: "Moss, Ferns 'n' Lichens" };
    const markdown = memorySource({ 'one.md': "# Mosses\n\nA gardener's moss.\n" });
    const model = await buildBookModel(markdown, config(['one.md'], titled), { bookName: 'ann/moss' });
    expect(model.divisions[0].html).toContain('A gardener’s moss.');
    expect([model.title, model.subtitle]).toEqual([
      'A Gardener’s “Little” Almanac',
      "Moss, Ferns 'n' Lichens",
    ]);
    const htmlbook = memorySource({
      'one.html': '<section data-type="chapter"><h1>Mosses</h1><p>A gardener\'s moss.</p></section>',
    });
    const asWritten = await buildBookModel(htmlbook, config(['one.html'], titled), { bookName: 'ann/moss' });
    expect(asWritten.title).toBe(titled.title);
  });

  it("keeps a preface's own title in the contents when it repeats the book's (Etudes for Erlang)", async () => {
    const source = memorySource({
      'book.asciidoc': '= Études for Erlang\n\ninclude::README.asciidoc[]\n\ninclude::ch01.asciidoc[]\n',
      'README.asciidoc': '[preface]\n== Études for Erlang\n\nWelcome.\n',
      'ch01.asciidoc': '== Getting Comfortable\n\nText.\n',
    });
    const model = await buildBookModel(source, config(['book.asciidoc']), { bookName: 'ann/book' });
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['titlepage', 'Études for Erlang'],
      ['preface', 'Études for Erlang'],
      ['chapter', 'Getting Comfortable'],
    ]);
  });

  it("records where each footnote was written, in the order its division holds them, for the PDF's warnings", async () => {
    const source = memorySource({
      'book.adoc': '= Book\n:doctype: book\n\n== One\n\nFirst.footnote:[A.]\n\ninclude::more.adoc[]\n',
      'more.adoc': 'Second.\n\n____\nQuoted.footnote:[B.]\n____\n',
      'ch2.md': '# Two\n\nText.[^n]\n\n[^n]: C.\n',
    });
    const model = await buildBookModel(source, config(['book.adoc', 'ch2.md']), { bookName: 'ann/book' });
    const sources = model.divisions.filter((d) => d.noteSources).map((d) => d.noteSources);
    expect(sources).toEqual([
      [
        { file: 'book.adoc', line: 6 },
        { file: 'more.adoc', line: 4 },
      ],
      [{ file: 'ch2.md', line: 3 }],
    ]);
  });

  it('splits parts, numbers chapters and appendices, and names sections', async () => {
    const source = memorySource({
      'book.html': `<body data-type="book">
        <section data-type="preface"><h1>Preface</h1><p>Hi</p></section>
        <div data-type="part" id="p1"><h1>Basics</h1><p>Part intro</p>
          <section data-type="chapter" id="c1"><h1>One</h1>
            <section data-type="sect1" id="s1"><h1>First &amp; foremost</h1>
              <section data-type="sect2"><h1>Deeper</h1></section>
            </section>
          </section>
          <section data-type="chapter"><h1>Two</h1></section>
        </div>
        <section data-type="appendix"><h1>Extra</h1><p>See <a data-type="xref" href="#s1">x</a>.</p></section>
      </body>`,
    });
    const model = await buildBookModel(source, config(['book.html'], { title: 'T', lang: 'de' }), {
      bookName: 'ann/book',
    });

    expect(model.title).toBe('T');
    expect(model.lang).toBe('de');
    expect(model.divisions.map((d) => [d.kind, d.id, d.label, d.title, d.partId])).toEqual([
      ['preface', 'preface', undefined, 'Preface', undefined],
      // A German book ("lang": "de") is labelled in German.
      ['part', 'p1', 'Teil I', 'Basics', undefined],
      ['chapter', 'c1', 'Kapitel 1', 'One', 'p1'],
      ['chapter', 'two', 'Kapitel 2', 'Two', 'p1'],
      ['appendix', 'extra', 'Anhang A', 'Extra', undefined],
    ]);
    expect(model.divisions[1].html).not.toContain('One');
    expect(model.divisions[2].sections).toEqual([
      { id: 's1', title: 'First & foremost', level: 1 },
      { id: 'deeper', title: 'Deeper', level: 2 },
    ]);
    expect(model.divisions[2].html).toContain('<h2>First &amp; foremost</h2>');
    expect(model.divisions[2].html).toContain('<h3 id="deeper">Deeper</h3>');
    expect(model.divisions[4].html).toContain('<a data-type="xref" href="#s1">First &amp; foremost</a>');
    expect(model.targets.get('c1')).toEqual({
      divisionId: 'c1',
      text: 'Kapitel 1',
      fullTitle: { title: 'One', emphasis: true },
      number: '1',
    });
  });

  it("takes the heading in a README's centred opening box as the file's title, the rest of the box kept centred", async () => {
    const source = memorySource({
      'README.md':
        '<div align="center">\n\n# The Shelf Book\n\n> Boards and brackets.\n\n</div>\n\n## About\n\nWhy.\n',
      'ch01.md': '# Boards\n\nPine.\n',
    });
    const model = await buildBookModel(source, config(['README.md', 'ch01.md']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.kind, d.title, d.sections.map((s) => s.title)])).toEqual([
      ['chapter', 'The Shelf Book', ['About']],
      ['chapter', 'Boards', []],
    ]);
    expect(model.divisions[0]!.html).toMatch(
      /<h1[^>]* align="center"[^>]*>.*The Shelf Book<\/h1>\s*<div align="center">\s*<blockquote>/,
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('says an appendix file of second-level headings is printed as one lettered appendix, not an unnumbered one', async () => {
    const source = memorySource({
      'ch01.md': '# Boards\n\nPine.\n',
      'app.md': '## Appendix A: Terms\n\nWords.\n\n## Nails\n\nIron.\n',
    });
    const model = await buildBookModel(source, config(['ch01.md', 'app.md']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', 'Chapter 1', 'Boards'],
      ['appendix', 'Appendix A', 'Terms'],
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining('it is printed as one division, an appendix titled "Appendix A: Terms"'),
    ]);
  });

  it('leaves out an image whose file is a web page saved under its name, saying what its bytes are', async () => {
    const source = memorySource({
      'ch01.md': '# Boards\n\n![a shelf](img/shelf.png)\n\n![the saw](img/saw.jpg)\n',
      'img/shelf.png': '\n\n<!DOCTYPE html>\n<html lang="en"><body>Not an image</body></html>\n',
      'img/saw.jpg': 'version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 12\n',
    });
    const model = await buildBookModel(source, config(['ch01.md']), { bookName: 'x' });
    expect(model.divisions[0]!.html).not.toContain('<img');
    expect(model.assets.map((asset) => asset.sourcePath)).toEqual([]);
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.md:3: image img/shelf.png was refused: img/shelf.png is named as a PNG image but its bytes are an HTML ' +
        'page (a web page saved under the image’s name); put the image itself there; left out, the figure' +
        "'s caption standing for it",
      'ch01.md:5: image img/saw.jpg was refused: img/saw.jpg is named as a JPEG image but its bytes are a Git LFS ' +
        'pointer (the image itself was never fetched); put the image itself there; left out, the figure' +
        "'s caption standing for it",
    ]);
  });

  it('takes the part number a Chinese SUMMARY.md writes into its part titles as the author numbering the parts', async () => {
    const source = memorySource({
      'SUMMARY.md':
        '# 目录\n\n## 第一部分：基础篇\n\n* [第一章 木板](a.md)\n\n## 第二部分：进阶篇\n\n* [第二章 钉子](b.md)\n',
      'a.md': '# 第一章 木板\n\n木板。\n',
      'b.md': '# 第二章 钉子\n\n钉子。\n',
    });
    const model = await buildBookModel(source, config(['a.md', 'b.md'], { lang: 'zh' }), { bookName: 'x' });
    const parts = model.divisions.filter((d) => d.kind === 'part');
    expect(parts.map((d) => [d.label, d.title])).toEqual([
      ['第1部分', '第一部分：基础篇'],
      ['第2部分', '第二部分：进阶篇'],
    ]);
    // The title says its number: no "第I部分" of the book's is printed over "第一部分".
    for (const part of parts) expect(part.html).not.toContain('division-label');
  });

  it('reads a listed AsciiDoc file that includes its chapters as a part among the other listed files, whatever its title', async () => {
    const files = {
      'preface.adoc': '[preface]\n== Preface\n\nWhy.\n',
      'part1.adoc':
        '= Foundations\n\nWhat this part covers.\n\ninclude::ch01.adoc[]\n\ninclude::ch02.adoc[]\n',
      'ch01.adoc': '== Basics\n\nA.\n',
      'ch02.adoc': '== More Basics\n\nB.\n',
      'ch03.md': '# Beyond\n\nC.\n',
    };
    const listed = ['preface.adoc', 'part1.adoc', 'ch03.md'];
    const model = await buildBookModel(memorySource(files), config(listed, { title: 'The Field Guide' }), {
      bookName: 'ann/book',
    });
    expect(model.title).toBe('The Field Guide');
    expect(model.divisions.map((d) => [d.kind, d.label, d.title, d.partId])).toEqual([
      ['preface', undefined, 'Preface', undefined],
      ['part', 'Part I', 'Foundations', undefined],
      ['chapter', 'Chapter 1', 'Basics', 'foundations'],
      ['chapter', 'Chapter 2', 'More Basics', 'foundations'],
      // A chapter in a file of its own after the part's file: the part takes only the chapters it includes.
      ['chapter', 'Chapter 3', 'Beyond', undefined],
    ]);
    expect(model.divisions[1]!.html).toMatch(/^<div data-type="part" id="foundations">/);
    expect(model.divisions[1]!.html).toContain('What this part covers.');
    expect(model.warnings.map(formatWarning)).toEqual([]);

    // The same file listed alone is a master document: the whole book, its title on the title page.
    const alone = await buildBookModel(
      memorySource(files),
      config(['part1.adoc'], { title: 'The Field Guide' }),
      {
        bookName: 'ann/book',
      },
    );
    expect(alone.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['titlepage', 'Foundations'],
      ['preface', 'Preface'],
      ['chapter', 'Basics'],
      ['chapter', 'More Basics'],
    ]);
  });

  it('keeps a part in source order: what the part holds after a chapter ends that chapter, with a warning; a part in a part is kept', async () => {
    // As O'Reilly's own Atlas sample book has it: sect1s written straight into the part after its first chapter.
    const source = memorySource({
      'part.html': [
        '<div data-type="part" id="p1"><h1>First Part</h1><p>Part intro</p>',
        '<section data-type="chapter" id="c1"><h1>One</h1><p>Chapter one text.</p></section>',
        '<section data-type="sect1" id="loose"><h1>Examples of Admonitions</h1><p>Loose text.</p></section>',
        '<section data-type="sect1"><h1>Some Code</h1><p>More loose text.</p></section>',
        '<section data-type="chapter" id="c2"><h1>Two</h1></section>',
        '<div data-type="part" id="p2"><h1>Inner Part</h1><section data-type="chapter"><h1>Three</h1></section></div>',
        '<p>After the inner part.</p>',
        '</div>',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['part.html']), { bookName: 'ann/book' });

    expect(model.divisions.map((d) => [d.kind, d.title, d.partId])).toEqual([
      ['part', 'First Part', undefined],
      ['chapter', 'One', 'p1'],
      ['chapter', 'Two', 'p1'],
      ['part', 'Inner Part', undefined],
      ['chapter', 'Three', 'p2'],
    ]);
    const [part, one, , , three] = model.divisions;
    expect(part!.html).toContain('Part intro');
    expect(part!.html).not.toContain('Loose text');
    // Chapter one, then the loose sections, in the order written, as sections of chapter one.
    expect(one!.html.indexOf('Chapter one text')).toBeLessThan(one!.html.indexOf('Loose text'));
    expect(one!.html.indexOf('Loose text')).toBeLessThan(one!.html.indexOf('More loose text'));
    expect(one!.html).toContain('<h2>Examples of Admonitions</h2>');
    expect(one!.sections.map((s) => s.title)).toEqual(['Examples of Admonitions', 'Some Code']);
    expect(three!.html).toContain('After the inner part.');
    expect(model.warnings.map(formatWarning)).toEqual([
      'part.html:3: 2 elements (the first a sect1) written straight into the part "First Part", after the ' +
        'chapter "One", are printed at the end of that chapter; move them into a chapter (HTMLBook allows ' +
        'only divisions inside a part after its introduction)',
      'part.html:7: a <p> written straight into the part "First Part", after the chapter "Three", is printed ' +
        'at the end of that chapter; move it into a chapter (HTMLBook allows only divisions inside a part ' +
        'after its introduction)',
    ]);
  });

  it("reads HTMLBook's own samples: a book's title heading is no chapter, a contents with id toc is kept, a hidden division is left out, an index's letters are not contents", async () => {
    const book = (head: string, rest = '') =>
      `<html><head><title>x</title></head><body data-type="book">\n  ${head}\n` +
      `<section data-type="chapter"><h1>Down the Rabbit-Hole</h1><p>Alice.</p></section>${rest}</body></html>`;
    const source = memorySource({
      // As alices_adventures_in_wonderland.html in oreillymedia/HTMLBook: the title, then a title page.
      'alice.html': book(
        '<h1>Alice\u2019s Adventures</h1><section data-type="titlepage"><h1>Alice\u2019s Adventures</h1></section>',
      ),
      // No title page: the heading becomes it.
      'bare.html': book('<h1>Bare Book</h1>'),
      // A second book's contents.
      'more.html':
        '<nav data-type="toc"><h1>Contents</h1></nav><section data-type="chapter"><h1>More</h1></section>',
      // As htmlbook.html there: a hidden foreword, and an index written by hand, grouped by letter.
      'sample.html': book(
        '<nav data-type="toc" class="toc" id="toc"><h1>Table of Contents</h1><ol><li><a href="#foreword">Foreword</a></li></ol></nav>' +
          '<section data-type="foreword" hidden="hidden" id="foreword"><h1>Foreword</h1><p>Hidden.</p></section>',
        '<section data-type="appendix"><h1>Lists</h1><p><a data-type="indexterm" data-primary="lists"></a>A list.</p></section>' +
          '<section data-type="index"><h1>Index</h1><div data-type="indexgroup"><h2>L</h2><ul><li>lists</li></ul></div></section>',
      ),
    });
    const model = await buildBookModel(
      source,
      config(['alice.html', 'bare.html', 'sample.html', 'more.html']),
      {
        bookName: 'ann/book',
      },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['titlepage', 'Alice\u2019s Adventures'],
      ['chapter', 'Down the Rabbit-Hole'],
      ['titlepage', 'Bare Book'],
      ['chapter', 'Down the Rabbit-Hole'],
      // Its id is Asciidoctor's for page furniture; here it is the book's contents.
      ['toc', 'Table of Contents'],
      ['chapter', 'Down the Rabbit-Hole'],
      ['appendix', 'Lists'],
      ['index', 'Index'],
      ['chapter', 'More'],
    ]);
    expect(model.divisions.find((d) => d.kind === 'index')!.sections).toEqual([]);
    expect(model.warnings.map(formatWarning)).toEqual([
      'sample.html:2: the foreword "Foreword" has the hidden attribute: it is left out of every format ' +
        '(remove the attribute to print it)',
      'more.html:1: a second contents (<nav data-type="toc">) is left out: the book\'s contents is printed ' +
        'once, where sample.html places it; remove one of them',
    ]);
  });

  it('gives a book that marks index terms but has no place for the index one at its end (Pro Git 2)', async () => {
    const marked = memorySource({
      'ch01.adoc': '== Branching\n\nA branch(((branches))) is a pointer.\n',
      'ch02.adoc': '== Tags\n\nA tag(((tags))) stays.\n',
    });
    const model = await buildBookModel(marked, config(['ch01.adoc', 'ch02.adoc']), { bookName: 'ann/book' });
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['chapter', 'Branching'],
      ['chapter', 'Tags'],
      ['index', 'Index'],
    ]);
    expect(model.indexTerms.map((t) => t.primary).sort()).toEqual(['branches', 'tags']);
    expect(model.warnings).toEqual([]);
    // A book that places its index keeps it there, once; one without terms gets none.
    const placed = memorySource({
      'ch01.adoc': '== Branching\n\nA branch(((branches))) is a pointer.\n\n[index]\n== Index\n',
      'ch02.adoc': '== Tags\n\nNo terms.\n',
    });
    const kept = await buildBookModel(placed, config(['ch01.adoc', 'ch02.adoc']), { bookName: 'ann/book' });
    expect(kept.divisions.map((d) => d.kind)).toEqual(['chapter', 'index', 'chapter']);
    const unmarked = memorySource({ 'ch01.adoc': '== Plain\n\nText.\n' });
    const none = await buildBookModel(unmarked, config(['ch01.adoc']), { bookName: 'ann/book' });
    expect(none.divisions.map((d) => d.kind)).toEqual(['chapter']);
  });

  // The LDP Author Guide commented its <index/> out; the Bash Guide for Beginners has a glossary titled "Index" and no
  // <index/>: each got a generated index, "Index" twice in the contents and the PDF bookmarks.
  it('gives a DocBook book an index only where it writes <index/>, or where platform.json asks for one', async () => {
    const book = (end: string) =>
      memorySource({
        'book.xml':
          '<book><title>Shells</title><chapter id="c1"><title>Aliases</title>\n' +
          '<para>Aliases<indexterm><primary>alias</primary></indexterm> shorten commands.</para></chapter>\n' +
          end +
          '</book>',
      });
    const kinds = (model: { divisions: { kind: string; title: string }[] }) =>
      model.divisions.filter((d) => d.kind !== 'titlepage').map((d) => [d.kind, d.title]);
    const unplaced = await buildBookModel(book(''), config(['book.xml']), { bookName: 'ann/book' });
    expect(kinds(unplaced)).toEqual([['chapter', 'Aliases']]);
    expect(unplaced.warnings).toEqual([]);
    const asked = await buildBookModel(
      book(''),
      config(['book.xml'], { formats: { html: { index: true } } }),
      {
        bookName: 'ann/book',
        format: 'html',
      },
    );
    expect(kinds(asked)).toEqual([
      ['chapter', 'Aliases'],
      ['index', 'Index'],
    ]);
    const placed = await buildBookModel(book('<index/>'), config(['book.xml']), { bookName: 'ann/book' });
    expect(kinds(placed)).toEqual([
      ['chapter', 'Aliases'],
      ['index', 'Index'],
    ]);
    // A glossary titled "Index" beside the index: one division of that title, and the author told.
    const twice = await buildBookModel(
      book(
        '<glossary id="g"><title>Index</title><glossentry><glossterm>alias</glossterm><glossdef>' +
          '<para>A short name.</para></glossdef></glossentry></glossary>\n<index/>',
      ),
      config(['book.xml']),
      { bookName: 'ann/book' },
    );
    expect(kinds(twice)).toEqual([
      ['chapter', 'Aliases'],
      ['glossary', 'Index'],
    ]);
    expect(twice.warnings.map(formatWarning)).toEqual([
      'book.xml:3: this glossary is titled "Index", as is the book\'s index: the index is left out, so that the ' +
        'contents and the PDF bookmarks do not list two divisions of that title; give this one another title (for ' +
        'a glossary, "Glossary") to have the index as well',
    ]);
  });

  // The Bash Guide for Beginners' revision history, in a paragraph of its preface, was "Table P-1", and its real
  // tables were numbered after it.
  it("numbers a DocBook chapter's tables without its revision history, which is no formal table", async () => {
    const source = memorySource({
      'book.xml':
        '<book><title>R4</title><chapter id="c1"><title>History</title>\n' +
        '<para><revhistory><revision><revnumber>1.1</revnumber><date>2008-12-27</date>' +
        '<revremark>Fixes.</revremark></revision></revhistory></para>\n<para>See <xref linkend="t1"/>.</para>\n' +
        '<table id="t1"><title>Conventions</title><tgroup cols="1"><tbody><row><entry>x</entry></row></tbody>' +
        '</tgroup></table></chapter></book>',
    });
    const model = await buildBookModel(source, config(['book.xml']), { bookName: 'ann/book' });
    const html = model.divisions.map((division) => division.html).join('');
    expect(html).toMatch(/See <a [^>]*href="#t1"[^>]*>Table 1-1<\/a>/);
    expect(html).toMatch(/<table class="revhistory"><thead><tr><th colspan="3">Revision History<\/th>/);
    expect(html).not.toContain('Table 1-2');
  });

  it('keeps ids unique book-wide and lets a file link to its own renamed id', async () => {
    const source = memorySource({
      'a.md': '# A\n\n## Setup\n\n[setup](#setup)',
      'b.md': '# B\n\n## Setup\n\n[setup here](#setup)',
    });
    const model = await buildBookModel(source, config(['a.md', 'b.md']), { bookName: 'x' });
    expect(model.divisions[0].html).toContain('<h2 id="setup">Setup</h2>');
    expect(model.divisions[1].html).toContain('<h2 id="setup-2">Setup</h2>');
    expect(model.divisions[1].html).toContain('<a href="#setup-2">setup here</a>');
    // Heading ids Markdown generated are renamed quietly; only ids an author wrote deserve a warning.
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('says of a file whose chapters begin below its opening that only the text above them lacks a chapter heading', async () => {
    const source = memorySource({
      'readme.md': '## About\n\nIntro text.\n\n# Other Matters\n\nSee.\n\n# Plans\n\nPlan.\n',
    });
    const model = await buildBookModel(source, config(['readme.md']), { bookName: 'x' });
    expect(model.divisions.map((d) => d.title)).toEqual(['About', 'Other Matters', 'Plans']);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^readme\.md:1: the book's chapters are # headings and this file's text above its first # heading opens with a lower one: it is printed as one division, unnumbered front matter titled "About"/,
      ),
    ]);
  });

  // Mostly Adequate Guide's ch08 links appendix_b.md#Maybe: Appendix A's helper `maybe` took the reader there.
  it("takes a link into another file to that file's own id, renamed because an earlier file has it too", async () => {
    const source = memorySource({
      'ch.md': '# Chapter\n\nSee [the Maybe type](b.md#maybe) and [its helper](a.md#maybe).\n',
      'a.md': '# Functions\n\n## maybe\n\nA helper.\n',
      'b.md': '# Structures\n\n## Maybe\n\nA type.\n',
    });
    const model = await buildBookModel(source, config(['ch.md', 'a.md', 'b.md']), { bookName: 'x' });
    expect(model.divisions[2].html).toContain('<h2 id="maybe-2">Maybe</h2>');
    expect(model.divisions[0].html).toMatch(/<a [^>]*href="[^"]*#maybe-2"[^>]*>the Maybe type<\/a>/);
    expect(model.divisions[0].html).toMatch(/<a [^>]*href="[^"]*#maybe"[^>]*>its helper<\/a>/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('leaves out a lone "Appendix" heading, and letters appendixes titled with a label as the book does', async () => {
    const source = memorySource({
      'ch01.md': '# One\n\nText.\n',
      'appendix.md': '# Appendix\n',
      'tools.adoc': '== Appendix A: Tools\n\nHammers.\n',
      'extra.html': '<section data-type="appendix"><h1>Appendix B: Extra</h1><p>More.</p></section>',
      'late.md': '# Appendix E - Late\n\nLast.\n',
    });
    const model = await buildBookModel(
      source,
      config(['ch01.md', 'appendix.md', 'tools.adoc', 'extra.html', 'late.md']),
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.label, d.title, d.labelInTitle ?? false])).toEqual([
      ['chapter', 'Chapter 1', 'One', false],
      ['appendix', 'Appendix A', 'Tools', false],
      ['appendix', 'Appendix B', 'Extra', false],
      ['appendix', 'Appendix C', 'Late', false],
    ]);
    expect(model.divisions[1].html).toMatch(
      /^<section data-type="appendix"[^>]*>\s*<h1[^>]*><span class="division-label">Appendix A<\/span> Tools<\/h1>/,
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'appendix.md:1: "Appendix" is a heading with no text: a divider, left out of every format rather than printed ' +
        "as an empty appendix (each appendix is in the contents on its own); remove it from the book's files, or " +
        'write the appendixes into it as its sections',
      'late.md:1: the title says "Appendix E", but this is the book\'s appendix C (the book letters its appendixes ' +
        'in the order of its files): it is printed as Appendix C; correct the title or the order of the files',
    ]);
  });

  it('numbers a chapter titled "Part 1: Setup" as a chapter: a part\'s word is no chapter label (mac-appdev-book)', async () => {
    const source = memorySource({
      'a.md': '# Part 1: Setup\n\nText.\n',
      'b.md': '# Epilogue\n\nMore.\n',
    });
    const model = await buildBookModel(source, config(['a.md', 'b.md']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.kind, d.label, d.title, d.labelInTitle ?? false])).toEqual([
      ['chapter', 'Chapter 1', 'Part 1: Setup', false],
      ['chapter', 'Chapter 2', 'Epilogue', false],
    ]);
    expect(model.divisions[0].html).toContain(
      '<h1><span class="division-label">Chapter 1</span> Part 1: Setup</h1>',
    );
  });

  it('takes the word off a Markdown appendix titled "Appendix Name", so the label is not followed by it again', async () => {
    const source = memorySource({
      'ch01.md': '# One\n\nText.\n',
      'kettles.md': '# Appendix Kettles {#kettles}\n\nCopper.\n',
      'cups.md': '# Appendix: *Cups*\n\nClay.\n',
      'api.md': '# Appendix HTTP\n\nGET.\n',
      'word.md': '# Appendix on teaware\n\nA sentence, not a name.\n',
      'kept.html': '<section data-type="appendix"><h1>Appendix Pots</h1><p>Iron.</p></section>',
    });
    const model = await buildBookModel(
      source,
      config(['ch01.md', 'kettles.md', 'cups.md', 'api.md', 'word.md', 'kept.html']),
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', 'Chapter 1', 'One'],
      ['appendix', 'Appendix A', 'Kettles'],
      ['appendix', 'Appendix B', 'Cups'],
      ['appendix', 'Appendix C', 'HTTP'],
      ['appendix', 'Appendix D', 'Appendix on teaware'],
      ['appendix', 'Appendix E', 'Appendix Pots'],
    ]);
    expect(model.divisions[1].html).toContain('<span class="division-label">Appendix A</span> Kettles</h1>');
    expect(model.divisions[2].html).toContain(
      '<span class="division-label">Appendix B</span> <em>Cups</em></h1>',
    );
  });

  it('warns once for an id written in several places, naming each, and not again for Asciidoctor', async () => {
    const source = memorySource({
      'a.md': '# A {#a}\n\n## Setup {#setup}\n\ntext\n',
      'b.adoc':
        '== B\n\n[[setup]]\nAgain.\n\n[[twice]]\nOnce.\n\n[[twice]]\nTwice in this file.\n\nSee <<twice,the first>>.\n',
      'c.html':
        '<section data-type="chapter"><h1>C</h1>\n<p id="setup">Third.</p><p><a href="#setup">up</a></p></section>',
      // A link from a file with no "setup" of its own: which of the three it means, the book cannot tell.
      'd.adoc': '== D\n\nSee <<setup>>.\n',
    });
    const model = await buildBookModel(source, config(['a.md', 'b.adoc', 'c.html', 'd.adoc']), {
      bookName: 'x',
    });
    // A link goes to the first of its id in its own file, as a browser's would (not to the one renamed last).
    expect(model.divisions[1].html).toContain('<a href="#twice">the first</a>');
    expect(model.divisions[2].html).toContain('<a href="#setup-3">up</a>');
    expect(model.warnings.map(formatWarning)).toEqual([
      'b.adoc:4: id "setup" is used 3 times, at a.md:3, here and at c.html:2: the later ones were renamed ' +
        '"setup-2", "setup-3" (cross-references go to the first in their own file, else to the first); give each ' +
        'place its own id',
      'b.adoc:10: id "twice" is used at b.adoc:7 and here: this one was renamed "twice-2" (cross-references go to ' +
        'the first); give each place its own id',
    ]);
  });

  // The CloudForms book's GitBook chapters each have their own [[i2]] figure, and each chapter's <<i2>> means its
  // own: 19 warnings told the author to rename ids every link already found.
  it('says nothing of an id each file writes once when every link to it is in a file that writes it', async () => {
    const chapter = (title: string) =>
      `== ${title}\n\nSee <<i2>>.\n\n[[i2]]\n.${title}'s figure\nimage::${title}.png[]\n`;
    const files = { 'a.adoc': chapter('A'), 'b.adoc': chapter('B'), 'c.adoc': '== C\n\n[[i2]]\nText.\n' };
    const quiet = await buildBookModel(memorySource(files), config(['a.adoc', 'b.adoc', 'c.adoc']), {
      bookName: 'x',
    });
    expect(quiet.divisions[1]!.html).toContain('href="#i2-2"');
    expect(quiet.warnings.map(formatWarning).filter((w) => w.includes('i2'))).toEqual([]);
    // A link from a file without one, or a file writing it twice, cannot say which it means: told as before.
    for (const more of [
      { 'd.adoc': '== D\n\nSee <<i2>>.\n' },
      { 'd.adoc': '== D\n\n[[i2]]\nX.\n\n[[i2]]\nY.\n' },
    ]) {
      const told = await buildBookModel(
        memorySource({ ...files, ...more }),
        config(['a.adoc', 'b.adoc', 'c.adoc', 'd.adoc']),
        { bookName: 'x' },
      );
      expect(told.warnings.map(formatWarning).filter((w) => w.includes('id "i2" is used'))).toHaveLength(1);
    }
  });

  // Pro Git's Arabic translation: its chapter 1 includes its section files twice; only "_getting_started", written
  // twice in the chapter's own file, was told of, the included sections' ids renamed quietly ("_first_time-2").
  it('warns at each include that repeats a file with ids, naming what was renamed', async () => {
    const source = memorySource({
      'ch01.asc': [
        '[[_getting_started]]',
        '== Getting Started',
        '',
        'include::sections/setup.asc[]',
        '',
        'include::sections/note.asc[]',
        '',
        'include::sections/help.asc[]',
        '',
        '== Summary',
        '',
        'include::sections/setup.asc[]',
        '',
        'include::sections/note.asc[]',
        '',
        'include::sections/both.asc[]',
      ].join('\n'),
      'sections/setup.asc': '[[_first_time]]\n=== First-Time Setup\n\nSet your [[name]]name first.\n',
      'sections/help.asc': '[[_git_help]]\n=== Getting Help\n\nRead the manual.\n',
      'sections/both.asc': 'include::help.asc[]\n',
      // A note without ids, included wherever it applies: no warning.
      'sections/note.asc': 'NOTE: Back up first.\n',
    });
    const model = await buildBookModel(source, config(['ch01.asc']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.asc:12: this include repeats text included before (at line 4): sections/setup.asc is printed twice, and ' +
        'the 2 ids it writes are used twice; this copy\'s are renamed ("_first_time" as "_first_time-2", "name" as ' +
        '"name-2"; cross-references go to the first); include the file once, or take the ids out of it if it is ' +
        'meant to be printed twice',
      // Included again by a file the chapter includes: told at that file's include.
      'sections/both.asc:1: this include repeats text included before (at ch01.asc:8): sections/help.asc is printed ' +
        'twice, and the id it writes is used twice; this copy\'s is renamed ("_git_help" as "_git_help-2"; ' +
        'cross-references go to the first); include the file once, or take the ids out of it if it is meant to be ' +
        'printed twice',
    ]);
  });

  it('asks whether an AsciiDoc [[id]] in running text that repeats an id was meant as a reference <<id>>', async () => {
    const source = memorySource({
      'a.adoc': [
        '== Shapes',
        '',
        '[[circles]]',
        '=== Circles',
        '',
        'Round.',
        '',
        '=== Squares',
        '',
        'Drawn the same way as in [[circles]]',
        '',
        '[[circles]]',
        'A paragraph under the same id.',
      ].join('\n'),
      'b.html':
        '<section data-type="chapter"><h1>B</h1>\n<p id="boxes">Boxes.</p>\n<p>As <a id="boxes"></a> said.</p></section>',
    });
    const model = await buildBookModel(source, config(['a.adoc', 'b.html']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'a.adoc:10: id "circles" is used 3 times, at a.adoc:4, here and at a.adoc:13: the later ones were renamed ' +
        '"circles-2", "circles-3" (cross-references go to the first); give each place its own id',
      'b.html:3: id "boxes" is used at b.html:2 and here: this one was renamed "boxes-2" (cross-references go to ' +
        'the first); give each place its own id',
    ]);
    const once = memorySource({
      'a.adoc': '== Shapes\n\n[[circles]]\n=== Circles\n\nRound.\n\n=== Squares\n\nDrawn as in [[circles]]\n',
    });
    const twice = await buildBookModel(once, config(['a.adoc']), { bookName: 'x' });
    expect(twice.warnings.map(formatWarning)).toEqual([
      'a.adoc:10: id "circles" is used at a.adoc:4 and here: this one was renamed "circles-2" (cross-references go ' +
        'to the first); give each place its own id, or, if this [[circles]] in the text was meant to refer to the ' +
        'first, write <<circles>> (an anchor prints nothing)',
    ]);
  });

  it('suggests the id a cross-reference to no target was likely meant for, when one is a slip away', async () => {
    const source = memorySource({
      'a.adoc': [
        '== Pots',
        '',
        '[[POT-ST01]]',
        '=== Step one',
        '',
        '[[POT-ST02]]',
        '=== Step two',
        '',
        'See <<POT-01,the first step>>, <<pot-st01>>, <<POT-ST0>> and <<nothing-like-it>>.',
      ].join('\n'),
    });
    const model = await buildBookModel(source, config(['a.adoc']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'a.adoc:9: cross-reference to "#POT-01" has no target in the book; link removed: correct the id (did you ' +
        'mean "#POT-ST01"?), or give the element it points at that id',
      'a.adoc:9: cross-reference to "#pot-st01" has no target in the book; link removed: correct the id (did you ' +
        'mean "#POT-ST01"?), or give the element it points at that id',
      // Two ids are as close: neither is suggested.
      'a.adoc:9: cross-reference to "#POT-ST0" has no target in the book; link removed: correct the id, or give ' +
        'the element it points at that id',
      'a.adoc:9: cross-reference to "#nothing-like-it" has no target in the book; link removed: correct the id, ' +
        'or give the element it points at that id',
    ]);
  });

  it('names the code block an anchor is printed in when a cross-reference finds no target', async () => {
    // A listing no line of its file ends took the next études along. (Études for Elixir's, "closed" with a shorter
    // run, is ended there: closeNearMissedBlocks.)
    const source = memorySource({
      'ch04.adoc': [
        '== Logic',
        '',
        '[source,elixir]',
        '-------',
        'defmodule Geom do',
        'end',
        '',
        '[[CH04-ET04]]',
        '=== Étude 4-4: Recursion',
        '',
        'Text.',
      ].join('\n'),
      'appendix.adoc': '== Solutions\n\nSee <<CH04-ET04>> and <<CH04-ET09>>.\n',
    });
    const model = await buildBookModel(source, config(['ch04.adoc', 'appendix.adoc']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning).filter((w) => w.includes('cross-reference'))).toEqual([
      'appendix.adoc:3: cross-reference to "#CH04-ET04" has no target in the book; link removed: [[CH04-ET04]] is ' +
        'written inside the code block at ch04.adoc:4, printed as code, not read as an anchor: end that block ' +
        'before it (a closing line must match the opening one exactly), or move the anchor out of the block',
      'appendix.adoc:3: cross-reference to "#CH04-ET09" has no target in the book; link removed: correct the id, ' +
        'or give the element it points at that id',
    ]);
  });

  it('resolves AsciiDoc includes through the repository and refuses ones that leave it', async () => {
    const source = memorySource({
      'book/ch.adoc':
        '== Chapter\n\ninclude::parts/body.adoc[]\n\ninclude::../../etc/passwd[]\n\ninclude::nope.adoc[]',
      'book/parts/body.adoc': 'Included *text*.',
    });
    const model = await buildBookModel(source, config(['book/ch.adoc']), { bookName: 'x' });
    expect(model.divisions[0].html).toContain('Included <strong>text</strong>.');
    expect(model.warnings.map(formatWarning)).toEqual([
      'book/ch.adoc:5: include ../../etc/passwd points outside the repository; skipped',
      'book/ch.adoc:7: included file book/nope.adoc does not exist at this commit; the book prints ' +
        'Asciidoctor\'s "Unresolved directive" line in its place: add the file, or correct the path',
    ]);
  });

  it("a crosslink reaches a Markua id written after a span in another chapter's paragraph", async () => {
    const source = memorySource({
      'one.md': '# Kettles\n\nWarm the pot first:{#warm-pot} it keeps the heat.\n',
      'two.md': '# Brewing\n\nAs [before](#warm-pot), warm it.\n',
    });
    const model = await buildBookModel(source, config(['one.md', 'two.md']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions[0].html).toContain('Warm the pot first:<a id="warm-pot"></a> it keeps the heat.');
    expect(model.divisions[1].html).toMatch(/<a [^>]*href="#warm-pot"[^>]*>before<\/a>/);
  });

  it('says a link with only a query for its address names no file, instead of naming the folder it is in', async () => {
    const source = memorySource({ 'book/a.md': '# Tea\n\nThe mark belongs to [???](???).\n' });
    const model = await buildBookModel(source, config(['book/a.md']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual([
      'book/a.md:3: link ??? names no file, only a query, so it leads nowhere in the book; link removed, its text ' +
        'kept: write the address it stands for',
    ]);
    expect(model.divisions[0].html).toMatch(/The mark belongs to (<a>)?\?\?\?(<\/a>)?\./);
  });

  it('says a link whose address is template markup leads nowhere, naming the markup as written', async () => {
    const source = memorySource({
      'a.md': '# Tea\n\nSee [the notice]({{???}}) and [the shop]({{shop_url}}#hours).\n',
    });
    const model = await buildBookModel(source, config(['a.md']), { bookName: 'x' });
    expect(model.warnings.map(formatWarning)).toEqual(
      ['{{???}}', '{{shop_url}}'].map(
        (markup) =>
          `a.md:3: link ${markup} is template markup (a placeholder its tool fills in, or one left to fill) and ` +
          'Octavo runs no templates, so it leads nowhere; link removed, its text kept: write the address it stands for',
      ),
    );
    expect(model.divisions[0].html).toMatch(/See (<a>)?the notice(<\/a>)? and (<a>)?the shop(<\/a>)?\./);
  });

  it("reads an AsciiDoc book's ebook-format conditionals as asciidoctor-epub3 sets them: in the EPUB and MOBI only", async () => {
    const source = memorySource({
      'book.adoc':
        '== One\n\nText.\n\nifdef::ebook-format[E-book format {ebook-format}.]\n\n' +
        'ifndef::ebook-format[include::print.adoc[]]\n',
      'print.adoc': '== Printed Only\n\nFold-out map.\n',
    });
    const titles = async (format: 'html' | 'pdf' | 'epub' | 'mobi') => {
      const model = await buildBookModel(source, config(['book.adoc']), { bookName: 'x', format });
      return [model.divisions.map((d) => d.title), model.divisions[0]!.html.includes('E-book format epub3.')];
    };
    expect(await titles('html')).toEqual([['One', 'Printed Only'], false]);
    expect(await titles('pdf')).toEqual([['One', 'Printed Only'], false]);
    expect(await titles('epub')).toEqual([['One'], true]);
    expect(await titles('mobi')).toEqual([['One'], true]);
  });

  it('prints the number alone after the label the author wrote before a cross-reference ("in chapter 2")', async () => {
    const source = memorySource({
      'a.adoc':
        '[[one]]\n== One\n\n.Pond\n[[pond]]\nimage::pond.png[Pond]\n\n' +
        'As shown in chapter <<two>>, see figure <<pond>>; <<two>> says more, and so does the Chapter\u00a0<<two>>.\n' +
        'In chapter <<two,the water>> and chapters <<two>>.\n',
      'b.adoc': '[[two]]\n== Two\n\nText.\n',
    });
    const model = await buildBookModel(source, config(['a.adoc', 'b.adoc']), { bookName: 'x' });
    const html = model.divisions[0].html;
    expect(html).toContain('As shown in chapter <a data-type="xref" href="#two">2</a>');
    expect(html).toContain('see figure <a data-type="xref" href="#pond">1-1</a>;');
    expect(html).toContain('<a data-type="xref" href="#two">Chapter 2</a> says more');
    expect(html).toContain('the Chapter\u00a0<a data-type="xref" href="#two">2</a>.');
    expect(html).toContain('In chapter <a href="#two">the water</a> and chapters ');
    expect(html).toContain('chapters <a data-type="xref" href="#two">Chapter 2</a>.');
  });

  it("follows a link by the site's route to a page (/slug#id) to the id it names, when the book has that id", async () => {
    const source = memorySource({
      'ch01.html':
        '<section data-type="chapter" id="section-kettles"><h1>Kettles</h1>' +
        '<h2 id="steam-pressure">Steam Pressure</h2><p>Hiss.</p></section>',
      'ch02.html':
        '<section data-type="chapter" id="section-teapots"><h1>Teapots</h1>\n' +
        '<p>See <a href="/kettles#section-kettles">Chapter 1</a> and <a href="/boil#steam-pressure">steam</a>.</p>\n' +
        '<p>Not <a href="/kettles#no-such-place">this</a>.</p></section>',
    });
    const model = await buildBookModel(source, config(['ch01.html', 'ch02.html']), { bookName: 'ann/book' });
    const html = model.divisions[1]!.html;
    expect(html).toContain('<a href="#section-kettles">Chapter 1</a>');
    expect(html).toContain('<a href="#steam-pressure">steam</a>');
    expect(html).not.toContain('no-such-place"');
    expect(model.warnings.map((w) => `${w.file}:${w.line} ${w.kind} ${w.subject ?? ''}`)).toEqual([
      'ch02.html:3 link-broken /kettles#no-such-place',
    ]);
  });

  it('links to another source file resolve to its first division, and Markdown chapters split at top headings', async () => {
    const source = memorySource({
      'a.md': 'Intro line.\n\n# One\n\ntext\n\n# Two\n\nSee [next file](b.md) and [its part](b.md#deep).',
      'b.adoc': '[[bee]]\n== Bee\n\n[[deep]]\n=== Deep\n\nxref:a.adoc#two[] and <<missing>>',
    });
    const model = await buildBookModel(source, config(['a.md', 'b.adoc']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.id, d.title])).toEqual([
      ['one', 'One'],
      ['two', 'Two'],
      ['bee', 'Bee'],
    ]);
    expect(model.divisions[0].html).toContain('Intro line.');
    expect(model.divisions[1].html).toContain(
      '<a href="#bee">next file</a> and <a href="#deep">its part</a>',
    );
    // Asciidoctor writes xref:a.adoc#two[] as a.html#two; it still finds the Markdown source a.md.
    expect(model.divisions[2].html).toContain('<a data-type="xref" href="#two">Chapter 2</a>');
    expect(model.divisions[2].html).toContain('<a data-type="xref">[missing]</a>');
    expect(model.warnings.map(formatWarning)).toEqual([
      'a.md:1: the file opens with text before its first title "One" (line 3): it is printed above that title, at ' +
        "the start of its chapter; give the opening a title of its own (a heading at the level of the book's " +
        'chapters) or move it below the title',
      'b.adoc:7: cross-reference to "#missing" has no target in the book; link removed: correct the id, or give the element it points at that id',
    ]);
  });

  it('a file that opens with text and a lower section before its chapters keeps that opening apart, with its section', async () => {
    // The Mostly Adequate Guide's README: a line, `## About`, then `#` chapters.
    const source = memorySource({
      'README.md': 'Opening line.\n\n## About\n\nIntro.\n\n# Contents Note\n\nSee x.\n\n# Plans\n\nPlan.',
    });
    const model = await buildBookModel(source, config(['README.md']), { bookName: 'x' });
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['preface', 'Preface'],
      ['chapter', 'Contents Note'],
      ['chapter', 'Plans'],
    ]);
    expect(model.divisions[0]!.html).toContain('Opening line.');
    expect(model.divisions[0]!.sections.map((s) => s.title)).toEqual(['About']);
    expect(model.divisions[1]!.html).not.toContain('About');
    expect(model.divisions[1]!.id).toBe('contents-note');
  });

  it('an xref to a titled paragraph, list, quote or literal block reads as its title, as Asciidoctor writes it', async () => {
    // As real books write it: an anchor over a block title, the image inline in the paragraph below.
    const source = memorySource({
      'a.adoc': [
        '== Chapter',
        '',
        '=== Section',
        '',
        '[[p1]]',
        '.Server with clients',
        'image:a.png[Server]',
        '',
        '[[l1]]',
        '.Steps to take',
        '* one',
        '',
        '[[q1]]',
        '.A quote',
        '____',
        'Words.',
        '____',
        '',
        '[[lit]]',
        '.Literal output',
        '....',
        'out',
        '....',
        '',
        '[[plain]]',
        'Just a paragraph.',
        '',
        'See <<p1>>, <<l1>>, <<q1>>, <<lit>> and <<plain>>.',
      ].join('\n'),
      'a.png': Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    const model = await buildBookModel(source, config(['a.adoc']), { bookName: 'x' });
    const links = [...model.divisions[0].html.matchAll(/<a data-type="xref" href="#\w+">([^<]*)<\/a>/g)];
    // An untitled block still reads as the section it is in (Asciidoctor would print "[plain]").
    expect(links.map((m) => m[1])).toEqual([
      'Server with clients',
      'Steps to take',
      'A quote',
      'Literal output',
      'Section',
    ]);
  });

  it("an xref printing a title keeps the title's code and emphasis, as Asciidoctor and HTMLBook's XSL print it", async () => {
    const source = memorySource({
      'a.adoc': [
        '== Folding',
        '',
        '[[fold]]',
        '=== Using `reduce/3` _twice_',
        '',
        'Text.',
        '',
        '[[listed]]',
        '.Steps for `mix`',
        '* one',
        '',
        'See <<fold>>, <<listed>> and <<plain>>.',
      ].join('\n'),
      'b.html':
        '<section data-type="chapter" id="b"><h1>Other</h1>' +
        '<section data-type="sect1" id="noted"><h1 id="h">The <code id="c">sum</code> ' +
        '<a href="https://example.org/">of <em>all</em></a> things<span data-type="footnote">A note.</span></h1>' +
        '<p>x</p></section>' +
        '<section data-type="sect1" id="plain"><h1>Plain words</h1><p>y</p></section>' +
        '<p>See <a data-type="xref" href="#noted"></a>.</p></section>',
      'c.md': '# Markdown\n\n## The `map` call {#map}\n\nSee [](#map) and [](#fold).\n',
    });
    const model = await buildBookModel(source, config(['a.adoc', 'b.html', 'c.md']), { bookName: 'x' });
    const xrefs = model.divisions.flatMap((d) => [
      ...d.html.matchAll(/<a data-type="xref" href="#[\w-]+">(.*?)<\/a>/g),
    ]);
    expect(xrefs.map((m) => m[1])).toEqual([
      'Using <code>reduce/3</code> <em>twice</em>',
      'Steps for <code>mix</code>',
      'Plain words',
      // The title's link is unwrapped and its note left out; no id is copied.
      'The <code>sum</code> of <em>all</em> things',
    ]);
    const markdown = [...model.divisions[2].html.matchAll(/<a href="#[\w-]+">(.*?)<\/a>/g)].map((m) => m[1]);
    expect(markdown).toEqual(['The <code>map</code> call', 'Using <code>reduce/3</code> <em>twice</em>']);
  });

  it("keeps an ordered list's start and reversed, as Asciidoctor and Markdown write them, for every format", async () => {
    const source = memorySource({
      'a.adoc':
        '== Lists\n\n[start=2]\n. two\n. three\n\n[%reversed]\n. c\n. b\n\n[loweralpha,start=3]\n. c\n',
      'b.md': '# More\n\n3. three\n4. four\n',
    });
    const model = await buildBookModel(source, config(['a.adoc', 'b.md']), { bookName: 'x' });
    const lists = model.divisions.flatMap((d) => [...d.html.matchAll(/<ol[^>]*>/g)].map((m) => m[0]));
    expect(lists).toEqual([
      '<ol class="arabic" start="2">',
      '<ol class="arabic" reversed="">',
      '<ol class="loweralpha" type="a" start="3">',
      '<ol start="3">',
    ]);
  });

  it('an xref in the full style quotes the title after the number: a chapter, an appendix, a figure, a table', async () => {
    const source = memorySource({
      'a.adoc': [
        ':xrefstyle: full',
        '',
        '[[one]]',
        '== Chapter',
        '',
        '[[fig]]',
        '.A figure',
        'image::a.png[Server]',
        '',
        '[[tab]]',
        '.A table',
        '|===',
        '|cell',
        '|===',
        '',
        'See <<one>>, <<app>>, <<fig>> and <<tab>>; xref:one[xrefstyle=short] is short.',
      ].join('\n'),
      'b.adoc': '[[app]]\n[appendix]\n== Tools\n\nx\n',
      'a.png': Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    const model = await buildBookModel(source, config(['a.adoc', 'b.adoc']), { bookName: 'x' });
    const links = [...model.divisions[0].html.matchAll(/<a data-type="xref" href="#\w+">(.*?)<\/a>/g)];
    expect(links.map((m) => m[1])).toEqual([
      'Chapter 1, <em>Chapter</em>',
      'Appendix A, <em>Tools</em>',
      'Figure 1-1, \u201cA figure\u201d',
      'Table 1-1, \u201cA table\u201d',
      'Chapter 1',
    ]);
  });
});
