import {
  isDocbookSource,
  noReadableSourceFailure,
  unknownSource,
  unknownSourceWarning,
} from './unknown-sources';

const text = (s: string) => Buffer.from(s, 'utf8');

describe('a listed file of a type Octavo does not read', () => {
  it("is warned about with the rename its toolchain's format asks for, when a .txt file's format is known", () => {
    expect(unknownSourceWarning(unknownSource('manuscript/ch1.txt', text('# Tea\n')))).toBe(
      'unknown source type ".txt" (expected .html, .md, .adoc or DocBook .xml); skipped: it is Leanpub\'s Markdown ' +
        "(a manuscript's .txt file): rename it to .md (git mv) and list it by its new name",
    );
    expect(unknownSourceWarning(unknownSource('book/ch1.txt', text('// draft\n= Tea\n')))).toMatch(
      /skipped: it reads as AsciiDoc .*: rename it to \.asciidoc \(git mv\)/,
    );
    expect(unknownSourceWarning(unknownSource('notes.csv', text('a,b\n')))).toBe(
      'unknown source type ".csv" (expected .html, .md, .adoc or DocBook .xml); skipped',
    );
  });

  it('is given the pandoc command that converts it once when it is reStructuredText, LaTeX, Word or Org', () => {
    expect(unknownSourceWarning(unknownSource('notes.rst', text('Tea\n===\n')))).toContain(
      'it is reStructuredText, which Octavo does not read: convert it once (pandoc -f rst -t markdown --wrap=preserve --columns=1000 notes.rst -o notes.md)',
    );
    expect(unknownSourceWarning(unknownSource('Draft one.docx', text('PK')))).toContain(
      "(pandoc -f docx -t markdown --extract-media=images 'Draft one.docx' -o 'Draft one.md')",
    );
  });
});

describe('a listed DocBook file', () => {
  it('is told by its doctype, its namespace or a root element of DocBook (any other XML is not taken for it)', () => {
    const docbook4 =
      '<?xml version="1.0"?>\n<!DOCTYPE chapter PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN"\n' +
      '"http://www.oasis-open.org/docbook/xml/4.5/docbookx.dtd">\n<chapter><title>Tea</title></chapter>\n';
    expect(isDocbookSource('book/ch01.xml', text(docbook4))).toBe(true);
    expect(
      isDocbookSource('a.xml', text('<section xmlns="http://docbook.org/ns/docbook" version="5.0"/>')),
    ).toBe(true);
    // A book's own DTD, its chapters declared as entities in the internal subset (Linux Kernel in a Nutshell).
    const entities = Array.from({ length: 60 }, (_, i) => `<!ENTITY ch${i} SYSTEM "ch${i}.xml">`).join('\n');
    expect(
      isDocbookSource(
        'book.xml',
        text(
          `<?xml version="1.0"?>\n<!DOCTYPE book SYSTEM "/usr/local/dblite.dtd"\n[\n${entities}\n]>\n<book id="b">`,
        ),
      ),
    ).toBe(true);
    expect(isDocbookSource('ch01.dbk', text('<chapter/>'))).toBe(true);
    // illumos's master documents, by their root element whatever their extension.
    expect(
      isDocbookSource(
        'mdb/mdb.book',
        text(
          '<?xml version="1.0"?>\n<!DOCTYPE book [\n<!ENTITY intro SYSTEM "intro.xml">\n]>\n<book xml:id="mdb">',
        ),
      ),
    ).toBe(true);
    expect(isDocbookSource('notes.book', text('# Tea\n'))).toBe(false);
    expect(
      isDocbookSource('pom.xml', text('<?xml version="1.0"?>\n<project><modelVersion/></project>')),
    ).toBe(false);
  });
});

describe('a book none of whose listed files Octavo reads', () => {
  it('fails saying why, each kind of file with its rename, the files named up to three', () => {
    const skipped = ['front', 'ch1', 'ch2', 'ch3', 'ch4'].map((name) =>
      unknownSource(`manuscript/${name}.txt`, text('# Tea\n')),
    );
    const converted = ['ch1.tex', 'ch2.tex'].map((name) => unknownSource(name, text('\\chapter{Tea}')));
    expect(
      noReadableSourceFailure([...skipped, unknownSource('notes.csv', text('')), ...converted]).message,
    ).toBe(
      'None of the listed files has content in a supported format (.html, .md, .adoc, DocBook .xml): manuscript/front.txt, ' +
        "manuscript/ch1.txt, manuscript/ch2.txt and 2 more are Leanpub's Markdown (a manuscript's .txt file): " +
        'rename them to .md (git mv) and list them by their new names; notes.csv is of a type Octavo does not ' +
        'read (.csv); ch1.tex and ch2.tex are LaTeX, which Octavo does not read: convert each once (pandoc -f ' +
        'latex -t markdown ch1.tex -o ch1.md) and list the converted files.',
    );
  });

  it('says only that when no file was skipped for its type (every file was empty)', () => {
    expect(noReadableSourceFailure([]).message).toBe(
      'None of the listed files has content in a supported format (.html, .md, .adoc, DocBook .xml).',
    );
  });
});
