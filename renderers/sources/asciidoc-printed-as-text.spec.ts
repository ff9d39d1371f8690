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
      'one.adoc': ['== One', '', '----', 'reading = 1', '-----', '', 'More text.'].join('\n'),
      'two.adoc': ['== Two', '', 'Text above.', 'image::dial.png[A dial]', '', '----'].join('\n'),
    });
    expect(html).toMatch(/<pre[^>]*>[\s\S]*image::dial\.png\[A dial\][\s\S]*<\/pre>/);
    expect(warnings.filter((w) => PRINTED_AS_TEXT.test(w))).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^one\.adoc:3: the listing block opened here with ---- is not closed/),
    ]);
  });
});
