import { convertAsciidocFiles } from '../test-support/convert-asciidoc';
import { parseHtml, findElements, ElementNode, serializeHtml } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { asciidocToHtml, ListedAmong, MAX_INCLUDES_OF_ONE_FILE } from './asciidoc';

async function convert(files: Record<string, string>, main = Object.keys(files)[0]) {
  const source = memorySource(files);
  const result = await asciidocToHtml(files[main], main, source);
  const nodes = parseHtml(result.html, { locate: { file: main, table: result.locations } });
  return { ...result, nodes, warningLines: result.warnings.map(formatWarning) };
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');
/** The HTML without the locations its elements carry for warnings. */
const unlocated = (html: string) => html.replace(/ data-octavo-loc="\d+"/g, '');
/** The marks as written; the location each carries for warnings is left out. */
const indexMarks = (html: string) =>
  [...html.matchAll(/<a data-type="indexterm"[^>]*>/g)].map((m) =>
    m[0].replace(/ data-octavo-loc="\d+"/, ''),
  );

describe('asciidocToHtml: O\u2019Reilly index markup', () => {
  it('reads (((…))) with quoted commas, id/range, startref, see, seealso and sortas as Atlas did', async () => {
    const { html } = await convert({
      'ch.adoc': [
        '== Chapter',
        '',
        'A ((("transactions", id="ix_tx", range="startofrange")))start.',
        'Quoted ((("Smith, John", "books, old")))commas.',
        'See ((("builder", see="aspect-oriented"))) and ((("class method", seealso="namespace"))).',
        'Sorted ((("1", "2", "3", primary-sortas="one", secondary-sortas="two", tertiary-sortas="three"))).',
        'Legacy ((("mixin", "deep", sortas="patterns"))).',
        'End ((("range", startref="ix_tx"))) here, ((visible)) term and indexterm:[Alpha, Beta].',
        '',
        '----',
        '((("not", "an index term"))) in a listing',
        '----',
      ].join('\n'),
    });
    expect(indexMarks(html)).toEqual([
      '<a data-type="indexterm" id="ix_tx" data-primary="transactions" data-range-start="ix_tx">',
      '<a data-type="indexterm" data-primary="Smith, John" data-secondary="books, old">',
      '<a data-type="indexterm" data-primary="builder" data-see="aspect-oriented">',
      '<a data-type="indexterm" data-primary="class method" data-seealso="namespace">',
      '<a data-type="indexterm" data-primary="1" data-secondary="2" data-tertiary="3" data-primary-sortas="one" data-secondary-sortas="two" data-tertiary-sortas="three">',
      '<a data-type="indexterm" data-primary="mixin" data-secondary="deep" data-secondary-sortas="patterns">',
      '<a data-type="indexterm" data-primary="range" data-startref="ix_tx">',
      '<a data-type="indexterm" data-primary="visible">',
      '<a data-type="indexterm" data-primary="Alpha" data-secondary="Beta">',
    ]);
    expect(html).toContain('visible<a data-type="indexterm"');
    expect(html).toContain('((("not", "an index term"))) in a listing');
    const words = parseHtml(html)
      .map((n) => (n.type === 'text' ? n.value : JSON.stringify(n.children)))
      .join(' ');
    expect(textOf(html)).not.toMatch(/id=|startref=|see=|range=/);
    expect(words).toBeTruthy();
  });

  it('reads a named attribute written with spaces around its = (startref ="ix_x") as that attribute, not a term', async () => {
    const { html } = await convert({
      'ch.adoc':
        '== A\n\nOpen ((("aggregations", "basic example", id = "ix_x")))here, close ((("aggregations", startref ="ix_x"))).\n',
    });
    expect(indexMarks(html)).toEqual([
      '<a data-type="indexterm" id="ix_x" data-primary="aggregations" data-secondary="basic example">',
      '<a data-type="indexterm" data-primary="aggregations" data-startref="ix_x">',
    ]);
  });

  it('decodes entities in terms once (no &amp;amp;)', async () => {
    const { html } = await convert({ 'a.adoc': '== A\n\nX ((("approve & transferFrom", "Bob\'s")))y.\n' });
    expect(indexMarks(html)[0]).toContain('data-primary="approve &amp; transferFrom"');
    expect(indexMarks(html)[0]).not.toContain('&amp;amp;');
  });
});

describe('asciidocToHtml: divisions as HTMLBook', () => {
  it('keeps the title of a chapter whose heading follows a role line and an anchor', async () => {
    const { html } = await convert({
      'ch.adoc':
        '[role="pagenumrestart"]\n[[whatis_chapter]]\n== What Is Ethereum?\n\nText.\n\n=== Größe\n\nMore.\n',
    });
    expect(html).toMatch(
      /<section data-type="chapter" id="whatis_chapter" class="pagenumrestart"[^>]*>\s*<h1>What Is Ethereum\?<\/h1>/,
    );
    expect(html).toMatch(/<section data-type="sect1" id="größe"[^>]*>\s*<h2>Größe<\/h2>/);
  });

  it('marks appendices, prefaces, parts and special sections without Asciidoctor captions', async () => {
    const { html } = await convert({
      'a.adoc': [
        '[preface]',
        '== Preface',
        '',
        'p',
        '',
        '[part]',
        '== The Basics',
        '',
        '[partintro]',
        '--',
        'Intro to the part.',
        '--',
        '',
        '[appendix]',
        '== Extra Things',
        '',
        'a',
        '',
        '[glossary]',
        '== Glossary',
        '',
        'g',
      ].join('\n'),
    });
    expect(html).toMatch(/<section data-type="preface"[^>]*>\s*<h1>Preface<\/h1>/);
    expect(html).toMatch(/<div data-type="part"[^>]*>\s*<h1>The Basics<\/h1>\s*<div class="partintro"/);
    expect(html).toContain('Intro to the part.');
    expect(html).toMatch(/<section data-type="appendix"[^>]*>\s*<h1>Extra Things<\/h1>/);
    expect(html).toMatch(/<section data-type="glossary"/);
    expect(html).not.toContain('Appendix A');
  });

  it("keeps the sections of an Atlas part's introduction without Asciidoctor's objection to them", async () => {
    const { html, warningLines } = await convert({
      'part2.asciidoc': [
        '[[part2]]',
        '[part]',
        '== Going Live',
        '',
        '[partintro]',
        'Time to ship.',
        '',
        '[role="notoc"]',
        '=== Where Deploys Go Wrong',
        '',
        'Networks, mostly.',
      ].join('\n'),
    });
    expect(html).toMatch(/<div data-type="part" id="part2"[^>]*>\s*<h1>Going Live<\/h1>/);
    expect(textOf(html)).toMatch(/Time to ship\..*Where Deploys Go Wrong.*Networks, mostly\./s);
    expect(warningLines).toEqual([]);
  });

  it('makes a file with its own = title one chapter with its == sections inside', async () => {
    const { html } = await convert({ 'c.adoc': '= My Chapter\n\nIntro.\n\n== First\n\nBody.\n' });
    expect(html).toMatch(/^<section data-type="chapter">\s*<h1>My Chapter<\/h1>/);
    expect(html).toMatch(/<section data-type="sect1" id="first"[^>]*>\s*<h2>First<\/h2>/);
  });

  it('reads a master document (= Book, its chapters included) as the whole book: the title is its title page', async () => {
    // As oreillymedia/etudes-for-elixir's book.asciidoc: no doctype, every chapter an include.
    const { html } = await convert({
      'book.asciidoc':
        '= Études for Elixir\nJ. David Eisenberg\n\ninclude::pre.asciidoc[]\n\ninclude::ch01.asciidoc[]\n',
      'pre.asciidoc': '[preface]\n== Welcome\n\nHello.\n\n=== Guidelines\n\nText.\n',
      'ch01.asciidoc': '[[CH01]]\nGetting Comfortable\n-------------------\n\nBody.\n',
    });
    expect(html).toMatch(
      /^<section data-type="titlepage">\s*<h1>Études for Elixir<\/h1>\s*<p class="author">J. David Eisenberg<\/p>\s*<\/section>/,
    );
    expect(html).toMatch(/<section data-type="preface"[^>]*>\s*<h1>Welcome<\/h1>/);
    expect(html).toMatch(/<section data-type="sect1"[^>]*>\s*<h2>Guidelines<\/h2>/);
    expect(html).toMatch(/<section data-type="chapter" id="CH01"[^>]*>\s*<h1>Getting Comfortable<\/h1>/);
    expect(html).not.toMatch(/<section data-type="chapter">\s*<h1>Études/);
  });

  it('reads a master document that writes its colophon and asks for the index under its includes as the whole book', async () => {
    // The index is made, not written, and a colophon is book matter: neither is a chapter written in the master.
    const { html } = await convert({
      'book.asciidoc':
        ':bookseries: animal\n= Gauges\n\ninclude::ch01.asciidoc[]\n\ninclude::ch02.asciidoc[]\n\n' +
        '[colophon]\n== Colophon\n\nSet in Source Serif.\n\n[index]\n= Index\n',
      'ch01.asciidoc': '[[dials]]\n== Dials\n\nRound ones.\n',
      'ch02.asciidoc': '== Needles\n\nThin ones.\n',
    });
    expect(html).toMatch(/^<section data-type="titlepage">\s*<h1>Gauges<\/h1>/);
    expect(html).toMatch(/<section data-type="chapter" id="dials"[^>]*>\s*<h1>Dials<\/h1>/);
    expect(html).toMatch(/<section data-type="chapter"[^>]*>\s*<h1>Needles<\/h1>/);
    expect(html).toMatch(/<section data-type="colophon"[^>]*>\s*<h1>Colophon<\/h1>/);
    expect(html).toMatch(/<section data-type="index"/);
  });

  it('ends a block an included file leaves open at its near miss, as AsciiDoc Python did, not taking the next files in', async () => {
    // As Études for Elixir and Études for Erlang: ch08 opens a listing with five dashes and ends it with four;
    // Asciidoctor reads on through ch09 and the rest as code (Erlang's book lost seven chapters so).
    const result = await convert({
      'book.adoc': '= Book\n\ninclude::ch08.adoc[]\n\ninclude::ch09.adoc[]\n\ninclude::show.adoc[]\n',
      'ch08.adoc': '== Eight\n\n[source,elixir]\n-----\nx = 1\n----\n\nText.\n',
      'ch09.adoc': '== Nine\n\n-----\ny\n-----\n\nText.\n\n----\nz\n',
      // A listing that shows AsciiDoc, its example file deliberately left open: no block of the book's.
      'show.adoc': '== Showing\n\n----\ninclude::partial.adoc[]\n----\n',
      'partial.adoc': '====\nAn example left open on purpose.\n',
    });
    expect(result.warningLines).toContain(
      'ch08.adoc:4: the listing block opened here with ----- (5 characters) is ended by line 6, ---- (4), as ' +
        'AsciiDoc Python reads a block: no line of this file ends it as Asciidoctor reads a block (only a line of ' +
        'exactly the same characters does), so it would print the rest of the file, and the files included after ' +
        'it, as code; make the two the same',
    );
    expect(result.html).toMatch(/x = 1<\/code><\/pre>\s*<\/div>\s*<\/div>\s*<p[^>]*>Text.<\/p>/);
    expect(result.html).toMatch(/<section data-type="chapter"[^>]*>\s*<h1>Nine<\/h1>/);
    // A block left open with no near miss (ch09's last) is Asciidoctor's to read, named at its own line.
    expect(result.warningLines).toContain(
      'ch09.adoc:9: the listing block opened here with ---- is not closed in this file, so Asciidoctor reads ' +
        'what follows, the next included files too, as part of it; end it with a line of ----',
    );
    expect(result.warningLines.filter((line) => line.includes('is not closed in this file'))).toHaveLength(1);
    expect(result.warningLines.filter((line) => line.includes('unterminated'))).toEqual([]);
  });

  it('warns of each near miss once, as written, not of the listings its mending moved', async () => {
    // As Études for Erlang's ch10: two near misses (lines 3 and 21) among listings written alike; mending one
    // moves how Asciidoctor pairs the rest, which the warnings told as near misses of lines written alike.
    const chapter = [
      '== Ten', // 1
      '', // 2
      '-----', // 3
      'a', // 4
      '----', // 5
      '', // 6
      'Part Two', // 7
      '~~~~~~~~', // 8
      '', // 9
      '-----', // 10
      'b', // 11
      '-----', // 12
      '', // 13
      '-----', // 14
      'c', // 15
      '-----', // 16
      '', // 17
      '------', // 18
      'd', // 19
      '------', // 20
      '', // 21
      '-------', // 22
      'e', // 23
      '----', // 24
      '',
      'Text.',
      '',
    ].join('\n');
    const result = await convert({ 'book.adoc': '= Book\n\ninclude::ch10.adoc[]\n', 'ch10.adoc': chapter });
    const nearMisses = result.warningLines.filter((line) =>
      line.includes('as AsciiDoc Python reads a block'),
    );
    expect(nearMisses.map((line) => line.slice(0, line.indexOf(', as AsciiDoc')))).toEqual([
      'ch10.adoc:3: the listing block opened here with ----- (5 characters) is ended by line 5, ---- (4)',
      'ch10.adoc:22: the listing block opened here with ------- (7 characters) is ended by line 24, ---- (4)',
    ]);
    expect(textOf(result.html)).toMatch(/Part Two/);
    expect(result.html).toMatch(/<pre>e<\/pre>\s*<\/div>\s*<\/div>\s*<p[^>]*>Text.<\/p>/);
  });

  it('takes a fenced listing with its language (```ruby … ```) for no near miss, beside one or alone', async () => {
    const fenced = '```ruby\nputs 1\n```\n';
    const beside = await convert({ 'ch.adoc': `== One\n\n${fenced}\n-----\na\n----\n\nText.\n` });
    expect(beside.warningLines.map((line) => line.slice(0, line.indexOf(', as AsciiDoc')))).toEqual([
      'ch.adoc:7: the listing block opened here with ----- (5 characters) is ended by line 9, ---- (4)',
    ]);
    const alone = await convert({ 'ch.adoc': `== One\n\n${fenced}\nText.\n` });
    expect(alone.warningLines).toEqual([]);
    expect(alone.html).toMatch(/puts 1/);
  });

  it('ends a block left open in the listed file itself at its near miss', async () => {
    // As etudes-for-elixir's ch08, listed on its own: `-----` opens the shuffle listing, `----` was meant to end it.
    const result = await convert({
      'ch08.adoc': '== Eight\n\n// [source,elixir]\n-----\ndef shuffle(list) do\nend\n----\n\nText.\n',
    });
    expect(result.warningLines).toEqual([
      'ch08.adoc:4: the listing block opened here with ----- (5 characters) is ended by line 7, ---- (4), as ' +
        'AsciiDoc Python reads a block: no line of this file ends it as Asciidoctor reads a block (only a line of ' +
        'exactly the same characters does), so it would print the rest of the file, and the files included after ' +
        'it, as code; make the two the same',
    ]);
    expect(result.html).toMatch(/end<\/pre>\s*<\/div>\s*<\/div>\s*<p[^>]*>Text.<\/p>/);
  });

  it('ends an example at a block of another length opened inside it that no line ends', async () => {
    // As Études for Elixir's appendix B: a [NOTE] opened with ==== and "ended" with =====, which opens a block.
    const result = await convert({
      'app.adoc': '== Regular Expressions\n\n[NOTE]\n====\nA hyphen goes first.\n=====\n\nMore text.\n====\n',
    });
    expect(result.warningLines).toEqual([
      'app.adoc:4: the example block opened here with ==== (4 characters) is ended by line 6, ===== (5), as ' +
        'AsciiDoc Python reads a block: Asciidoctor reads line 6 as opening a block inside it, which no line ends, ' +
        'and prints what follows as part of that block; make the two the same',
      // The run that ended the NOTE, as Asciidoctor read it, now opens a block the file leaves open.
      'app.adoc:9: unterminated example block: no line ends it before what holds it does (a table cell, an ' +
        'example or sidebar block, the file), so everything up to there is printed as part of this example ' +
        'block; end it with a line the same as the one that opens it',
    ]);
  });

  it('ends a listing at a shorter "end" when AsciiDoc follows it that Asciidoctor would print as code', async () => {
    const listed = await convert({
      'ch07.adoc':
        '== Seven\n\n-----\niex(1)> total()\n----\n\n[[CH07-ET04]]\n=== Exercise 4\n\nText.\n\n-----\ncode\n-----\n',
    });
    const message =
      'the listing block opened here with ----- (5 characters) is ended by line 5, ---- (4), as AsciiDoc Python ' +
      'reads a block: Asciidoctor ends it only at line 12, a line of exactly the same characters, and would print ' +
      'the text between as code, [[CH07-ET04]] (line 7) with it; make the two the same';
    expect(listed.warningLines).toEqual([`ch07.adoc:3: ${message}`]);
    expect(listed.html).toMatch(/<section data-type="sect1" id="CH07-ET04"[^>]*>\s*<h2>Exercise 4<\/h2>/);
    expect(listed.html).toMatch(/<pre>code<\/pre>/);
    // Included into a master file, the same warning names the included file; the run it was meant to open is
    // left open at the book's end, and named so.
    const included = await convert({
      'book.adoc': '= Book\n:doctype: book\n\ninclude::ch07.adoc[]\n',
      'ch07.adoc': '== Seven\n\n-----\niex(1)> total()\n----\n\n[[CH07-ET04]]\n=== Exercise 4\n\n-----\n',
    });
    expect(included.warningLines).toEqual([
      `ch07.adoc:3: ${message.replace('line 12', 'line 10')}`,
      'ch07.adoc:10: unterminated listing block: no line ends it before what holds it does (a table cell, an ' +
        'example or sidebar block, the file), so everything up to there is printed as part of this listing ' +
        'block; end it with a line the same as the one that opens it',
    ]);
  });

  // Études for Erlang's ch06: the second mismatched listing was said to swallow the rest of the file, though
  // Asciidoctor, pairing the first one otherwise, reads its opening line as code of another block.
  it('says how Asciidoctor reads a later mismatched listing as written, not as the earlier ones were mended', async () => {
    const result = await convert({
      'ch.adoc': [
        '== Ch', // 1
        '',
        '[source,erl]',
        '-----', // 4
        '1> random:uniform().',
        '------', // 6
        '',
        'Now seed it.',
        '',
        '[source,erl]', // 10
        '-----', // 11
        '1> now().',
        '-----', // 13
        '',
        'Restart.',
        '',
        '[source, erl]',
        '------', // 18
        '1> random:seed(now()).',
        '-----', // 20
        '',
        'After.',
      ].join('\n'),
    });
    expect(result.warningLines).toEqual([
      expect.stringMatching(
        /^ch\.adoc:4: .* Asciidoctor ends it only at line 11, a line of exactly the same/,
      ),
      'ch.adoc:18: the listing block opened here with ------ (6 characters) is ended by line 20, ----- (5), as ' +
        'AsciiDoc Python reads a block: Asciidoctor, pairing the lines of exactly the same characters above, reads ' +
        'this line as code of the block opened at line 13, which line 20 ends, and prints the text around otherwise ' +
        'than written; make the two the same',
    ]);
    expect(result.html).toMatch(/<p[^>]*>After\.<\/p>/);
    expect(result.html).toContain('1&gt; random:seed(now()).');
  });

  it('keeps a run of dashes inside a listing some later line ends, with only code after it, as code', async () => {
    // A test runner's line of dashes in its output: Asciidoctor prints it, and so does Octavo, without a word.
    const result = await convert({
      'ch.adoc':
        '== Tests\n\n----\n$ python -m unittest\n----------------------------------------\nRan 3 tests\n----\n',
    });
    expect(result.warningLines).toEqual([]);
    expect(result.html).toMatch(/<pre>\$ python -m unittest\n-{40}\nRan 3 tests<\/pre>/);
  });

  it('keeps the sections after a line of ~ that is not an underline, as Ruby Asciidoctor does', async () => {
    // Asciidoctor.js 4 opens a block at any `~~~~` line; Ruby prints it as text and reads the sections after it.
    const result = await convert({
      'ch.adoc': [
        'Chapter',
        '-------',
        '',
        'A Short Title',
        '~~~~~~~~~~~~~~~~~~~~',
        '',
        'Body.',
        '',
        'Second Section',
        '~~~~~~~~~~~~~~',
        '',
        '====',
        'Inside an example.',
        '',
        'Anchors',
        '~~~~~~~',
        '====',
        '',
        'Third Section',
        '~~~~~~~~~~~~~',
        '',
        '----',
        '~~~~ in a listing',
        '~~~~',
        '----',
      ].join('\n'),
    });
    expect(result.html).toMatch(/<h2>Second Section<\/h2>[\s\S]*<h2>Third Section<\/h2>/);
    expect(result.html).not.toContain('openblock');
    // Printed as Ruby Asciidoctor prints it: pairs of ~ read as subscript marks.
    expect(result.html).toMatch(/>A Short Title\n(<sub>~<\/sub>){6}~~<\/p>/);
    expect(result.html).toMatch(/>Anchors\n(<sub>~<\/sub>){2}~<\/p>/);
    expect(result.html).toContain('<pre>~~~~ in a listing\n~~~~</pre>');
    expect(result.html).not.toContain('{empty}');
    expect(result.warningLines.filter((line) => line.includes('unterminated'))).toEqual([]);
    expect(result.warningLines).toContain(
      'ch.adoc:4: "A Short Title" is not a section title: the line of ~ under it is 20 characters long and the ' +
        "title 13, and Asciidoctor takes an underline only within one character of its title's length; both " +
        'lines are printed as text. Make the underline as long as the title',
    );
  });

  it('prints an AsciiDoc file included into a listing as it is: no {empty}, no warnings about its lines', async () => {
    // A chapter that shows a source file: its lines are the listing's text, not AsciiDoc read (Ruby Asciidoctor
    // prints the ~ lines unchanged there).
    const result = await convert({
      'ch.adoc': [
        '== Writing a Chapter',
        '',
        '[source,asciidoc]',
        '----',
        'include::samples/chapter.adoc[]',
        '----',
        '',
        '....',
        'include::samples/nested.adoc[]',
        '....',
      ].join('\n'),
      'samples/chapter.adoc': 'Some text.\n~~~~\n\nSub Heading\n~~~~~~~~~~~~~~~~~~~~\n\n====\nOpen example',
      'samples/nested.adoc': 'Nested\n\ninclude::chapter.adoc[]',
    });
    expect(result.html).not.toContain('{empty}');
    expect(result.html).toContain(
      'Some text.\n~~~~\n\nSub Heading\n~~~~~~~~~~~~~~~~~~~~\n\n====\nOpen example</code>',
    );
    expect(result.html).toContain('Nested\n\nSome text.\n~~~~\n');
    expect(result.warningLines).toEqual([]);
  });

  it('writes a named footnote used again as a reference to the first note, not a link to nowhere', async () => {
    // As asciidoctor-pdf's chronicles example: footnote:defops[…] once, then footnote:defops[] twice.
    const { html, warningLines } = await convert({
      'c.adoc':
        '== One\n\nDefOps{empty}footnote:defops[A portmanteau.] here.\n\nAgain DefOps{empty}footnote:defops[] there.\n',
    });
    expect(html).toContain('<span data-type="footnote" id="defops">A portmanteau.</span>');
    expect(html).toContain('<a data-type="footnoteref" href="#defops"></a>');
    expect(html).not.toContain('href="#_footnotedef_');
    expect(warningLines).toEqual([]);
  });

  it("takes the cover a book declares as asciidoctor-pdf and -epub3 do (:front-cover-image:, Pro Git 2's)", async () => {
    const header = (cover: string) =>
      `= Pro Git\nScott Chacon; Ben Straub\n:doctype: book\n${cover}\n\n== One\n\nText.\n`;
    const macro = await convert({
      'progit.asc': header(':front-cover-image: image:book/cover.png[width=1050,height=1600]'),
    });
    expect(macro.html).toMatch(
      /^<figure data-type="cover"><img src="book\/cover.png" alt="" data-octavo-loc="\d+"\/><\/figure>\s*<section data-type="titlepage">/,
    );
    expect(macro.html).toContain('<p class="author">Scott Chacon, Ben Straub</p>');
    const imagesdir = await convert({
      'b.adoc': header(':imagesdir: images\n:front-cover-image: image:cover.jpg[]'),
    });
    expect(imagesdir.html).toMatch(/<img src="images\/cover.jpg" alt="" data-octavo-loc="\d+"\/>/);
    const path = await convert({ 'b.adoc': header(':front-cover-image: art/front.png') });
    expect(path.html).toMatch(/<img src="art\/front.png" alt="" data-octavo-loc="\d+"\/>/);
  });

  it('reads a listed file titled as a part (= Part II: Tools, its chapters included) as that part, not the book', async () => {
    const { html } = await convert({
      'part2.adoc': '= Part II: Tools\n\ninclude::ch05.adoc[]\n\ninclude::ch06.adoc[]\n',
      'ch05.adoc': '== Editors\n\nA.\n',
      'ch06.adoc': '== Shells\n\nB.\n',
    });
    expect(html).toMatch(
      /^<div data-type="part">\s*<h1>Part II: Tools<\/h1>\s*<section data-type="chapter" id="editors"/,
    );
    expect(html).toMatch(/<section data-type="chapter" id="shells"/);
    expect(html).not.toContain('titlepage');
  });

  it('reads a listed file opening with = Title and a [partintro] as a part holding the chapters written under it', async () => {
    const { html, warningLines } = await convert({
      'part3.adoc': [
        '[[harvest]]',
        '= Bringing In the Harvest',
        '',
        '[partintro]',
        '--',
        'Three chapters on picking, sorting and storing.',
        '--',
        '',
        '[[picking]]',
        '== Picking by Hand',
        '',
        'Start at dawn.',
        '',
        '=== Baskets',
        '',
        'Wicker holds up.',
      ].join('\n'),
    });
    expect(unlocated(html)).toMatch(
      /^<div data-type="part" id="harvest">\s*<h1>Bringing In the Harvest<\/h1>\s*<div class="partintro">\s*<p>Three chapters/,
    );
    expect(unlocated(html)).toMatch(
      /<section data-type="chapter" id="picking"[^>]*>\s*<h1>Picking by Hand<\/h1>[\s\S]*<section data-type="sect1"[^>]*>\s*<h2>Baskets<\/h2>/,
    );
    expect(warningLines).toEqual([]);
  });

  it('reads a master-shaped file as one part of the book when other listed files hold its text, whatever its title', async () => {
    const files = {
      'part1.adoc':
        '= Foundations\n\nWhat this part covers.\n\ninclude::ch01.adoc[]\n\ninclude::ch02.adoc[]\n',
      'ch01.adoc': '== Basics\n\nA.\n',
      'ch02.adoc': '== More Basics\n\nB.\n',
    };
    const read = (among: ListedAmong) =>
      asciidocToHtml(files['part1.adoc'], 'part1.adoc', memorySource(files), { legacy: false, among });
    const part = await read({ otherTextFiles: true, bookTitle: 'The Field Guide' });
    expect(part.html).toMatch(
      /^<div data-type="part">\s*<h1>Foundations<\/h1>\s*<p[^>]*>What this part covers\.<\/p>\s*<section data-type="chapter" id="basics"/,
    );
    expect(part.html).toMatch(/<section data-type="chapter" id="more-basics"/);
    expect(part.html).not.toMatch(/titlepage|preface/);
    // Listed alone, the same file is the book: its title page, its preamble the preface.
    const alone = await read({ otherTextFiles: false, bookTitle: 'The Field Guide' });
    expect(alone.html).toMatch(/^<section data-type="titlepage">\s*<h1>Foundations<\/h1>/);
    expect(alone.html).toMatch(/<section data-type="preface">/);
    // Titled as the book (its main title, before a subtitle), it is the book among other listed files too.
    const titled = await read({ otherTextFiles: true, bookTitle: 'foundations' });
    expect(titled.html).toMatch(/^<section data-type="titlepage">/);
  });

  it("parts the book's title into title and subtitle and prints its revision, as asciidoctor-pdf's title page does", async () => {
    const read = (text: string) =>
      asciidocToHtml(text, 'book.adoc', memorySource({}), {
        legacy: false,
        among: { otherTextFiles: false },
      });
    const chronicles = await read(
      '= The Dangerous & Thrilling Documentation Chronicles: Based on True Events\n' +
        'Kismet Caméléon; Lazarus het Draeke\nv1.0, 2014-01-01: First draft\n:doctype: book\n\n' +
        '== Under Siege\n\nText.\n\n== Ravages\n\nText.\n',
    );
    expect(chronicles.html).toMatch(
      new RegExp(
        '^<section data-type="titlepage">\\s*<h1>The Dangerous &amp; Thrilling Documentation Chronicles</h1>\\s*' +
          '<p class="subtitle">Based on True Events</p>\\s*<p class="author">Kismet Caméléon, Lazarus het Draeke</p>\\s*' +
          '<p class="revision"><span data-octavo-version-word="">Version</span> 1.0, 2014-01-01: First draft</p>' +
          '\\s*</section>',
      ),
    );
    // The header's own separator (`[separator=::]` above the title); attributes in place of the revision line.
    const starter = await read(
      '[separator=::]\n= Pancakes in Space:: A Tale: Told Twice\n:doctype: book\n:revnumber: v2.1\n' +
        ':revdate: 01.01.2022\n:version-label: Edition\n\n== One\n\nA.\n\n== Two\n\nB.\n',
    );
    expect(starter.html).toContain(
      '<h1>Pancakes in Space</h1>\n<p class="subtitle">A Tale: Told Twice</p>\n<p class="revision">Edition 2.1, 01.01.2022</p>',
    );
    // A title with no separator is printed whole, with no revision line when the header gives none.
    const plain = await read('= Field Notes\n:doctype: book\n\n== One\n\nA.\n\n== Two\n\nB.\n');
    expect(plain.html).toMatch(/^<section data-type="titlepage">\s*<h1>Field Notes<\/h1>\s*<\/section>/);
  });

  it("reads the book's only text file, written whole with its chapters as sections, as the book", async () => {
    const novel =
      '= The Lighthouse Keeper\nA. Writer\nv1.0\n\n[colophon]\n== Copyright\n\nPublic domain.\n\n' +
      '== Chapter 1\n\nIt began at sea.\n\n== Chapter 2\n\nIt ended ashore.\n';
    const read = (among?: ListedAmong, text = novel) =>
      asciidocToHtml(text, 'book.adoc', memorySource({}), { legacy: false, ...(among ? { among } : {}) });
    const alone = await read({ otherTextFiles: false });
    expect(alone.html).toMatch(
      /^<section data-type="titlepage">\s*<h1>The Lighthouse Keeper<\/h1>\s*<p class="author">A\. Writer<\/p>/,
    );
    expect(alone.html).toMatch(/<section data-type="colophon"[^>]*>\s*<h1>Copyright<\/h1>/);
    expect(alone.html).toMatch(/<section data-type="chapter" id="chapter-1"[^>]*>\s*<h1>Chapter 1<\/h1>/);
    expect(alone.html).toMatch(/<section data-type="chapter" id="chapter-2"[^>]*>\s*<h1>Chapter 2<\/h1>/);
    // Titled as the book the configuration names, the same.
    const named = await read({ otherTextFiles: false, bookTitle: 'the lighthouse keeper' });
    expect(named.html).toMatch(/^<section data-type="titlepage">/);
    // The first chapter of a book still being written, listed alone under the book's own title, stays a chapter.
    const first = await read({ otherTextFiles: false, bookTitle: 'Tales of the Coast' });
    expect(first.html).toMatch(/^<section data-type="chapter"[^>]*>\s*<h1>The Lighthouse Keeper<\/h1>/);
    expect(first.html).toMatch(/<section data-type="sect1" id="chapter-1"/);
    // One section does not divide the text; a file among other text files is one chapter; so is a file read alone.
    const undivided = await read({ otherTextFiles: false }, '= Notes\n\nIntro.\n\n== Only\n\nA.\n');
    expect(undivided.html).toMatch(/^<section data-type="chapter"[^>]*>\s*<h1>Notes<\/h1>/);
    const among = await read({ otherTextFiles: true });
    expect(among.html).toMatch(/^<section data-type="chapter"[^>]*>\s*<h1>The Lighthouse Keeper<\/h1>/);
    const unlisted = await read();
    expect(unlisted.html).toMatch(/^<section data-type="chapter"/);
  });

  it("reads the untitled only text file's shallowest sections as its chapters when none is at the chapters' level", async () => {
    // Operating Systems Concepts' book.asciidoc: two-line titles underlined with ~ (level 2) are its chapters.
    const notes =
      '[[introduction]]\nIntroduction\n~~~~~~~~~~~~\n\nWhat an OS is.\n\n[[definition]]\nDefinition\n^^^^^^^^^^\n\nA.\n\n' +
      '[[processes]]\nProcesses\n~~~~~~~~~\n\nB.\n\n[cols="1a"]\n|===\n|A cell of AsciiDoc\n\n* its list\n|===\n\n' +
      '=== Threads\n\nC.\n';
    const read = (among?: ListedAmong) =>
      asciidocToHtml(notes, 'book.asciidoc', memorySource({}), {
        legacy: false,
        ...(among ? { among } : {}),
      });
    const alone = await read({ otherTextFiles: false });
    expect(alone.html).toMatch(
      /^<section data-type="chapter" id="introduction"[^>]*>\s*<h1>Introduction<\/h1>/,
    );
    expect(alone.html).toMatch(/<section data-type="sect1" id="definition"[^>]*>\s*<h2>Definition<\/h2>/);
    expect(alone.html).toMatch(/<section data-type="chapter" id="processes"[^>]*>\s*<h1>Processes<\/h1>/);
    expect(alone.html).toMatch(/<section data-type="chapter" id="threads"[^>]*>\s*<h1>Threads<\/h1>/);
    // Among other text files it may continue the chapter before it: read as written.
    const among = await read({ otherTextFiles: true });
    expect(among.html).toMatch(/^<section data-type="sect1" id="introduction"/);
    // A level-1 section anywhere in it is a chapter of its own; the rest stay its sections.
    const mixed = await asciidocToHtml('=== Setup\n\nA.\n\n== Usage\n\nB.\n', 'book.adoc', memorySource({}), {
      legacy: false,
      among: { otherTextFiles: false },
    });
    expect(mixed.html).toMatch(/^<section data-type="sect1"[^>]*>\s*<h2>Setup/);
    expect(mixed.html).toMatch(/<section data-type="chapter"[^>]*>\s*<h1>Usage/);
  });

  it("prints Atlas's contributor attributes: a foreword signed at its end, a chapter's byline under its title", async () => {
    const { html } = await convertAsciidocFiles({
      'book.asciidoc': [
        '[au="Dana Reed", auaffil="Editor, The Gauge Journal"]',
        '[preface]',
        'Foreword',
        '--------',
        '',
        'Read this book.',
        '',
        '[au="Ann Author", au2="Ben & Co"]',
        '== Gauges',
        '',
        'Body.',
        '',
        '[preface,au="Cy Writer"]',
        '== Preface by Cy Writer',
        '',
        'Welcome.',
        '',
      ].join('\n'),
    });
    expect(html).toMatch(
      /<section data-type="foreword"[^>]*>\s*<h1>Foreword<\/h1>\s*<p[^>]*>Read this book\.<\/p>\s*<div class="signature">\s*<p>\u2014Dana Reed<\/p>\s*<p class="affiliation">Editor, The Gauge Journal<\/p>\s*<\/div>\s*<\/section>/,
    );
    expect(html).toMatch(
      /<h1>Gauges<\/h1>\s*<p class="author" data-octavo-byline="">Ann Author, Ben &amp; Co<\/p>\s*<p[^>]*>Body\.<\/p>/,
    );
    // A title that names its author already needs no byline.
    expect(html).toMatch(/<h1>Preface by Cy Writer<\/h1>\s*<p[^>]*>Welcome\.<\/p>/);
  });

  it("makes a preface with the role foreword a foreword, whatever its title, as O'Reilly's template does", async () => {
    const { html } = await convertAsciidocFiles({
      'book.asciidoc': [
        '[role="foreword"]',
        '[preface]',
        '== Foreword to the Second Edition',
        '',
        'The first edition of this book was a success.',
        '',
        '[preface]',
        '== Introduction',
        '',
        'Welcome.',
        '',
      ].join('\n'),
    });
    expect(html).toMatch(/<section data-type="foreword"[^>]*>\s*<h1>Foreword to the Second Edition<\/h1>/);
    expect(html).toMatch(/<section data-type="preface"[^>]*>\s*<h1>Introduction<\/h1>/);
  });

  it("makes a master's untitled preamble that states a licence its copyright page, a dedication its dedication, one that repeats the title its half-title page, other preambles its preface", async () => {
    const master = (preamble: string) =>
      asciidocToHtml(
        `= Field Notes\n:doctype: book\n\n${preamble}\n\n== First\n\nA.\n`,
        'book.adoc',
        memorySource({}),
        {
          legacy: false,
        },
      );
    const notice = await master(
      'This work is licensed under a Creative Commons license.\n\nCover photo by A. Example.',
    );
    expect(notice.html).toMatch(
      /<section data-type="copyright-page">\s*<p[^>]*>This work is licensed[^<]*<\/p>\s*<p[^>]*>Cover photo/,
    );
    expect(notice.html).not.toContain('data-type="preface"');
    const welcome = await master('Welcome to these notes.');
    expect(welcome.html).toMatch(/<section data-type="preface">/);
    // Producing Open Source Software's dedication, included before its Preface: a page of its own.
    const dedication = await master('_This book is dedicated to two dear friends: Karen and Jim._');
    expect(dedication.html).toMatch(/<section data-type="dedication">\s*<p[^>]*><em>This book is dedicated/);
    expect(dedication.html).not.toContain('data-type="preface"');
    // Creative DSLs in Kotlin's "bastard title": the book's title again, pushed down its page, then its colophon.
    const halfTitle = await master(
      '[%always]\n<<<\n\n{empty} +\n{empty}\n\n[discrete]\n= Field Notes\n\n[discrete]\n== Ann Author\n\n<<<\n\n' +
        'Printed by the author.',
    );
    expect(halfTitle.html).toMatch(
      /<section data-type="halftitlepage">[\s\S]*<h1[^>]*class="discrete"[^>]*>Field Notes<\/h1>[\s\S]*Printed by the author/,
    );
    expect(halfTitle.html).not.toContain('data-type="preface"');
    // A discrete heading of other words, or text before it, is the preface's.
    for (const preamble of [
      '[discrete]\n= Before We Start\n\nA note.',
      'A note.\n\n[discrete]\n= Field Notes',
    ])
      expect((await master(preamble)).html).toMatch(/<section data-type="preface">/);
  });

  it('keeps a master document with :doctype: book, or with its chapters written in it, the book among other files', async () => {
    const among: ListedAmong = { otherTextFiles: true };
    const doctype = await asciidocToHtml(
      '= Pro Git: Everything You Need\n:doctype: book\n\ninclude::ch01.adoc[]\n',
      'progit.adoc',
      memorySource({ 'ch01.adoc': '== Getting Started\n\nA.\n' }),
      { legacy: false, among },
    );
    expect(doctype.html).toMatch(/^<section data-type="titlepage">/);
    const titled = await asciidocToHtml(
      '= Pro Git: Everything You Need\n:doctype: book\n\ninclude::ch01.adoc[]\n',
      'progit.adoc',
      memorySource({ 'ch01.adoc': '== Getting Started\n\nA.\n' }),
      { legacy: false, among: { ...among, bookTitle: 'Pro Git' } },
    );
    expect(titled.html).toMatch(/^<section data-type="titlepage">/);
    const written = await asciidocToHtml(
      '= One File Book\n:doctype: book\n\n== Start\n\nA.\n',
      'b.adoc',
      memorySource({}),
      { legacy: false, among: { ...among, bookTitle: 'Something Else' } },
    );
    expect(written.html).toMatch(/^<section data-type="titlepage">/);
  });

  it('reads a two-line document title (underlined by =) with :doctype: book as the book, as the = Title form', async () => {
    // The Atom Flight Manual's preface.asc: its title and sections became one chapter, "Atom Flight Manual".
    const setext = await convert({
      'preface.asc':
        'Atom Flight Manual\n==================\n:doctype:   book\n:toc:\n\n[preface]\n== Introduction\n\nWelcome.\n',
    });
    expect(setext.html).toMatch(
      /^<section data-type="titlepage">\s*<h1>Atom Flight Manual<\/h1>\s*<\/section>/,
    );
    expect(setext.html).toMatch(
      /<section data-type="preface" id="introduction"[^>]*>\s*<h1>Introduction<\/h1>/,
    );
    // Asciidoctor takes an underline within one character of the title's length, else both lines are text.
    const near = await convert({ 'b.adoc': 'Book\n=====\n:doctype: book\n\n== One\n\nA.\n' });
    expect(near.html).toMatch(/^<section data-type="titlepage">/);
    const far = await convert({ 'b.adoc': 'Book\n=======\n:doctype: book\n\n== One\n\nA.\n' });
    expect(far.html).not.toContain('data-type="titlepage"');
    // Without :doctype: book a two-line title is still the file's own chapter title.
    const chapter = await convert({ 'c.adoc': 'My Chapter\n==========\n\n== First\n\nBody.\n' });
    expect(chapter.html).toMatch(/^<section data-type="chapter"[^>]*>\s*<h1>My Chapter<\/h1>/);
  });

  it('reads a document whose header says :doctype: book, or that has parts, as the whole book', async () => {
    const single = await convert({
      'b.adoc': '= One File Book\n:doctype: book\n\n== Start\n\nA.\n\n== Finish\n\nB.\n',
    });
    expect(single.html).toMatch(/^<section data-type="titlepage">\s*<h1>One File Book<\/h1>\s*<\/section>/);
    expect(single.html).toMatch(/<section data-type="chapter" id="start"[^>]*>\s*<h1>Start<\/h1>/);
    expect(single.html).toMatch(/<section data-type="chapter" id="finish"[^>]*>\s*<h1>Finish<\/h1>/);
    // Asciidoctor escapes the header's values itself: nothing is escaped twice.
    const escaped = await convert({
      'b.adoc':
        '= Tom & Jerry\nAnn <b>X\n:doctype: book\n:preface-title: Pre & Post\n\nPre.\n\n== One\n\nA.\n',
    });
    expect(escaped.html).toContain('<h1>Tom &amp; Jerry</h1>\n<p class="author">Ann &lt;b&gt;X</p>');
    expect(escaped.html).toContain('<h1>Pre &amp; Post</h1>');
    // Text before the first chapter is the preface, titled by preface-title as asciidoctor-pdf does.
    const preamble = await convert({
      'b.adoc':
        '= Chronicles\n:doctype: book\n:preface-title: Preface\n\n[abstract]\nThis story.\n\n== Siege\n\nA.\n',
    });
    expect(preamble.html).toMatch(
      /<\/section>\s*<section data-type="preface">\s*<h1>Preface<\/h1>[\s\S]*This story\.[\s\S]*<\/section>\s*<section data-type="chapter" id="siege"/,
    );
    const untitled = await convert({
      'b.adoc': '= Chronicles\n:doctype: book\n\nThis story.\n\n== Siege\n\nA.\n',
    });
    expect(untitled.html).toMatch(/<section data-type="preface">\s*<p[^>]*>This story\.<\/p>\s*<\/section>/);
    const parts = await convert({ 'p.adoc': '= Parted Book\n\n= Part One\n\n== Inside\n\nC.\n' });
    expect(parts.html).toMatch(/<div data-type="part" id="part-one"[^>]*>\s*<h1>Part One<\/h1>/);
    expect(parts.html).toMatch(/<section data-type="chapter" id="inside"[^>]*>\s*<h1>Inside<\/h1>/);
    // A chapter written as a document of its own, one section included, stays one chapter.
    const chapter = await convert({
      'c.adoc': '= My Chapter\n\nIntro.\n\n== First\n\nBody.\n\ninclude::s.adoc[]\n',
      's.adoc': '== Second\n\nMore.\n',
    });
    expect(chapter.html).toMatch(/^<section data-type="chapter">\s*<h1>My Chapter<\/h1>/);
    expect(chapter.html).toMatch(/<section data-type="sect1" id="second"[^>]*>\s*<h2>Second<\/h2>/);
  });

  it('writes xrefs without text as HTMLBook xrefs, footnotes in place, admonitions, sidebars and figures', async () => {
    const { html } = await convert({
      'a.adoc': [
        '== A',
        '',
        'See <<fig-a>>, <<fig-a,the figure>> and xref:b.adoc#deep[].footnote:[A note.]',
        '',
        'NOTE: Careful.',
        '',
        '.Aside',
        '****',
        'Side text.',
        '****',
        '',
        '[[fig-a]]',
        '.A figure',
        'image::images/a.png[Alt text]',
        '',
        '.Code',
        '----',
        'x = 1',
        '----',
      ].join('\n'),
    });
    expect(unlocated(html)).toContain('<a data-type="xref" href="#fig-a"></a>');
    expect(unlocated(html)).toContain('<a href="#fig-a">the figure</a>');
    expect(unlocated(html)).toContain('<a data-type="xref" href="b.html#deep"></a>');
    expect(html).toContain('<span data-type="footnote">A note.</span>');
    expect(html).toMatch(/<div data-type="note"[^>]*>\s*<p[^>]*>Careful\.<\/p>/);
    expect(html).toMatch(/<aside data-type="sidebar"[^>]*>\s*<h5>Aside<\/h5>/);
    expect(html).toMatch(
      /<figure[^>]* id="fig-a"[^>]*>\s*<img data-octavo-target="images\/a.png" src="images\/a.png" alt="Alt text">\s*<figcaption>A figure<\/figcaption>/,
    );
    expect(html).toMatch(/<div data-type="example"[^>]*>\s*<h5>Code<\/h5>\s*<div class="listingblock">/);
  });
});

describe('asciidocToHtml: section numbers (:sectnums:)', () => {
  const marks = (html: string) =>
    [...html.matchAll(/<section data-type="sect\d" id="([^"]+)"[^>]*>/g)].map(
      (m) => `${m[1]}:${/data-octavo-sectnum="(\w+)"/.exec(m[0])?.[1] ?? '-'}`,
    );

  it('marks the sections Asciidoctor numbers, shown down to sectnumlevels, toggled where the document toggles', async () => {
    const { html } = await convert({
      'ch.adoc': [
        ':sectnums:',
        ':sectnumlevels: 2',
        '',
        '== Chapter',
        '',
        '=== One',
        '',
        '==== Deeper',
        '',
        '[discrete]',
        '=== Floating',
        '',
        ':sectnums!:',
        '',
        '=== Off',
        '',
        ':sectnums:',
        '',
        '=== On',
        '',
        '[preface]',
        '== Preface',
        '',
        '=== In Preface',
        '',
        '[appendix]',
        '== Extra',
        '',
        '=== In Appendix',
      ].join('\n'),
    });
    expect(marks(html)).toEqual([
      'one:shown',
      'deeper:xref',
      'off:-',
      'on:shown',
      'in-preface:-',
      'in-appendix:shown',
    ]);
    expect(html).toMatch(/<h2 id="floating"[^>]* class="discrete"[^>]*>Floating<\/h2>/);
    // The book writes the numbers (and labels the appendix): nothing of Asciidoctor's own numbering shows.
    expect(textOf(html)).not.toMatch(/\d\.|Appendix A|A\.1/);
  });

  it("reads :numbered: (the old name) too, a chapter file's `==` sections as its sect1s, and nothing without it", async () => {
    const old = await convert({ 'c.adoc': '= My Chapter\n:numbered:\n\n== First\n\n=== Inner\n\nx\n' });
    expect(marks(old.html)).toEqual(['first:shown', 'inner:shown']);
    const none = await convert({
      'c.adoc': '= My Chapter\n:xrefstyle: short\n\n== First\n\nSee <<first>>.\n',
    });
    expect(none.html).not.toContain('data-octavo-sectnum');
    // The xref's style is passed on, for the book to quote a number if the target has one.
    expect(unlocated(none.html)).toContain(
      '<a data-type="xref" href="#first" data-octavo-xrefstyle="short" data-octavo-refsig="Section"></a>',
    );
  });
});

