import { markdownToHtml } from './markdown';

describe('markaplParameters', () => {
  it('prints nothing for MarkAPL settings on lines of their own, spaces around = or not', () => {
    const html = markdownToHtml(
      "[parm]:title       =   'Gardening'\n[parm]:toc=0\n[data]:edition = 2\n\n# Gardening\n\nSoil first.\n",
    );
    expect(html).not.toContain('parm');
    expect(html).not.toContain('data]');
    expect(html.trim().startsWith('<h1')).toBe(true);
    expect(html).toContain('>Soil first.</p>');
  });

  it('leaves a setting under a line of text in that paragraph, and one in a listing as code', () => {
    const html = markdownToHtml("Seeds\n[parm]:title = 'Seeds'\n\n~~~\n[parm]:toc = 1\n~~~\n");
    expect(html).toContain('[parm]:title = ');
    expect(html).toContain('">[parm]:toc = 1\n</code></pre>');
  });
});
