import { ElementNode, parseHtml } from '../dom/html-dom';
import { metadataFromFrontMatter } from './book-metadata';
import { BookWarning, formatWarning } from '../warnings';
import { isTemplatePlaceholder, templatePlaceholderWarnings } from './template-placeholders';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

function warningsFor(html: string): string[] {
  const warnings: BookWarning[] = [];
  templatePlaceholderWarnings([{ nodes: parseHtml(html), file: 'ch03.adoc' }], warnings);
  return warnings.map((w) => w.subject ?? '');
}

describe("a template's placeholder text", () => {
  it('is a whole heading or byline the template wrote, in any case, never a title that only uses the words', () => {
    for (const text of [
      'Chapter Title',
      'APPENDIX TITLE',
      'Book Subtitle',
      'Subtitle',
      'This Is an A-Head',
      'this is a c-head',
      'Author Name',
      'by Author’s Name',
      'Your Name',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      'Book Title Here',
      'Subtitle Goes Here',
      'Some Author',
      // Scaling Python with Ray's appendix B: two figures titled so.
      'Placeholder caption',
      'Caption goes here',
      `Lorem ipsum dolor sit amet, ${'consectetur adipiscing elit, sed do eiusmod tempor. '.repeat(12)}`,
      `\n${' '.repeat(600)}Chapter Title\n`,
    ])
      expect([text, isTemplatePlaceholder(text)]).toEqual([text, true]);
    for (const text of [
      'Title',
      'Choosing a Chapter Title',
      'Subtitles in Video',
      'A-Heads and B-Heads in House Style',
      'Ann Author',
      'On lorem ipsum dolor sit amet as filler',
      'Some Authors Agree',
      'The Title Here Is Long',
      'Placeholder pods and their caption',
      'A caption here and there',
      'Placeholder',
    ])
      expect([text, isTemplatePlaceholder(text)]).toEqual([text, false]);
  });

  it('names no author or subtitle in the metadata read from a title page', () => {
    const [page] = parseHtml(
      '<section data-type="titlepage"><h1>Knots</h1><h2>Book Subtitle</h2><p class="author">Author Name</p></section>',
    ) as ElementNode[];
    expect(metadataFromFrontMatter(page)).toMatchObject({ title: 'Knots', subtitle: undefined, authors: [] });
  });

  // The Hitchhiker's Guide to Python's style guide: "Chapter title:" over the rST that makes one.
  it('is no paragraph ending in a colon, which introduces what follows', () => {
    expect(warningsFor('<p>Chapter title:</p><pre>#########\nChapter 1\n#########</pre>')).toEqual([]);
    expect(warningsFor('<p>Chapter title</p><p>Author Name.</p>')).toEqual(['Chapter title']);
  });

  it('is left alone where the file shows the markup that makes it in a listing (a guide to writing books)', () => {
    const shown =
      '<section data-type="chapter"><h1>Boxes</h1><p>Write a box like this:</p>' +
      '<pre>.Box Title\n****\nText in the box.\n****</pre><p>It prints like this:</p>' +
      '<aside data-type="sidebar"><h5>Box Title</h5><p>Text in the box.</p></aside></section>';
    expect(warningsFor(shown.replace(/Box Title/g, 'Sidebar Title'))).toEqual([]);
    expect(warningsFor(shown.replace('.Box Title', '.Other').replace('Box Title', 'Sidebar Title'))).toEqual([
      'Sidebar Title',
    ]);
  });

  it("is also a copyright or colophon template's mark for production inside a line, never prose's question marks or code", () => {
    const copyright =
      '<section data-type="copyright-page"><h1>Knots</h1>' +
      '<p class="author">by <span class="firstname">???</span> <span class="surname">???</span></p>' +
      '<p>Copyright © 2017 ???. All rights reserved.</p>' +
      '<ul><li><span class="staffrole">Acquisitions Editor: </span>FILL IN</li>' +
      '<li><span class="staffrole">Indexer: </span>TO COME</li></ul>' +
      '<p>See <a href="https://oreilly.com/catalog/errata.csp?isbn=XXXXXXXXXXXXX">errata</a>.</p>' +
      '<p>yyyy-mm-dd: First Release</p><p>xxx-x-xxx-xxxxx-x</p></section>';
    const warnings: BookWarning[] = [];
    templatePlaceholderWarnings(
      [{ nodes: parseHtml(copyright), file: 'copyright.html', kind: 'copyright-page' }],
      warnings,
    );
    expect(warnings.map((w) => w.text)).toEqual([
      '"???", "FILL IN", "TO COME" and 2 more are a book template\'s placeholder text, printed as the template ' +
        "wrote it: write the book's own words there, or take the file out of the book's files list if the book " +
        'has no use for it',
    ]);
    // A draft's figure caption, read without the label the book numbers it with; the file is the book's own.
    const figure = parseHtml(
      '<section data-type="appendix"><h1>Installing</h1>\n<figure><img src="a.png" alt="">\n' +
        '<figcaption><span class="label">Figure B-1. </span>Placeholder caption</figcaption></figure></section>',
      { locate: { file: 'appB.asciidoc' } },
    );
    const figureWarnings: BookWarning[] = [];
    templatePlaceholderWarnings([{ nodes: figure, file: 'appB.asciidoc', kind: 'appendix' }], figureWarnings);
    expect(figureWarnings.map(formatWarning)).toEqual([
      'appB.asciidoc:3: "Placeholder caption" is a book template\'s placeholder text, printed as the template ' +
        "wrote it: write the book's own words there",
    ]);
    // Each line that holds one is named: Scaling Python with Ray's proofreader and indexer are both "TO COME".
    const staff = parseHtml(
      '<section data-type="copyright-page"><h1>Ray</h1>\n<ul>\n<li>Proofreader: TO COME</li>\n' +
        '<li>Indexer: TO COME</li>\n<li>Illustrator: Kate Dullea</li>\n<li>Editor: FILL IN</li></ul></section>',
      { locate: { file: 'copyright.html' } },
    );
    const staffWarnings: BookWarning[] = [];
    templatePlaceholderWarnings(
      [{ nodes: staff, file: 'copyright.html', kind: 'copyright-page' }],
      staffWarnings,
    );
    expect(staffWarnings.map(formatWarning)).toEqual([
      'copyright.html:3: "TO COME" and "FILL IN" (lines 3, 4 and 6) are a book template\'s placeholder text, ' +
        "printed as the template wrote it: write the book's own words there, or take the file out of the book's " +
        'files list if the book has no use for it',
    ]);
    expect(
      warningsFor(
        '<section data-type="chapter"><h1>Why???</h1><p>What??? She asked: "Now?" And then, <code>ls ???</code>.</p>' +
          '<p>The years to come, fill in the form, xyz-x-y, Xbox XX.</p></section>',
      ),
    ).toEqual([]);
    // A table cell is the book's data: Pro Git's `git log` format table describes %an as "Author name".
    expect(
      warningsFor(
        '<section data-type="chapter"><h1>Log</h1><table><tr><td><p><code>%an</code></p></td>' +
          '<td><p class="tableblock">Author name</p></td></tr></table></section>',
      ),
    ).toEqual([]);
    // A list's item is the book's list: the AsciiDoc Writer's Guide lists the kinds of titles.
    expect(
      warningsFor(
        '<section data-type="chapter"><h1>Titles</h1><ol><li><p>Document title</p></li><li><p>Section title</p>' +
          '</li></ol><dl><dt>Term</dt><dd><p>Chapter Title</p></dd></dl><p>Section title</p></section>',
      ),
    ).toEqual(['Section title']);
    // In a chapter, "???" and the like may be the book's own.
    expect(
      warningsFor('<section data-type="chapter"><h1>Quiz</h1><p>2 + ??? = 5, FILL IN the gap.</p></section>'),
    ).toEqual([]);
  });
});

