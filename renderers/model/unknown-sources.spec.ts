import { noReadableSourceFailure, unknownSource, unknownSourceWarning } from './unknown-sources';

const text = (s: string) => Buffer.from(s, 'utf8');

describe('a listed file of a type Octavo does not read', () => {
  it("is warned about with the rename its toolchain's format asks for, when a .txt file's format is known", () => {
    expect(unknownSourceWarning(unknownSource('manuscript/ch1.txt', text('# Tea\n')))).toBe(
      'unknown source type ".txt" (expected .html, .md or .adoc); skipped: it is Leanpub\'s Markdown ' +
        "(a manuscript's .txt file): rename it to .md (git mv) and list it by its new name",
    );
    expect(unknownSourceWarning(unknownSource('book/ch1.txt', text('// draft\n= Tea\n')))).toMatch(
      /skipped: it reads as AsciiDoc .*: rename it to \.asciidoc \(git mv\)/,
    );
    expect(unknownSourceWarning(unknownSource('notes.rst', text('Tea\n===\n')))).toBe(
      'unknown source type ".rst" (expected .html, .md or .adoc); skipped',
    );
  });
});

describe('a book none of whose listed files Octavo reads', () => {
  it('fails saying why, each kind of file with its rename, the files named up to three', () => {
    const skipped = ['front', 'ch1', 'ch2', 'ch3', 'ch4'].map((name) =>
      unknownSource(`manuscript/${name}.txt`, text('# Tea\n')),
    );
    expect(noReadableSourceFailure([...skipped, unknownSource('notes.rst', text(''))]).message).toBe(
      'None of the listed files has content in a supported format (.html, .md, .adoc): manuscript/front.txt, ' +
        "manuscript/ch1.txt, manuscript/ch2.txt and 2 more are Leanpub's Markdown (a manuscript's .txt file): " +
        'rename them to .md (git mv) and list them by their new names; notes.rst is of a type Octavo does not ' +
        'read (.rst).',
    );
  });

  it('says only that when no file was skipped for its type (every file was empty)', () => {
    expect(noReadableSourceFailure([]).message).toBe(
      'None of the listed files has content in a supported format (.html, .md, .adoc).',
    );
  });
});
