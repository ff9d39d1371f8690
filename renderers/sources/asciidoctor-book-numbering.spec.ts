import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { PlatformConfig } from '../types';

/** A plain Asciidoctor book: one listed master document whose header sets `:doctype: book`. */
async function bookHtml(
  master: string,
  files: Record<string, string> = {},
  configFile?: PlatformConfig['configFile'],
): Promise<{ html: string; labels: (string | undefined)[]; partLabels: (string | undefined)[] }> {
  const model = await buildBookModel(
    memorySource({ 'book.adoc': master, ...files }),
    { files: ['book.adoc'], formats: {}, ...(configFile ? { configFile } : {}) },
    { bookName: 'x' },
  );
  return {
    html: model.divisions.map((division) => division.html).join('\n'),
    labels: model.divisions.filter((d) => d.kind === 'chapter').map((d) => d.label),
    partLabels: model.divisions.filter((d) => d.kind === 'part').map((d) => d.label),
  };
}

// midPoint's master.adoc: `.resource-ldap.xml` over a [source,xml] listing printed "Example 4-1. resource-ldap.xml",
// where Asciidoctor, with no :listing-caption:, prints the title alone.
describe("a plain Asciidoctor book's titled listing", () => {
  const master = '= Book\n:doctype: book\n\n== First\n\n.config.xml\n[source,xml]\n----\n<a/>\n----\n';

  it('has no caption without :listing-caption:', async () => {
    const { html } = await bookHtml(master);
    expect(html).toContain('config.xml');
    expect(html).not.toContain('Example');
    expect(html).not.toMatch(/class="label"/);
  });

  it('is numbered through the book under :listing-caption:', async () => {
    const { html } = await bookHtml(
      '= Book\n:doctype: book\n:listing-caption: Listing\n\n== First\n\n.A\n----\na\n----\n\n== Second\n\n.B\n----\nb\n----\n',
    );
    expect(html).toContain('>Listing 1. </span>A');
    expect(html).toContain('>Listing 2. </span>B');
  });

  // CDI in Action's book.adoc sets its attributes, :doctype: book among them, in an include under its title.
  it('has none when the header sets :doctype: book in an included file', async () => {
    const { html } = await bookHtml(
      '= Book\nAn Author\ninclude::header.adoc[]\n\n== First\n\n.config.xml\n----\n<a/>\n----\n',
      { 'header.adoc': ':doctype: book\n:sectnums:\n' },
    );
    expect(html).toContain('config.xml');
    expect(html).not.toContain('Example');
  });

  it('is still an example numbered per chapter in an Atlas book', async () => {
    const { html } = await bookHtml(master, {}, 'atlas.json');
    expect(html).toContain('Example 1-1. ');
  });
});

// Producing Open Source Software's book.adoc has no :sectnums:; its 113 <<technical-infrastructure>> read "Chapter 3"
// where Asciidoctor prints the chapter's title.
describe("a plain Asciidoctor book's chapters", () => {
  const master = '= Book\n:doctype: book\n\n== First\n\nSee <<second>>.\n\n[[second]]\n== Second\n\nText.\n';

  it('are not numbered without :sectnums:, and an xref to one reads its title', async () => {
    const { html, labels } = await bookHtml(master);
    expect(labels).toEqual([undefined, undefined]);
    expect(html).not.toContain('Chapter');
    expect(html).toMatch(/See <a href="[^"]*">Second<\/a>\./);
  });

  it('are numbered under :sectnums:, with the word :chapter-signifier: names', async () => {
    const numbered = await bookHtml(master.replace(':doctype: book\n', ':doctype: book\n:sectnums:\n'));
    expect(numbered.labels).toEqual(['1', '2']);
    expect(numbered.html).toMatch(/See <a href="[^"]*">Second<\/a>\./);
    const signified = await bookHtml(
      master.replace(':doctype: book\n', ':doctype: book\n:sectnums:\n:chapter-signifier: Kapitel\n'),
    );
    expect(signified.labels).toEqual(['Kapitel 1', 'Kapitel 2']);
  });

  it('are in parts numbered only under :partnums:', async () => {
    const parts =
      '= Book\n:doctype: book\n\n= Basics\n\n== First\n\nText.\n\n= Advanced\n\n== Second\n\nText.\n';
    expect((await bookHtml(parts)).partLabels).toEqual([undefined, undefined]);
    const numbered = await bookHtml(parts.replace(':doctype: book\n', ':doctype: book\n:partnums:\n'));
    expect(numbered.partLabels).toEqual(['Part I', 'Part II']);
  });

  it('are numbered as before in an Atlas book', async () => {
    const { html, labels } = await bookHtml(master, {}, 'atlas.json');
    expect(labels).toEqual(['Chapter 1', 'Chapter 2']);
    expect(html).toContain('>Chapter 2</a>');
  });
});

