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

// Better Python's catastrophe.adoc:134-140: the + signs of a regular expression in a code span opened passthroughs,
// the last running the code span on over three lines, and nothing was said.
describe('plus signs inside a longer code span', () => {
  it('are warned of at the span, naming where the passthrough they open runs on to', async () => {
    const { html, warnings } = await convert({
      'catastrophe.adoc': [
        '== Catastrophe',
        '',
        'Pattern `r"^(.+: )(\\d+? )+(?=9\\d)"`, all. We',
        'match _some digits_ only, as we did with the',
        '`(.+ )` in which.',
      ].join('\n'),
    });
    // What Asciidoctor 2.0.19 and later make of it: one code span over the three lines, its + signs gone.
    expect(html).toContain('<code>r"^(.: )(\\d? )(?=9\\d)"`, all. We\nmatch _some digits_ only');
    expect(warnings).toEqual([
      'catastrophe.adoc:3: the code span `r"^(.+: )(\\d+? )+(?=9\\d)"` loses its + signs and runs on to the + on ' +
        'line 5: Asciidoctor 2.0.19 and later read a + in a code span as the start of a passthrough that a later + ' +
        'ends (2.0.18 read the code span first), so both are left out and "(?=9\\d)"`, all. We match _so … only, as ' +
        'we did with the `(." between them is printed as written, backticks included; write each + in a code span ' +
        'as {plus} (`a{plus}b`), which every version prints as a plus',
    ]);
  });

  it('are warned of on one line, and every such span of the file is counted', async () => {
    const { warnings } = await convert({
      'regex.adoc': ['== Regex', '', 'Match `.+` then `.+` again.', '', 'And `(.+: )(.+ )` too.'].join('\n'),
    });
    expect(warnings).toEqual([
      'regex.adoc:3: the code span `.+` loses its + signs and runs on to the + later on this line, and so does 1 ' +
        'more in this file (line 5): Asciidoctor 2.0.19 and later read a + in a code span as the start of a ' +
        'passthrough that a later + ends (2.0.18 read the code span first), so both are left out and "` then `." ' +
        'between them is printed as written, backticks included; write each + in a code span as {plus} ' +
        '(`a{plus}b`), which every version prints as a plus',
    ]);
  });

  it('says nothing of a + no passthrough opens at, or one both versions read alike', async () => {
    const { warnings } = await convert({
      'fine.adoc': [
        '== Fine',
        '',
        'A `a + b` sum, `x+1`, `a+` and `+b`; `C++` and `i++` (a ++ passthrough either way).',
        '',
        'Escaped `\\+x+`, passed `++a+b++` and `pass:[+c+]`, literal `+{x}+`.',
      ].join('\n'),
    });
    expect(warnings).toEqual([]);
  });
});
