import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

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