describe('asciidocToHtml: discrete headings', () => {
  const headings = (html: string) =>
    [...html.matchAll(/<(h\d)([^>]*)>(.*?)<\/\1>/g)].map(
      (m) => `${m[1]}${m[2].replace(/ data-octavo-loc="\d+"/, '')} ${m[3]}`,
    );

  it('writes a [discrete] or [float] heading at the level a section in its place has, marked discrete', async () => {
    const { html } = await convert({
      'ch.adoc': [
        '== Chapter',
        '',
        '=== Section',
        '',
        '[discrete]',
        '=== Discrete',
        '',
        '[float.aside]',
        '==== Float',
        '',
        '[[mine]]',
        '[discrete]',
        '== Top',
      ].join('\n'),
    });
    expect(headings(html)).toEqual([
      'h1 Chapter',
      'h2 Section',
      'h2 id="discrete" data-octavo-auto-id="" data-octavo-id-aliases="_discrete" class="discrete" Discrete',
      'h3 id="float" data-octavo-auto-id="" data-octavo-id-aliases="_float" class="discrete float aside" Float',
      'h1 id="mine" class="discrete" Top',
    ]);
  });

  it('in a file titled `= Title` (its `==` sections are sect1s) alike', async () => {
    const { html } = await convert({
      'ch.adoc': '= Chapter\n\n== Section\n\n[discrete]\n== Discrete\n\n[discrete]\n=== Deeper\n',
    });
    expect(headings(html).map((h) => h.replace(/ .* /, ' '))).toEqual([
      'h1 Chapter',
      'h2 Section',
      'h2 Discrete',
      'h3 Deeper',
    ]);
  });
});

