import { markdownToHtml } from './markdown';

describe('markdownAbbreviations', () => {
  it('prints no definition and marks each use of an abbreviation as a word of its own', () => {
    const html = markdownToHtml(
      [
        '# Saving the WS',
        '',
        'Save the WS as a DWS file; WSID and HTML5 are other words, and so is `WS` in code.',
        '',
        '*[WS]: Workspace',
        '*[DWS]: Dyalog workspace file',
        '',
      ].join('\n'),
    );
    expect(html).not.toContain('*[');
    expect(html).not.toContain('Dyalog workspace file</p>');
    expect(html).toContain('Saving the <abbr title="Workspace">WS</abbr></h1>');
    expect(html).toContain(
      'Save the <abbr title="Workspace">WS</abbr> as a <abbr title="Dyalog workspace file">DWS</abbr> file; WSID',
    );
    expect(html).toContain('<code>WS</code> in code');
  });

  it('leaves link text alone and reads a definition under a paragraph as a definition', () => {
    const html = markdownToHtml('See [the WS page](ws.html) or the WS.\n*[WS]: Workspace\n');
    expect(html).toContain('>the WS page</a> or the <abbr title="Workspace">WS</abbr>.</p>');
  });
});
