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
      'refspec.adoc:3: `+` prints as a code span from here to the + on line 4: Asciidoctor 2.0.19 and later read ' +
        'this + as the start of a passthrough and that one as its end (2.0.18 read the code span first), so "`, ' +
        'followed by `<src>:<dst>`. The `" is printed as code, backticks included; write a code span of a plus ' +
        'sign as `{plus}`, which every version prints as a plus',
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
        'file (line 9): Asciidoctor 2.0.19 and later read this + as the start of a passthrough and that one as its ' +
        'end (2.0.18 read the code span first), so "` to add and `" is printed as code, backticks included; write ' +
        'a code span of a plus sign as `{plus}`, which every version prints as a plus',
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

  it('says which Asciidoctor reads the plus so, when the pair spans two lines', async () => {
    // The BEAM Book (platform.json, :!compat-mode:), c.asciidoc:391-392.
    const { html, warnings } = await convert({
      'c.adoc': [
        '== BIFs',
        '',
        'For example the operator `+` is mapped by the compiler',
        'to `erlang:+/2`. These functions are BIFs.',
      ].join('\n'),
    });
    expect(html).toContain('<code>` is mapped by the compiler\nto `erlang:/2</code>');
    expect(warnings).toEqual([
      'c.adoc:3: `+` prints as a code span from here to the + on line 4: Asciidoctor 2.0.19 and later read this + ' +
        'as the start of a passthrough and that one as its end (2.0.18 read the code span first), so "` is mapped ' +
        'by the compiler to `erlang:" is printed as code, backticks included; write a code span of a plus sign as ' +
        '`{plus}`, which every version prints as a plus',
    ]);
  });
});
