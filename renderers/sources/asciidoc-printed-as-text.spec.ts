import { convertAsciidocFiles } from '../test-support/convert-asciidoc';

const PRINTED_AS_TEXT = /is printed as text and the image is lost/;

describe('block macros printed as text', () => {
  it('says nothing of an image on the line below another that opens its block: Asciidoctor shows both', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'ch01.adoc': [
        '= Gauges',
        '',
        'A paragraph.',
        '',
        'image::dial.png[A dial]',
        'image::needle.png[A needle]',
      ].join('\n'),
    });
    expect([...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map(([, alt]) => alt)).toEqual([
      'A dial',
      'A needle',
    ]);
    expect(warnings.filter((w) => PRINTED_AS_TEXT.test(w))).toEqual([]);
  });

  it('names the text both continue when two image lines follow it, the second as the first', async () => {
    const { warnings } = await convertAsciidocFiles({
      'ch02.adoc': [
        '= Gauges',
        '',
        'A paragraph.',
        'image::dial.png[A dial]',
        'image::needle.png[A needle]',
      ].join('\n'),
    });
    expect(warnings.filter((w) => PRINTED_AS_TEXT.test(w))).toEqual([
      expect.stringMatching(/^ch02\.adoc:4: image::dial\.png\[A dial\] .* continues the text of line 3 /),
      expect.stringMatching(/^ch02\.adoc:5: image::needle\.png\[A needle\] .* continues the text of line 3 /),
    ]);
  });

  it('says nothing of macros a listing left open in an earlier file takes in: that listing is the warning', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'book.adoc': ['= Gauges', '', 'include::one.adoc[]', '', 'include::two.adoc[]'].join('\n'),
      // No line of one.adoc ends its listing (a shorter or longer run would: closeNearMissedBlocks).
      'one.adoc': ['== One', '', '----', 'reading = 1', '', 'More text.'].join('\n'),
      'two.adoc': ['== Two', '', 'Text above.', 'image::dial.png[A dial]', '', '----'].join('\n'),
    });
    expect(html).toMatch(/<pre[^>]*>[\s\S]*image::dial\.png\[A dial\][\s\S]*<\/pre>/);
    expect(warnings.filter((w) => PRINTED_AS_TEXT.test(w))).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^one\.adoc:3: the listing block opened here with ---- is not closed/),
    ]);
  });
});

describe('an include directive without its brackets', () => {
  const BARE = /is printed as text and .* is not included/;

  it('is printed as text by Asciidoctor, its file left out: warned of at its line, with the directive to write', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'kapitel/ch03.adoc': [
        '== Rivers',
        '',
        'Two sections follow.',
        '',
        'include::teile/01-sources.adoc',
        '',
        'include::teile/02-mouths.adoc[]',
        '',
        '----',
        'include::teile/in-a-listing.adoc',
        '----',
      ].join('\n'),
      'kapitel/teile/01-sources.adoc': '=== Sources\n\nWhere a river begins.\n',
      'kapitel/teile/02-mouths.adoc': '=== Mouths\n\nWhere a river ends.\n',
    });
    expect(html).toContain('include::teile/01-sources.adoc');
    expect(html).not.toContain('Where a river begins.');
    expect(html).toContain('Where a river ends.');
    expect(warnings.filter((w) => BARE.test(w))).toEqual([
      'kapitel/ch03.adoc:5: include::teile/01-sources.adoc is printed as text and teile/01-sources.adoc is not ' +
        'included: Asciidoctor reads an include directive only with its brackets; write ' +
        'include::teile/01-sources.adoc[]',
    ]);
  });
});

describe('section titles deeper than AsciiDoc has', () => {
  const TOO_DEEP = /section titles? .*printed as text|is printed as text; a section title/;

  it('are printed as text by Asciidoctor: one warning a file, at the first, with the others’ lines', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'ch01.adoc': [
        '== Module',
        '',
        '====== Deepest section',
        '',
        'Its text.',
        '',
        '======= Einzelne Module laden',
        '',
        'Text.',
        '',
        '----',
        '======= in a listing',
        '----',
        '',
        '======== Noch tiefer',
        '',
        'include::abschnitte/other.adoc[]',
      ].join('\n'),
      'abschnitte/other.adoc': ['=== Other', '', '======= Alone'].join('\n'),
    });
    expect(html).toContain('<h5>Deepest section</h5>');
    expect(html).toContain('======= Einzelne Module laden');
    expect(warnings.filter((w) => TOO_DEEP.test(w))).toEqual([
      'ch01.adoc:7: 2 lines written as section titles are printed as text: the first, "======= Einzelne Module ' +
        'laden", here, the others at line 15; a section title has at most six = signs (======, Asciidoctor\'s ' +
        "level 5), and 7 make it a paragraph's first words: write one level up, or a block title (.Title) for a " +
        'heading that starts no section',
      'abschnitte/other.adoc:3: "======= Alone" is printed as text; a section title has at most six = signs (======, ' +
        "Asciidoctor's level 5), and 7 make it a paragraph's first words: write one level up, or a block title " +
        '(.Title) for a heading that starts no section',
    ]);
  });
});
