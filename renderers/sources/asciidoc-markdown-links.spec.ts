import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe('a Markdown link written in an AsciiDoc file', () => {
  it('is warned of at its line, with the AsciiDoc to write: a link to a web address or a file, an image', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Kettles',
        '',
        'The guild announced it on [the kettle forum](https://example.org/t/42) last spring.',
        '',
        'See also [the appendix](appendix.html).',
        '',
        '![A copper kettle](images/kettle.png)',
      ].join('\n'),
    });
    expect(html).toContain('[the kettle forum](');
    expect(warnings).toEqual([
      'ch.adoc:3: [the kettle forum](https://example.org/t/42) is Markdown link syntax, printed as written (its ' +
        'brackets, and the address in parentheses); write https://example.org/t/42[the kettle forum]',
      'ch.adoc:5: [the appendix](appendix.html) is Markdown link syntax, printed as written (its brackets, and ' +
        'the address in parentheses); write link:appendix.html[the appendix]',
      'ch.adoc:7: ![A copper kettle](images/kettle.png) is Markdown image syntax, printed as written (its ' +
        'brackets, and the address in parentheses); write image::images/kettle.png[A copper kettle]',
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
