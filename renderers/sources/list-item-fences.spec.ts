import { markdownToHtml as render } from './markdown';

/** The HTML without the source lines Octavo marks on it. */
const markdownToHtml = (...args: Parameters<typeof render>) =>
  render(...args).replace(/ data-octavo-[\w-]+="[^"]*"/g, '');
/** The HTML of a page of pandoc's Markdown. */
const pandoc = (text: string) =>
  markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, { pandoc: true });

// As The Dyalog Cookbook's 06_configSettings.md: an output line of the listing indented less than the item's text.
const ITEM = [
  '* Item with output:',
  '',
  '  ~~~',
  "        myIni.Get 'Config'",
  '   Debug  0',
  ' CONFIG',
  '  ~~~',
  '',
  '  Text after the listing, see the note.[^n]',
  '',
  '## Next section',
  '',
  '[^n]: A footnote.',
  '',
].join('\n');

describe('a fenced listing in a list item with a line indented less than the item’s text', () => {
  it('goes on to its closing fence in pandoc’s Markdown, the line printed as written, as pandoc prints it', () => {
    const html = pandoc(ITEM);
    expect(html).toContain("<pre><code>      myIni.Get 'Config'\n Debug  0\n CONFIG\n</code></pre>");
    expect(html).toMatch(/<li>[\s\S]*Text after the listing[\s\S]*<\/li>/);
    expect(html).toMatch(/<h2[^>]*>Next section<\/h2>/);
    expect(html).toContain('A footnote.');
  });

  it('goes on in a Leanpub manuscript too', () => {
    const html = markdownToHtml(ITEM, undefined, undefined, undefined, true);
    expect(html).toMatch(/<h2[^>]*>Next section<\/h2>/);
    expect(html).toContain(' CONFIG\n</code></pre>');
  });

  it('ends where pandoc ends the item: at a less indented line after a blank one, or one opening a list item', () => {
    const afterBlank = pandoc('* Item:\n\n  ~~~\n  a\n\n c\n  ~~~\n');
    expect(afterBlank).not.toContain('<code>a\n\n c\n</code>');
    const nextItem = pandoc('* Item:\n\n  ~~~\n  a\n- b\n  ~~~\n');
    expect(nextItem).toMatch(/<li>b/);
  });

  it('ends at that line in CommonMark, as markdown-it and mdBook read it', () => {
    const html = markdownToHtml(ITEM);
    expect(html).toContain("<pre><code>      myIni.Get 'Config'\n Debug  0\n</code></pre>");
  });
});
