import { convertAsciidocFiles } from '../test-support/convert-asciidoc';

async function attributeWarnings(files: Record<string, string>): Promise<string[]> {
  const { warnings } = await convertAsciidocFiles(files);
  return warnings.filter((text) => text.includes('is not defined, so'));
}

describe('an attribute the book sets only under a condition that does not hold', () => {
  const settings = [
    ':kiln_name: Anagama',
    'ifeval::["{release_kind}" == "archive"]',
    ':glaze_series: 2.0',
    'endif::[]',
    'ifdef::nightly[]',
    ':glaze_series: next',
    'endif::[]',
  ].join('\n');

  it('names the conditional around the entry, so the author sees which attribute the build passed', async () => {
    const warnings = await attributeWarnings({
      'book.adoc': [
        '= Glazes',
        'include::settings.adoc[]',
        '',
        '== One',
        '',
        'Series {glaze_series} of {kiln_name}.',
      ].join('\n'),
      'settings.adoc': settings,
    });
    expect(warnings).toEqual([
      'book.adoc:6: attribute {glaze_series} is not defined, so it is printed as written; the book sets it only ' +
        'inside conditionals that do not hold here (the first: ifeval::["{release_kind}" == "archive"], ' +
        'settings.adoc:3); ' +
        "the book's build tool may set it (an -a name=value option of the asciidoctor command in a Makefile or " +
        "script, the Asciidoctor Maven or Gradle plugin's attributes, Antora's playbook). Define it in the " +
        'document header (:glaze_series: value), or, if the braces are meant as text, write \\{glaze_series}',
    ]);
  });

  it('names the one conditional when a single entry sets it', async () => {
    const warnings = await attributeWarnings({
      'book.adoc': [
        '= Glazes',
        'ifdef::nightly[]',
        ':glaze_series: next',
        'endif::[]',
        '',
        'Series {glaze_series}.',
      ].join('\n'),
    });
    expect(warnings[0]).toContain(
      'the book sets it only inside ifdef::nightly[] (book.adoc:3), a condition that does not hold here;',
    );
  });

  it('says nothing of conditions when an entry outside any sets it, too late for the reference', async () => {
    const warnings = await attributeWarnings({
      'book.adoc': [
        '= Glazes',
        '',
        '== One',
        '',
        'Series {glaze_series}.',
        '',
        ':glaze_series: 3.0',
        settings,
      ].join('\n'),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('only inside');
  });
});

describe("braces another language's syntax writes", () => {
  it("says nothing of Git's revision syntax (@{u}, main^{tree}) printed as written, as its author meant", async () => {
    const warnings = await attributeWarnings({
      'book.adoc': [
        '= Branches',
        '',
        '== One',
        '',
        'Merge `@{upstream}` (or `@{u}`), look back with `HEAD@{n}`, list `main^{tree}`; {undefined_name} stays.',
      ].join('\n'),
    });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^book\.adoc:5: attribute \{undefined_name\} is not defined, so it is printed as written;/,
      ),
    ]);
  });
});

// The CloudForms book: "a name that should be numerically suffixed (e.g. `#{vm_name}$n{3}`)", a Ruby template.
describe("Ruby's string interpolation", () => {
  it('says nothing of #{name}, printed as written as Asciidoctor prints it, but warns of #{name}# highlighted', async () => {
    const warnings = await attributeWarnings({
      'book.adoc': [
        '= Naming',
        '',
        '== One',
        '',
        'A name numerically suffixed (e.g. `#{vm_name}$n{3}`), or `"#{prefix}#{owner}"` in Ruby.',
        '',
        'The #{product}# is highlighted.',
      ].join('\n'),
    });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^book\.adoc:7: attribute \{product\} is not defined, so it is printed as written;/,
      ),
    ]);
  });
});

// Better Python's chapters set `:chapter: 2` and `:figure-caption: Figure {chapter}.`; its appendix unsets
// `:chapter!:` and sets the caption again, over no figure: the warning named the first chapter's line, which defines
// the attribute, and nothing in the book printed the reference.
describe('an attribute unset in one chapter and set in another', () => {
  const files = (appendixBody: string) => ({
    'book.adoc':
      '= Book\n:doctype: book\n\ninclude::a.adoc[leveloffset=+1]\ninclude::b.adoc[leveloffset=+1]\n',
    'a.adoc': ':chapter: 1\n:figure-caption: Figure {chapter}.\n\n= A\n\n.Cap\nimage::x.png[X]\n',
    'b.adoc': `:chapter!:\n:figure-caption: Figure {chapter}.\n\n= B\n\n${appendixBody}\n`,
  });

  it('says nothing when no reference where it is unset is printed', async () => {
    expect(await attributeWarnings(files('Text.'))).toEqual([]);
  });

  it('is warned of at the reference where it is unset, when that one is printed', async () => {
    expect(await attributeWarnings(files('.Cap B\nimage::y.png[Y]'))).toEqual([
      expect.stringMatching(/^b\.adoc:2: attribute \{chapter\} is not defined, so it is printed as written;/),
    ]);
  });

  it('is warned of when the line holding it is dropped, though nothing prints it', async () => {
    const warnings = await attributeWarnings({
      'book.adoc': '= Book\n:attribute-missing: drop-line\n\n== One\n\nVersion {release}.\n\nText.\n',
    });
    expect(warnings).toEqual([expect.stringMatching(/^book\.adoc:6: attribute \{release\} is not defined/)]);
  });
});