describe('asciidocToHtml: includes and source locations', () => {
  const book = {
    'book/ch01.adoc': [
      '== Chapter',
      '',
      'First paragraph.',
      '',
      'include::sections/one.adoc[]',
      '',
      'include::sections/missing.adoc[]',
      '',
      '[source,js]',
      '----',
      'include::../code/app.js[tag=main]',
      '----',
      '',
      'include::sections/one.adoc[lines=3..3]',
    ].join('\n'),
    'book/sections/one.adoc': [
      '=== Included Section',
      '',
      'Paragraph from the include.',
      '',
      'include::deeper/two.adoc[]',
    ].join('\n'),
    'book/sections/deeper/two.adoc': [
      'Deep text image:media/x.png[] here.',
      '',
      '1. one',
      '2. two',
      '5. five',
    ].join('\n'),
    'code/app.js': ['// setup', '// tag::main[]', 'run();', '// end::main[]', 'exit();'].join('\n'),
  };

  it('reads includes relative to the including file, applies tag= and lines=, and warns at the include', async () => {
    const { html, warningLines } = await convert(book);
    expect(html).toContain('Paragraph from the include.');
    expect(html).toContain('Deep text');
    expect(html).toMatch(/<code[^>]*>run\(\);<\/code>/);
    expect(html).not.toContain('setup');
    expect((html.match(/Paragraph from the include\./g) ?? []).length).toBe(2);
    expect(warningLines).toEqual(
      expect.arrayContaining([
        'book/ch01.adoc:7: included file book/sections/missing.adoc does not exist at this commit; the book ' +
          'prints Asciidoctor\'s "Unresolved directive" line in its place: add the file, or correct the path',
        "book/sections/deeper/two.adoc:5: list item index: expected 3, got 5: an ordered list's numbers follow " +
          'each other, so this item is printed as 3; renumber the items, or write each as . and let the numbers ' +
          'be generated',
      ]),
    );
  });

  it("prints Asciidoctor's unresolved-directive line where an included file is missing, in text and in a listing", async () => {
    const { html, nodes, warningLines } = await convert({
      'book/ch01.adoc': [
        '== Chapter',
        '',
        'include::parts/one.adoc[]',
        '',
        'include::parts/gone.adoc[leveloffset=+1]',
        '',
        'include::parts/maybe.adoc[opts=optional]',
        '',
        'End.',
      ].join('\n'),
      'book/parts/one.adoc': ['[source,ruby]', '----', 'include::../code/app.rb[lines=1..2]', '----'].join(
        '\n',
      ),
    });
    expect(html).toMatch(
      /<code[^>]*>Unresolved directive in book\/parts\/one\.adoc - include::\.\.\/code\/app\.rb\[lines=1\.\.2\]<\/code>/,
    );
    const paragraph = findElements(
      nodes,
      (el) => el.name === 'p' && JSON.stringify(el.children).includes('Unresolved directive'),
    )[0];
    expect(paragraph?.loc).toEqual({ file: 'book/ch01.adoc', line: 5 });
    expect(html).toContain(
      'Unresolved directive in book/ch01.adoc - include::parts/gone.adoc[leveloffset=+1]',
    );
    expect(html).not.toContain('maybe.adoc');
    expect(html).toContain('End.');
    expect(warningLines).toEqual([
      'book/parts/one.adoc:3: included file book/code/app.rb does not exist at this commit; the book prints ' +
        'Asciidoctor\'s "Unresolved directive" line in its place: add the file, or correct the path',
      'book/ch01.adoc:5: included file book/parts/gone.adoc does not exist at this commit; the book prints ' +
        'Asciidoctor\'s "Unresolved directive" line in its place: add the file, or correct the path',
    ]);
  });

  it("reads an include an included page names from the master document's folder when its own has no such file", async () => {
    // Durable Execution Design Patterns: book/book.adoc sets :examplesdir: from its own folder, and the Antora pages
    // it includes use it; Asciidoctor reads those paths from each page's folder and prints "Unresolved directive".
    const master =
      '= Patterns\n:doctype: book\n:examplesdir: ../docs/examples\n\n' +
      'include::../docs/pages/01-entity.adoc[leveloffset=+1]\n';
    const page = '= Entity\n\n[source,go]\n----\ninclude::{examplesdir}/go/workflow.go[]\n----\n';
    const source = memorySource({
      'book/book.adoc': master,
      'docs/pages/01-entity.adoc': page,
      'docs/examples/go/workflow.go': 'func EntityWorkflow() {}\n',
    });
    const { html, warnings } = await asciidocToHtml(master, 'book/book.adoc', source);
    expect(html).toContain('func EntityWorkflow() {}');
    expect(html).not.toContain('Unresolved directive');
    expect(warnings.map(formatWarning)).toEqual([
      'docs/pages/01-entity.adoc:5: included file docs/docs/examples/go/workflow.go does not exist at this commit ' +
        '(the path read from this file\'s folder, as Asciidoctor reads it, where its own build prints "Unresolved ' +
        'directive"); docs/examples/go/workflow.go, the same path read from book/book.adoc\'s folder, is included ' +
        "in its place: write the path from book/book.adoc's folder with {docdir} " +
        '(include::{docdir}/../docs/examples/go/workflow.go[…], or an attribute such as :examplesdir: set to ' +
        '{docdir}/…) so that Asciidoctor finds it too',
    ]);
  });

  it('resolves a footnote reference in a list item to the footnote a paragraph above defines, with no warning', async () => {
    // Creative DSLs in Kotlin: `footnote:kotlinpoet[…]` in a paragraph, `footnote:kotlinpoet[]` in a later list item,
    // which Asciidoctor.js reads before the paragraph and called an invalid reference (Ruby Asciidoctor does not).
    const chapter =
      '== Generation\n\nUse KotlinPoetfootnote:kotlinpoet[KotlinPoet: https://square.github.io/kotlinpoet].\n\n' +
      '=== Conclusion\n\n* Libraries such as KotlinPoetfootnote:kotlinpoet[] help\n* Unknown onesfootnote:nowhere[] do not\n';
    const { html, warnings } = await asciidocToHtml(
      chapter,
      'ch12.adoc',
      memorySource({ 'ch12.adoc': chapter }),
    );
    expect(html).toContain('<a data-type="footnoteref" href="#kotlinpoet"></a> help');
    expect(warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^ch12\.adoc:8: invalid footnote reference: nowhere/),
    ]);
  });

  it('names the line of an undefined attribute in a file included whole and again in part', async () => {
    // dsa.js: big-o-examples.asc is included whole in part I and by its tag=table in the cheatsheet appendix.
    const master =
      '= DSA\n:doctype: book\n\ninclude::big-o.asc[]\n\n[appendix]\n== Cheatsheet\n\ninclude::big-o.asc[tag=table]\n';
    const bigO =
      '== Big O\n\nA plot.\n\nimage::plot.png[{half-size}]\n\n// tag::table[]\n|===\n|O(1) |Constant\n|===\n' +
      '// end::table[]\n';
    const source = memorySource({ 'master.adoc': master, 'big-o.asc': bigO });
    const { warnings } = await asciidocToHtml(master, 'master.adoc', source);
    expect(warnings.map(formatWarning)).toContainEqual(
      expect.stringMatching(/^big-o\.asc:5: attribute \{half-size\} is not defined/),
    );
  });

  it('warns at an anchor written where the sentence wants a reference, not at anchors that mark a place', async () => {
    const { html, warningLines } = await convert({
      'ch01.adoc': [
        '== Tools',
        '',
        'We talk about general debugging tools in [[debugging]], but some are for clouds.',
        'Read more in [[later,Later]].',
        'Keep [[kept]]this anchor. A term[[term_x]] here, and the end of a list in [[list_end]]',
        'closes its line. `see [[code]], here` is code.',
        '',
        '[[block]]',
        'Para.',
      ].join('\n'),
    });
    expect(html).toMatch(/tools in <a id="debugging"[^>]*><\/a>, but/);
    expect(warningLines).toEqual([
      'ch01.adoc:3: [[debugging]] after "in" prints nothing: an anchor marks a place and shows no text, so the ' +
        'sentence reads "tools in ,"; to cite that part of the book, write <<debugging>>',
      'ch01.adoc:4: [[later,Later]] after "in" prints nothing: an anchor marks a place and shows no text, so the ' +
        'sentence reads "more in ."; to cite that part of the book, write <<later>>',
    ]);
  });

  it('names the file a missing include meant when the repository has it one folder away', async () => {
    const { html, warningLines } = await convert({
      'ch04.adoc': [
        '== Data',
        '',
        '[source,docker]',
        '----',
        'include::data-extraction/AltDockerfile[]',
        '----',
      ].join('\n'),
      'examples/data-extraction/AltDockerfile': 'FROM ubuntu\n',
    });
    expect(html).toContain('Unresolved directive in ch04.adoc - include::data-extraction/AltDockerfile[]');
    expect(warningLines).toEqual([
      'ch04.adoc:5: included file data-extraction/AltDockerfile does not exist at this commit; the book prints ' +
        'Asciidoctor\'s "Unresolved directive" line in its place: the repository has ' +
        'examples/data-extraction/AltDockerfile; if that is the file, write ' +
        'include::examples/data-extraction/AltDockerfile[…]',
    ]);
  });

  it('warns at an include that fills a listing with an empty file, and not at an empty AsciiDoc include', async () => {
    const { html, warningLines } = await convert({
      'book/thanks.adoc': [
        '== Thanks',
        '',
        '----',
        'include::contributors.txt[]',
        '----',
        '',
        '....',
        'include::optional.txt[opts=optional]',
        '....',
        '',
        'include::settings.adoc[]',
        '',
        'End.',
      ].join('\n'),
      'book/contributors.txt': '\n',
      'book/optional.txt': '',
      'book/settings.adoc': '',
    });
    expect(html).toContain('End.');
    expect(warningLines).toEqual([
      'book/thanks.adoc:4: book/contributors.txt, included into a listing here, is empty at this commit: the ' +
        'listing shows nothing of it; commit the text it should show (Octavo runs no build step that writes it), ' +
        'or remove the include',
    ]);
  });

  it('marks each element with one location, a block opening the preamble too', async () => {
    const { html, nodes } = await convert({ 'a.adoc': '.Title\n|===\n|A |B\n|===\n\n== Next\n\nText.\n' });
    expect(html).not.toMatch(/data-octavo-loc="\d+"[^>]*data-octavo-loc=/);
    expect(findElements(nodes, (el) => el.name === 'table')[0]?.loc).toEqual({ file: 'a.adoc', line: 2 });
  });

  it('gives every block the file and line it was written on, includes too', async () => {
    const { nodes } = await convert(book);
    const located = (text: string) =>
      findElements(nodes, (el) => el.name === 'p' && JSON.stringify(el.children).includes(text))[0]?.loc;
    expect(located('First paragraph.')).toEqual({ file: 'book/ch01.adoc', line: 3 });
    expect(located('Paragraph from the include.')).toEqual({ file: 'book/sections/one.adoc', line: 3 });
    expect(located('Deep text')).toEqual({ file: 'book/sections/deeper/two.adoc', line: 1 });
    const img = findElements(nodes, (el) => el.name === 'img')[0] as ElementNode;
    expect(img.attrs.get('data-octavo-target')).toBe('media/x.png');
  });

  it('fails at once, naming file and line, when includes repeat or grow without bound', async () => {
    const many = Array.from({ length: MAX_INCLUDES_OF_ONE_FILE + 1 }, () => 'include::big.adoc[]').join(
      '\n\n',
    );
    await expect(convert({ 'ch.adoc': `== A\n\n${many}`, 'big.adoc': 'text' })).rejects.toThrow(
      /ch\.adoc:\d+: big\.adoc is included more than \d+ times/,
    );
    const source = memorySource({
      'ch.adoc': '== A\n\ninclude::big.adoc[]\ninclude::big.adoc[]\n',
      'big.adoc': 'x'.repeat(600),
    });
    await expect(
      asciidocToHtml(
        '== A\n\ninclude::big.adoc[]\ninclude::big.adoc[]\n',
        'ch.adoc',
        source,
        { legacy: false },
        { expandedBytes: 1000 },
      ),
    ).rejects.toThrow(/^ch\.adoc:4: including big\.adoc makes ch\.adoc larger than/);
    await expect(convert({ 'loop.adoc': '== L\n\ninclude::loop.adoc[]\n' })).rejects.toThrow(
      /nests more than \d+ levels/,
    );
  });

  it("keeps a block macro Asciidoctor does not know as text, as Asciidoctor does, and names it (Atlas's jsbin::)", async () => {
    const { html, warningLines } = await convert({
      'ch.adoc': [
        '== Scatterplot',
        '',
        'jsbin::http://jsbin.com/iZASIxUF/2/embed?live,html[width="100%", height="400px"]',
        '',
        'include::embed.adoc[]',
        '',
        'image::cat.png[A cat]',
        '',
        'A sentence that mentions std::vector[0] is prose.',
      ].join('\n'),
      'embed.adoc': 'Text first.\n\niframe::https://example.com/demo[]\n',
    });
    expect(html).toContain(
      'jsbin::http://jsbin.com/iZASIxUF/2/embed?live,html[width="100%", height="400px"]',
    );
    expect(html).toContain('iframe::https://example.com/demo[]');
    expect(warningLines).toEqual([
      "ch.adoc:3: jsbin:: is not a block macro Asciidoctor knows (an extension of the book's own toolchain?); " +
        'the line is printed as text. Replace it with a link or an image, or remove it',
      "embed.adoc:3: iframe:: is not a block macro Asciidoctor knows (an extension of the book's own toolchain?); " +
        'the line is printed as text. Replace it with a link or an image, or remove it',
    ]);
  });

  it('never leaves the repository or fetches a remote include', async () => {
    const { warningLines, html } = await convert({
      'a/ch.adoc': '== A\n\ninclude::../../etc/passwd[]\n\ninclude::https://example.com/x.adoc[]\n',
    });
    expect(html).not.toContain('root:');
    expect(warningLines).toEqual([
      'a/ch.adoc:3: include ../../etc/passwd points outside the repository; skipped',
      'a/ch.adoc:5: include of remote https://example.com/x.adoc skipped (remote resources are never fetched)',
    ]);
  });
});

