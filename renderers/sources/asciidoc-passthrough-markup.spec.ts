import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';
import { indexBookModelOf } from '../test-support/index-warnings';

describe('AsciiDoc markup inside a passthrough block', () => {
  it('names a role span printed as written, once a block, at its first line, with the HTML to write', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Ferries',
        '',
        '++++',
        '<blockquote data-type="epigraph">',
        '<p>The ferry left at [.nobreak]#ten past# six, [.nobreak]#with us# aboard.</p>',
        '<p>It came back [.big.red]#late#.</p>',
        '</blockquote>',
        '++++',
        '',
        'In the text, a [.nobreak]#role span# is read.',
        '',
        '----',
        'A listing shows [.nobreak]#markup# as written.',
        '----',
      ].join('\n'),
    });
    expect(html).toContain('[.nobreak]#ten past#');
    expect(html).toContain('<span class="nobreak">role span</span>');
    expect(warnings).toEqual([
      'ch.adoc:5: [.nobreak]#ten past# is inside a passthrough block (++++), whose HTML Asciidoctor does not read ' +
        'as AsciiDoc: it is printed with its brackets and # signs (the first of 3 in this block). Write it as HTML ' +
        'there, <span class="nobreak">ten past</span>',
    ]);
  });

  it('says nothing of a passthrough block without AsciiDoc markup, or of # signs in its HTML', async () => {
    const { warnings } = await convert({
      'ch.adoc': [
        '== Ferries',
        '',
        '++++',
        '<p style="color: #333">Tickets at <a href="#fares">the fares</a> [see below] #1 and #2.</p>',
        '++++',
      ].join('\n'),
    });
    expect(warnings).toEqual([]);
  });
});

describe('index terms inside a passthrough block', () => {
  // A paper's paragraphs kept as HTML in an appendix, their index terms written as in the chapters around them.
  const appendix = [
    '== The Paper',
    '',
    '=== Reclaiming Disk Space',
    '',
    '++++',
    '<p>Once ((("disk space", "reclaiming")))((("reclaiming", "disk space")))the latest transaction is buried.</p>',
    '++++',
    '',
    '=== Calculations',
    '',
    '++++',
    '<p>It is analogous to a ((("Gambler&#x27;s Ruin problem")))Gambler&#x27;s Ruin problem.</p>',
    '++++',
    '',
    'In the text, ((("disk space", "in the text"))) a term is read.',
  ].join('\n');

  it('names each block’s first term, printed as written, with the HTMLBook index term to write', async () => {
    const { html, warnings } = await convert({ 'ch.adoc': appendix });
    expect(html).toContain(
      '<p>Once ((("disk space", "reclaiming")))((("reclaiming", "disk space")))the latest',
    );
    expect(html).toMatch(
      /<a data-type="indexterm"[^>]* data-primary="disk space" data-secondary="in the text"><\/a>/,
    );
    expect(warnings).toEqual([
      'ch.adoc:6: ((("disk space", "reclaiming"))) is inside a passthrough block (++++), whose HTML Asciidoctor does ' +
        'not read as AsciiDoc: it is printed as written and is not in the index (the first of 2 in this block). ' +
        'Write it as HTML there, <a data-type="indexterm" data-primary="disk space" data-secondary="reclaiming"></a>',
      'ch.adoc:12: ((("Gambler&#x27;s Ruin problem"))) is inside a passthrough block (++++), whose HTML Asciidoctor ' +
        'does not read as AsciiDoc: it is printed as written and is not in the index. Write it as HTML there, ' +
        '<a data-type="indexterm" data-primary="Gambler\'s Ruin problem"></a>',
    ]);
  });

  it('is indexed once written as the warning says', async () => {
    const fixed = appendix
      .replace(
        '((("disk space", "reclaiming")))((("reclaiming", "disk space")))',
        '<a data-type="indexterm" data-primary="disk space" data-secondary="reclaiming"></a>' +
          '<a data-type="indexterm" data-primary="reclaiming" data-secondary="disk space"></a>',
      )
      .replace(
        '((("Gambler&#x27;s Ruin problem")))',
        '<a data-type="indexterm" data-primary="Gambler\'s Ruin problem"></a>',
      );
    const model = await indexBookModelOf(fixed);
    expect(
      model.indexTerms.map(({ primary, secondary, source }) => [primary, secondary, source?.line]),
    ).toEqual([
      ['disk space', 'reclaiming', 6],
      ['reclaiming', 'disk space', 6],
      ["Gambler's Ruin problem", undefined, 12],
      ['disk space', 'in the text', 15],
    ]);
    expect((await convert({ 'ch.adoc': fixed })).warnings).toEqual([]);
  });

  it('gives the text of a term the AsciiDoc prints, and a hidden term’s sort keys and see also', async () => {
    const { warnings } = await convert({
      'ch.adoc': [
        '== Ferries',
        '',
        '++++',
        '<p>The ((ferry)) left at six.</p>',
        '++++',
        '',
        '++++',
        '<p>The indexterm2:[harbour master] waved.</p>',
        '++++',
        '',
        '++++',
        '<p>It rained.indexterm:[weather, "rain, heavy", secondary-sortas="rain", seealso="storms"]</p>',
        '++++',
      ].join('\n'),
    });
    expect(warnings).toEqual([
      expect.stringContaining(
        'ch.adoc:4: ((ferry)) is inside a passthrough block (++++), whose HTML Asciidoctor does not read as ' +
          'AsciiDoc: it is printed as written and is not in the index. Write it as HTML there, ' +
          'ferry<a data-type="indexterm" data-primary="ferry"></a>',
      ),
      expect.stringContaining(
        'ch.adoc:8: indexterm2:[harbour master] is inside a passthrough block (++++), whose HTML Asciidoctor does not read ' +
          'as AsciiDoc: it is printed as written and is not in the index. Write it as HTML there, harbour master' +
          '<a data-type="indexterm" data-primary="harbour master"></a>',
      ),
      expect.stringContaining(
        'Write it as HTML there, <a data-type="indexterm" data-primary="weather" data-secondary="rain, heavy" ' +
          'data-seealso="storms" data-secondary-sortas="rain"></a>',
      ),
    ]);
  });

  it('says nothing of terms in the HTML’s code or preformatted text, of formulas, nor of a block that reads macros', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Ferries',
        '',
        '++++',
        '<pre>',
        'index(((("ferry"))))',
        '</pre>',
        '<p>Write <code>((("ferry")))</code> or <code>indexterm:[ferry]</code>; f((x)) is ((a + b)) squared.</p>',
        '<!-- ((("not", "shown"))) -->',
        '++++',
        '',
        '[subs="macros"]',
        '++++',
        '<p>The ((("ferry", "timetable")))timetable.</p>',
        '++++',
      ].join('\n'),
    });
    expect(html).toContain('<p>The <a data-type="indexterm"');
    expect(warnings).toEqual([]);
  });
});
