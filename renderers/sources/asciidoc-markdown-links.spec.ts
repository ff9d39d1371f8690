import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe('a Markdown link written in an AsciiDoc file', () => {
  it('is warned of at its line, with the AsciiDoc to write: a link to a web address or a file, an image', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Kettles',
        '',
        'The guild announced it on [the kettle forum](https://example.org/t/42) last spring.',
        '',
        'include::see-also.adoc[]',
        '',
        'include::picture.adoc[]',
      ].join('\n'),
      'see-also.adoc': 'See also [the appendix](appendix.html).',
      'picture.adoc': '![A copper kettle](images/kettle.png)',
    });
    expect(html).toContain('[the kettle forum](');
    expect(warnings).toEqual([
      'ch.adoc:3: [the kettle forum](https://example.org/t/42) is Markdown link syntax, printed as written (its ' +
        'brackets, and the address in parentheses); write https://example.org/t/42[the kettle forum]',
      'see-also.adoc:1: [the appendix](appendix.html) is Markdown link syntax, printed as written (its brackets, ' +
        'and the address in parentheses); write link:appendix.html[the appendix]',
      'picture.adoc:1: ![A copper kettle](images/kettle.png) is Markdown image syntax, printed as written (its ' +
        'brackets, and the address in parentheses); write image::images/kettle.png[A copper kettle]',
    ]);
  });

  it('whose target is written as an AsciiDoc macro, is given the macro with the link’s text, not link: before it', async () => {
    const { warnings } = await convert({
      'rpc.adoc': [
        '== RPC',
        '',
        'The controllers are built with [Dependency Injection](xref:dependency-injection.adoc).',
        '',
        'Their notes are [elsewhere](link:notes/rpc.html).',
      ].join('\n'),
    });
    expect(warnings).toEqual([
      "rpc.adoc:3: 2 links or images are written in Markdown's syntax, printed as written (their brackets, and the " +
        'addresses in parentheses): the first, [Dependency Injection](xref:dependency-injection.adoc), here, the ' +
        "others at line 5; write each in AsciiDoc's (the first: xref:dependency-injection.adoc[Dependency Injection])",
    ]);
    const { warnings: link } = await convert({
      'notes.adoc': 'Their notes are [elsewhere](link:notes/rpc.html).',
    });
    expect(link).toEqual([
      'notes.adoc:1: [elsewhere](link:notes/rpc.html) is Markdown link syntax, printed as written (its brackets, and ' +
        'the address in parentheses); write link:notes/rpc.html[elsewhere]',
    ]);
  });

  it("is one warning a file that has several, at the first, with the others' lines", async () => {
    const { warnings } = await convert({
      'ch.adoc': [
        '== Kettles',
        '',
        'Read [the forum](https://example.org/t/42) and [the list](https://example.org/l).',
        '',
        'See also [the appendix](appendix.html).',
      ].join('\n'),
    });
    expect(warnings).toEqual([
      "ch.adoc:3: 3 links or images are written in Markdown's syntax, printed as written (their brackets, and the " +
        'addresses in parentheses): the first, [the forum](https://example.org/t/42), here, the others at lines 3 ' +
        "and 5; write each in AsciiDoc's (the first: https://example.org/t/42[the forum])",
    ]);
  });

  it('says nothing of code, listings, comments, AsciiDoc links, attribute lists and legal citations', async () => {
    const { warnings } = await convert({
      'ch.adoc': [
        '== Kettles',
        '',
        'Write `[text](https://example.org)` in Markdown.',
        '',
        '----',
        '[text](https://example.org)',
        '----',
        '',
        '// [old](https://example.org)',
        '',
        'A real link: https://example.org[the site] (opens a page).',
        '',
        '[source,python]',
        '----',
        'print(1)',
        '----',
        '',
        // The Cryptocurrency Law Casebook's quotation of a court: a bracketed change to a cited subsection.
        'Claims under § 12[(a)](1), it would be unreasonable to wait [sic](2).',
      ].join('\n'),
    });
    expect(warnings).toEqual([]);
  });
});