describe("AsciiDoc as Atlas read it (O'Reilly's legacy syntax)", () => {
  const source = memorySource({});
  const convert = (text: string, legacy: boolean) =>
    asciidocToHtml(text, 'ch.adoc', source, { legacy }).then((c) => c.html);

  it('sets +text+ in constant width, attribute references filled, and keeps `text` constant width', async () => {
    const html = await convert('== A\n\nCall +get_backend()+ on +1 {plus} 1+, or `QuantumCircuit`.\n', true);
    expect(html).toContain('<code>get_backend()</code>');
    expect(html).toContain('<code>1 &#43; 1</code>');
    expect(html).toContain('<code>QuantumCircuit</code>');
  });

  it('sets ++text++ in constant width too, with nothing stray before it (Asciidoctor.js 4.1 wrote "undefined")', async () => {
    const html = await convert(
      "== A\n\nDisplayed as ++0'++, typing ++**python**++; undefined ++x++ is kept.\n",
      true,
    );
    expect(html).toContain("as <code>0'</code>,");
    expect(html).toContain('typing <code><strong>python</strong></code>;');
    expect(html.match(/undefined/g)).toHaveLength(1);
  });

  it('sets `code` right before ++text++ in constant width, as Asciidoctor does, with no backtick or word stray', async () => {
    const html = await convert(
      '== A\n\nClojure provides special hints, namely `^`++ints++, `^`++floats++, and `^`++doubles++ for `aget`.\n',
      true,
    );
    expect(html).toContain(
      'namely <code>^</code><code>ints</code>, <code>^</code><code>floats</code>, and <code>^</code><code>doubles</code> ' +
        'for <code>aget</code>.',
    );
    expect(html).not.toMatch(/undefined|`/);
  });

  it("reads 'text' as emphasis, as O'Reilly's books mean it", async () => {
    expect(await convert("== A\n\nThe concept of a 'cryptlet' is new.\n", true)).toContain(
      '<em>cryptlet</em>',
    );
  });

  it('is modern AsciiDoc otherwise, and a document may turn the legacy syntax off itself', async () => {
    expect(await convert('== A\n\nCall +get_backend()+ now.\n', false)).not.toContain('<code>');
    expect(await convert(':compat-mode!:\n\n== A\n\nCall +get_backend()+ now.\n', true)).not.toContain(
      '<code>',
    );
  });
});

describe('asciidocToHtml: what Asciidoctor says about a table, with how to fix it', () => {
  it('a last row short of cells says its cells are not printed and what to change', async () => {
    const { warningLines } = await convert({
      'ch.adoc': [
        '== Trade-offs',
        '',
        '[cols="1,1"]',
        '|===',
        '|Pros |Cons',
        '|Fast |Magic',
        'a|Later',
        '|===',
        '',
        '[cols="1,1"]',
        '|===',
        '|One |Two |Three',
        '|===',
      ].join('\n'),
    });
    const advice =
      'dropping cells from incomplete row detected end of table: the last row has fewer cells than the table has ' +
      'columns, and its cells are not printed; give it all its cells (an empty cell is a lone |), or remove ' +
      'the cells left over';
    expect(warningLines).toEqual([`ch.adoc:7: ${advice}`, `ch.adoc:12: ${advice}`]);
  });

  it('a cell spanning past the last column says to widen the table or narrow the cell', async () => {
    const { warningLines } = await convert({
      'ch.adoc': ['== Spans', '', '[cols="1,1"]', '|===', '|A 3+|B', '|C |D', '|==='].join('\n'),
    });
    expect(warningLines).toEqual([
      'ch.adoc:5: dropping cell because it exceeds specified number of columns: the row spans more columns than ' +
        'the table has (its cols attribute, or its first row); widen the table or narrow the cell',
    ]);
  });
});

describe('asciidocToHtml: what Asciidoctor says about section levels and list numbers, with how to fix it', () => {
  it('a section heading that skips a level says which marker to write, or to make it discrete', async () => {
    const { warningLines } = await convert({
      'ch.adoc': ['== Loops', '', 'Text.', '', '===== Exercise 1-1', '', 'Try it.'].join('\n'),
    });
    expect(warningLines).toEqual([
      'ch.adoc:5: section title out of sequence: expected level 2, got level 4: a section may only be one level ' +
        'below the section it is in, and this ===== heading skips two levels; it is printed, and listed in the ' +
        'contents, as a === heading: write it so, or, if it is a heading in the text rather than a section, put ' +
        '[discrete] on the line above it',
    ]);
  });

  it('an ordered list numbered out of order says how it prints and how to number it', async () => {
    const { warningLines } = await convert({
      'ch.adoc': ['== Steps', '', '1. Boil', '2. Pour', '4. Steep'].join('\n'),
    });
    expect(warningLines).toEqual([
      "ch.adoc:5: list item index: expected 3, got 4: an ordered list's numbers follow each other, so this item " +
        'is printed as 3; renumber the items, or write each as . and let the numbers be generated',
    ]);
  });

  it('a list given [start=N] may number its markers from 1, as Ruby Asciidoctor reads it; other numbers are warned', async () => {
    // Mastering Ethereum, 04keys-addresses.asciidoc: a list interrupted by a listing goes on with [start=2] over "1.".
    const { html, warningLines } = await convert({
      'ch.adoc': [
        '== Steps',
        '',
        '[start=2]',
        '1. Capitalize',
        '2. Compare',
        '',
        '[start=5]',
        '1. Boil',
        '1. Pour',
        '',
        '[start=3]',
        '3. Steep',
        '4. Serve',
      ].join('\n'),
    });
    expect(html).toContain('<ol class="arabic" start="2"');
    expect(html).toContain('<ol class="arabic" start="5"');
    expect(warningLines).toEqual([
      "ch.adoc:9: list item index: expected 6, got 1: an ordered list's numbers follow each other, so this item " +
        'is printed as 6; renumber the items, or write each as . and let the numbers be generated',
    ]);
  });
});

describe('asciidocToHtml: a styled listing paragraph in a list item', () => {
  it('ends at the list continuation, as in Ruby Asciidoctor: the blocks attached after it stay blocks', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Chapter',
        '',
        '. Brew the tea.',
        '+',
        '[source,shell]',
        'brew --leaves green',
        '+',
        'The pot warms up.',
        '+',
        '[source,yaml]',
        '----',
        'pot: warm',
        '----',
        '',
        '. Pour it.',
        '+',
        '[literal]',
        'pour --slowly',
        '+',
        'Serve hot.',
      ].join('\n'),
    });
    const listings = [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => textOf(m[1]!).trim());
    expect(listings).toEqual(['brew --leaves green', 'pot: warm', 'pour --slowly']);
    expect(html).toMatch(/<p[^>]*>The pot warms up\.<\/p>/);
    expect(html).toMatch(/<p[^>]*>Serve hot\.<\/p>/);
    expect(warnings).toEqual([]);
  });
});

describe('asciidocToHtml: section ids', () => {
  const doc = (header: string) => ['= Book', header, '', '== Data durability', '', 'Text.'].join('\n');
  const ids = (html: string) => [...html.matchAll(/<section[^>]* id="([^"]*)"/g)].map((m) => m[1]);

  it("are Atlas's by default, Asciidoctor's when asked, and a document's own attributes win over either", async () => {
    const source = memorySource({});
    const atlas = await asciidocToHtml(doc(''), 'ch.adoc', source);
    const asciidoctor = await asciidocToHtml(doc(''), 'ch.adoc', source, {
      legacy: false,
      sectionIds: 'asciidoctor',
    });
    const own = await asciidocToHtml(doc(':idprefix: id-\n:idseparator: .'), 'ch.adoc', source);
    expect([ids(atlas.html), ids(asciidoctor.html), ids(own.html)]).toEqual([
      ['data-durability'],
      ['_data_durability'],
      ['id.data.durability'],
    ]);
  });
});

describe('asciidocToHtml: list items', () => {
  it('locates each item of a list on its own line, a nested list’s too', async () => {
    const text = ['== Links', '', ' - link:a/[A]', ' - link:b/[B]', '   * link:c/[C]', ' - link:d/[D]'].join(
      '\n',
    );
    const { nodes } = await convert({ 'ch.adoc': text });
    const items = findElements(nodes, (el) => el.name === 'li').map((li) => {
      const link = findElements(li.children, (el) => el.name === 'a')[0]!;
      return `${textOf(serializeHtml(link.children)).trim()} at line ${li.loc?.line}`;
    });
    expect(items).toEqual(['A at line 3', 'B at line 4', 'C at line 5', 'D at line 6']);
  });
});

describe('asciidocToHtml: inline images', () => {
  it('locates each inline image on its own line of the paragraph, an included file’s too', async () => {
    const { nodes } = await convert({
      'ch.adoc': [
        '== Pictures',
        '',
        'A paragraph',
        'with image:one.png[One] inside',
        'and more.',
        '',
        'include::more.adoc[]',
      ].join('\n'),
      'more.adoc': ['text', 'then image:two.png[Two] and', 'image:three.png[Three]'].join('\n'),
    });
    const images = findElements(nodes, (el) => el.name === 'img').map(
      (img) => `${img.attrs.get('alt')} at ${img.loc?.file}:${img.loc?.line}`,
    );
    expect(images).toEqual(['One at ch.adoc:4', 'Two at more.adoc:2', 'Three at more.adoc:3']);
  });
});