describe("a template's placeholder text in a book", () => {
  it("names the line of an AsciiDoc part's and chapter's title (Atlas's part template)", async () => {
    const part =
      '[[unique_part_id]]\n[part]\n== Part Title\n\n[partintro]\n--\nText on the part page.\n--\n\n\n' +
      '[[unique_chapter_id]]\n== Chapter Title\n\nChapter text begins here.\n';
    const model = await buildBookModel(
      memorySource({ 'part1.asciidoc': part }),
      {
        files: ['part1.asciidoc'],
        formats: {},
      },
      { bookName: 'part' },
    );
    expect(model.warnings.filter((w) => w.subject === 'Part Title').map(formatWarning)).toEqual([
      'part1.asciidoc:3: "Part Title" and "Chapter Title" (lines 3 and 12) are a book template\'s placeholder ' +
        "text, printed as the template wrote it: write the book's own words there, or take the file out of the " +
        "book's files list if the book has no use for it",
    ]);
  });
});

// O'Reilly's DocBook book.xml: `<isbn><!--ISBN goes here--></isbn>` printed a bare "ISBN:" on the copyright page.
describe("a DocBook info's empty <isbn>", () => {
  const build = async (book: string) => {
    const model = await buildBookModel(
      memorySource({ 'book.xml': book }),
      { files: ['book.xml'], formats: {} },
      { bookName: 'docbook' },
    );
    return {
      html: model.divisions.map((d) => d.html).join('\n'),
      warnings: model.warnings.map(formatWarning),
    };
  };

  it("is left out, and named at its line in the warning about the template's other placeholders", async () => {
    const { html, warnings } = await build(
      '<book>\n  <title>Book Title Goes Here</title>\n  <bookinfo>\n    <edition>1</edition>\n' +
        '    <isbn><!--ISBN goes here--></isbn>\n  </bookinfo>\n' +
        '  <chapter id="one"><title>One</title><para>Up.</para></chapter>\n</book>',
    );
    expect(html).not.toContain('ISBN');
    expect(html).not.toContain('data-octavo');
    expect(warnings).toEqual([
      'book.xml:2: "Book Title Goes Here" is a book template\'s placeholder text, printed as the template wrote ' +
        'it, and <isbn> (line 5) is empty, as the template left it, so nothing is printed for it: write the ' +
        "book's own words there and fill in <isbn>, or take the file out of the book's files list if the book " +
        'has no use for it',
    ]);
  });

  it('is named alone, at its line, when the template left nothing else; the rest of the copyright page stays', async () => {
    const { html, warnings } = await build(
      '<book>\n  <title>Kites</title>\n  <bookinfo>\n    <copyright><year>2024</year><holder>Ann Lee</holder>' +
        '</copyright>\n    <isbn>  </isbn>\n  </bookinfo>\n' +
        '  <chapter id="one"><title>One</title><para>Up.</para></chapter>\n</book>',
    );
    expect(html).toContain('Copyright © 2024 Ann Lee');
    expect(html).not.toContain('ISBN');
    expect(html).not.toContain('data-octavo');
    expect(warnings).toEqual([
      'book.xml:5: <isbn> is empty, as a book template leaves it for the author to fill in, so nothing is ' +
        'printed for it: fill it in, or take it out',
    ]);
  });
});
