import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe('a plus sign written as a code span twice in a paragraph', () => {
  it('is warned of at the first, naming where the passthrough it opens ends and what prints as code', async () => {
    const { html, warnings } = await convert({
      'refspec.adoc': [
        '== The Refspec',
        '',
        'The format of the refspec is, first, an optional `+`, followed by `<src>:<dst>`.',
        'The `+` tells Git to update the reference even if it is not a fast-forward.',
      ].join('\n'),
    });
    // What Asciidoctor makes of it (2.0.19 and later): one code span from the first + to the second.
    expect(html).toContain('<code>`, followed by `&lt;src&gt;:&lt;dst&gt;`.\nThe `</code>');
    expect(warnings).toEqual([
      'refspec.adoc:3: `+` prints as a code span from here to the + on line 4: Asciidoctor reads this + as the ' +
        'start of a passthrough and that one as its end, so "`, followed by `<src>:<dst>`. The `" is printed as ' +
        'code, backticks included; write a code span of a plus sign as `{plus}`',
    ]);
  });

  it('counts the other pairs of a file', async () => {
    const { warnings } = await convert({
      'ops.adoc': [
        '== Operators',
        '',
        'Use `+` to add and `+` to join.',
        '',
        '----',
        'a `+` b `+` c',
        '----',
        '',
        'Neither `+` nor `+` subtracts.',
      ].join('\n'),
    });
    expect(warnings).toEqual([
      'ops.adoc:3: `+` prints as a code span from here to the + later on this line, and so does 1 more in this ' +
        'file (line 9): Asciidoctor reads this + as the start of a passthrough and that one as its end, so ' +
        '"` to add and `" is printed as code, backticks included; write a code span of a plus sign as `{plus}`',
    ]);
  });

  it('says nothing of {plus}, a lone `+`, literal monospace or pluses in separate paragraphs', async () => {
    const { html, warnings } = await convert({
      'ok.adoc': [
        '== Fine',
        '',
        'An optional `{plus}`, followed by `<src>:<dst>`; the `{plus}` forces it.',
        '',
        'A lone `+` in its paragraph.',
        '',
        'Then `+` here,',
        '',
        'and `+` there.',
        '',
        'Literal `+`echo`+` and `+a--b+`.',
      ].join('\n'),
    });
    expect(html).toContain('<code>`echo`</code>');
    expect(warnings).toEqual([]);
  });

  it('says nothing in compat-mode, where a backtick span is read first', async () => {
    const { html, warnings } = await convert({
      'compat.adoc': ['= Old', ':compat-mode:', '', '== Old', '', 'Old `+` and `+` marks.'].join('\n'),
    });
    expect(html).toContain('<code>+</code> and <code>+</code>');
    expect(warnings).toEqual([]);
  });
});