// libgavran's book.adoc sets :doctype: above its title, names each chapter's caption word (`:listing-caption:
// Listing 3,`) and resets the counters (`:!listing-number:`): Octavo printed "Listing 3, 3-1.", Asciidoctor
// "Listing 3, 1.".
describe("a plain Asciidoctor book's captions and xrefs", () => {
  it("take the document's words and counters", async () => {
    const { html } = await bookHtml(
      ':doctype: book\n:sectnums:\n= Book\n\n:listing-caption: Listing 1,\ninclude::ch1.adoc[]\n\n' +
        ':listing-caption: Listing 2,\n:!listing-number:\ninclude::ch2.adoc[]\n',
      {
        'ch1.adoc': '== One\n\n.A\n----\na\n----\n\n.B\n----\nb\n----\n',
        'ch2.adoc': '== Two\n\n.C\n----\nc\n----\n',
      },
    );
    expect(html).toContain('>Listing 1, 1. </span>A');
    expect(html).toContain('>Listing 1, 2. </span>B');
    expect(html).toContain('>Listing 2, 1. </span>C');
  });

  it('number figures, tables and examples through the book; an xref reads as :xrefstyle: says', async () => {
    const { html } = await bookHtml(
      '= Book\n:doctype: book\n:sectnums:\n\n== One\n\n[[f1]]\n.Pic\nimage::a.png[]\n\n[[t1]]\n.Tab\n|===\n|a\n|===\n\n' +
        '== Two\n\n[[e1]]\n.Ex\n====\nx\n====\n\n[[s1]]\n=== Sub\n\n' +
        'Default: <<f1>>, <<t1>>, <<e1>>, <<s1>>.\n\n:xrefstyle: short\n\nShort: <<f1>>, <<t1>>, <<e1>>, <<s1>>.\n\n' +
        ':xrefstyle: full\n\nFull: <<f1>>, <<s1>>.\n',
    );
    expect(html).toContain('>Figure 1. </span>Pic');
    expect(html).toContain('>Table 1. </span>Tab');
    expect(html).toContain('>Example 1. </span>Ex');
    const read = (line: string) =>
      new RegExp(`<p>${line}: (.*)</p>`).exec(html)?.[1]?.replace(/<a href="[^"]*">|<\/a>/g, '');
    expect(read('Default')).toBe('Pic, Tab, Ex, Sub.');
    expect(read('Short')).toBe('Figure 1, Table 1, Example 1, Section 2.1.');
    expect(read('Full')).toBe('Figure 1, \u201cPic\u201d, Section 2.1, \u201cSub\u201d.');
  });
});

// The concurrency book's chapter 3 refers to `.Resultados y tiempos de CPUfootnote:[Compara …]` over a listing: the
// link printed the title's note as escaped tags ("CPU<span data-type=…"), and a footnote in a section's title was
// printed a second time inside the link.
describe('an xref in a plain Asciidoctor book to a title holding a footnote', () => {
  it('reads the title without the note, which stays with the title once', async () => {
    const model = await buildBookModel(
      memorySource({
        'book.adoc':
          '= Book\n:doctype: book\n\n== One\n\n[[t]]\n.Results footnote:[Compare _CPU_ time.]\n----\n$ time ./c\n----\n\n' +
          '[[s]]\n=== Sub footnote:[On subs.]\n\nSee <<t>> and <<s>>.\n',
      }),
      { files: ['book.adoc'], formats: {} },
      { bookName: 'x' },
    );
    const html = model.divisions.map((division) => division.html).join('\n');
    expect(html).toMatch(/<p>See <a href="#t">Results<\/a> and <a href="#s">Sub<\/a>\.<\/p>/);
    expect(html.match(/data-type="footnote"/g)).toHaveLength(2);
    expect(model.warnings.map((w) => w.text).join('\n')).not.toContain('written as text');
  });
});

