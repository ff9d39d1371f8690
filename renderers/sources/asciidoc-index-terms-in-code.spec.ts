import { convertAsciidocFiles } from '../test-support/convert-asciidoc';

describe('index terms Asciidoctor reads in code spans', () => {
  it('warns at the line of a code span whose (( )) became an index term, with the literal span to write', async () => {
    const { html, warnings } = await convertAsciidocFiles({
      'ch01.adoc': [
        '= Sums',
        '',
        'First a plain line.',
        '',
        'Halve it with `ABS((low - high)) / 2` and move on.',
        '',
        'Kept as written: `+ABS((low - high)) / 2+`, and a real ((flow term)) in prose.',
      ].join('\n'),
    });
    // What Asciidoctor prints: the parentheses gone, the text between them indexed.
    expect(html).toContain(
      '<code>ABSlow - high<a data-type="indexterm" data-primary="low - high"></a> / 2</code>',
    );
    // The literal span the warning proposes keeps the code as written.
    expect(html).toContain('<code>ABS((low - high)) / 2</code>');
    expect(warnings).toEqual([
      'ch01.adoc:5: `ABS((low - high)) / 2` is printed without the (( )) around "low - high", which goes in ' +
        'the index: Asciidoctor reads ((…)) as an index term, in code too; to print the code as written, make the ' +
        'span literal: `+ABS((low - high)) / 2+`',
    ]);
  });

  it('says nothing of (( )) in listings, in literal spans, or of a term written in prose', async () => {
    const { warnings } = await convertAsciidocFiles({
      'ch02.adoc': [
        '= Listings',
        '',
        '----',
        'x = `f((a))`',
        '----',
        '',
        'A ((term)) in prose, and `+g((b))+` literal.',
      ].join('\n'),
    });
    expect(warnings).toEqual([]);
  });

  it('pairs backticks across the lines of a paragraph, so a term in prose after a span that breaks is not in code', async () => {
    // The BEAM Book, type_system.asciidoc:142-144.
    const { html, warnings } = await convertAsciidocFiles({
      'types.adoc': [
        '= Types',
        '',
        'If `A =< B` and also `A',
        '>= B`, then `A == B`. The second is _((exact equality))_ `=:=` here.',
      ].join('\n'),
    });
    expect(html).toContain(
      '<em>exact equality<a data-type="indexterm" data-primary="exact equality"></a></em>',
    );
    expect(warnings).toEqual([]);
  });

  it('warns at the line of the term when the code span holding it breaks across lines', async () => {
    const { warnings } = await convertAsciidocFiles({
      'ch03.adoc': ['= Sums', '', 'Halve it with `ABS(x) +', 'ABS((low - high)) / 2` and move on.'].join(
        '\n',
      ),
    });
    expect(warnings).toEqual([
      'ch03.adoc:4: `ABS(x) + ABS((low - high)) / 2` is printed without the (( )) around "low - high", which goes ' +
        'in the index: Asciidoctor reads ((…)) as an index term, in code too; to print the code as written, make ' +
        'the span literal: `+ABS(x) + ABS((low - high)) / 2+`',
    ]);
  });
});
