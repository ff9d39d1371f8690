import { parseHtml } from '../dom/html-dom';
import { BookWarning } from '../warnings';
import { warnAboutEscapedMarkup } from './escaped-markup';

function warned(html: string): string[] {
  const warnings: BookWarning[] = [];
  warnAboutEscapedMarkup(parseHtml(html), 'kiln.html', warnings);
  return warnings.map((w) => w.subject ?? '');
}

describe('warnAboutEscapedMarkup', () => {
  it('finds a start tag with an HTMLBook data-type in the text, quoted or not', () => {
    expect(warned('<p>Fire it.&lt;span data-type="footnote"&gt;Slowly.&lt;/span&gt;</p>')).toEqual([
      '<span data-type="footnote">',
    ]);
    expect(warned("<p>&lt;a href='#glaze' data-type=xref&gt;glaze&lt;/a&gt;</p>")).toEqual([
      "<a href='#glaze' data-type=xref>",
    ]);
  });

  it('leaves markup in code, tags without a data-type, and real elements alone', () => {
    expect(warned('<p>Use <code>&lt;span data-type="footnote"&gt;</code> for notes.</p>')).toEqual([]);
    expect(warned('<pre>&lt;div data-type="note"&gt;</pre>')).toEqual([]);
    expect(warned('<p>A &lt;div class="x"&gt; is a box; a &lt;p&gt; a paragraph.</p>')).toEqual([]);
    expect(warned('<p>Fire it.<span data-type="footnote">Slowly.</span></p>')).toEqual([]);
  });

  it('says it once per file, with the count', () => {
    const warnings: BookWarning[] = [];
    warnAboutEscapedMarkup(
      parseHtml(
        '<p>&lt;span data-type="footnote"&gt;a&lt;/span&gt;</p><p>&lt;span data-type="footnote"&gt;</p>',
      ),
      'kiln.html',
      warnings,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain('(2 such tags in this file, the first here)');
  });
});