// The concurrency book (`:lang: es`, `:revnumber: 1.0.13`) printed "Version 1.0.13" on its Spanish title page.
describe("a plain Asciidoctor book's revision line", () => {
  it("names the version in the book's language, or in the document's own word", async () => {
    const header = '= Libro\n:doctype: book\n:lang: es\n:revnumber: 1.0.13\n';
    const spanish = await bookHtml(`${header}\n== Uno\n\nTexto.\n`);
    expect(spanish.html).toContain('<p class="revision">Versión 1.0.13</p>');
    const own = await bookHtml(`${header}:version-label: Edición\n\n== Uno\n\nTexto.\n`);
    expect(own.html).toContain('<p class="revision">Edición 1.0.13</p>');
  });
});

// A Korean book that declares no language (the undeclared-korean-text fixture) printed "Table 1." in Korean text: the
// word is Asciidoctor's English default, which the author did not choose; the book's own word is printed instead.
describe("a plain Asciidoctor book's captions in its language", () => {
  it('print the book’s word where the document names none, and the document’s where it does', async () => {
    const korean = await bookHtml(
      '= 정원\n:doctype: book\n\n== 도구\n\n정원사의 도구는 늘 깨끗해야 합니다. 호미와 가위를 씁니다.\n\n.도구\n|===\n|호미 |흙\n|===\n',
    );
    expect(korean.html).toContain('>표 1. </span>도구');
    const named = await bookHtml(
      '= 정원\n:doctype: book\n:table-caption: Tabelle\n\n== 도구\n\n정원사의 도구는 늘 깨끗해야 합니다.\n\n.도구\n|===\n|호미 |흙\n|===\n',
    );
    expect(named.html).toContain('>Tabelle 1. </span>도구');
  });
});

// midPoint's master.adoc sets `:toc: left` under `ifdef::backend-html5[]` above its title: its header was not read,
// and its listings printed "Example 4-1." captions.
describe('a plain Asciidoctor book whose header has conditionals above its title', () => {
  it('is read as one: its titled listing has no caption', async () => {
    const { html } = await bookHtml(
      ':doctype: book\nifdef::backend-html5[]\n:toc: left\nendif::[]\n\n= Book\n\n== First\n\n.config.xml\n----\n<a/>\n----\n',
    );
    expect(html).toContain('config.xml');
    expect(html).not.toContain('Example');
  });
});

// Only a plain Asciidoctor book's parts go unnumbered without :partnums:; a Quarto part page's `{.unnumbered}` heading
// (quarto-tdg's part-getting-started.qmd) kept its "Part I" and still does.
describe('a Quarto book’s part page written {.unnumbered}', () => {
  it('is still numbered as a part', async () => {
    const model = await buildBookModel(
      memorySource({
        '_quarto.yml':
          'project:\n  type: book\nbook:\n  chapters:\n    - index.qmd\n    - part: part-one.qmd\n      chapters:\n        - one.qmd\n',
        'index.qmd': '# Welcome {.unnumbered}\n\nHello.\n',
        'part-one.qmd': '# Getting started {.unnumbered}\n',
        'one.qmd': '# Quarto\n\nText.\n',
      }),
      { files: ['index.qmd', 'part-one.qmd', 'one.qmd'], formats: {} },
      { bookName: 'x' },
    );
    const part = model.divisions.find((d) => d.kind === 'part');
    expect([part?.label, part?.title]).toEqual(['Part I', 'Getting started']);
  });
});
