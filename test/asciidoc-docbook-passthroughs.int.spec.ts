import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-docbook-passthroughs');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/kite-flying', 'octavo-docbook-passthroughs-');

/**
 * AsciiDoc written for a DocBook toolchain (O'Reilly's Atlas, AsciiDoc Python) passes DocBook through: links as
 * `<ulink>`, code words as `<literal>`, an address as `<simplelist>`, editors' notes as `<remark>`. Their tags were
 * dropped with a warning each: links and code lost, the address run into one line, the editor's note printed in the
 * book. Each is now the HTML its DocBook means, and the remark is left out;
 * HTML's own elements that DocBook shares a name with (a listing's `<code>`) keep their attributes. Lists, listings with
 * `<userinput>` and callouts, admonitions and quotations (O'Reilly's 2013 Atlas guide writes its conventions as a
 * DocBook `<variablelist>`) printed as one run of text with a warning per tag; they are the HTML they mean.
 */
describe('DocBook passed through in AsciiDoc', () => {
  it('HTML: links, code, emphasis, address lines and cross-references as DocBook prints them; no remark', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const page = site.get('ch01.html')!.toString();
    expect(page).toContain('<em><a href="https://example.com/kites">A Sky Full of Paper</a></em>');
    expect(page).toContain('<span class="keep-together"><code>bowline-knot</code></span>');
    expect(page).toMatch(/<a href="mailto:kites@example\.com"[^>]*>kites@example\.com<\/a>/);
    expect(page).toMatch(
      /<p class="simplelist">Kite Club of the Downs<br\s*\/?>12 Hill Road<br\s*\/?>Brightwell<\/p>/,
    );
    expect(page).toContain('<strong><code>fly --wind=5</code></strong>');
    expect(page).toMatch(/see <a data-type="xref" href="#ch_kites">Chapter 1<\/a> again/);
    expect(plainText(page)).not.toContain('Editor: check the year');
    expect(page).toMatch(/<pre[^>]*data-code-language="python"[^>]*><code class="language-python[^"]*"/);
  });

  it('HTML: lists, listings with callouts, notes, footnotes and quotations as DocBook prints them', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString();
    expect(page).toMatch(
      /<dl><dt><code>bowline<\/code><\/dt><dd>\s*<p>A fixed loop at the end of the line\.<\/p>\s*<p>It never slips\.<\/p>\s*<\/dd><\/dl>/,
    );
    expect(page).toMatch(/<ul><li><p>Check the spars\.<\/p><\/li><li><p>Check the bridle\.<\/p><\/li><\/ul>/);
    expect(page).toMatch(
      /<pre data-type="programlisting">field \$ <strong><code>launch --height=<em>30<\/em><\/code><\/strong>\nKite up <b class="conum" id="kite-up">1<\/b>/,
    );
    expect(page).toMatch(
      /<div class="colist arabic"><ol><li><p>The kite reports its height\.<\/p><\/li><\/ol><\/div>/,
    );
    expect(page).toMatch(
      /<div data-type="note"[^>]*>\s*<h2[^>]*><span class="admonition-kind">Note: <\/span>Wind speed<\/h2>\s*<p>Fly below 25 knots\.<\/p>/,
    );
    expect(plainText(page)).toContain('Light kites climb fastest.');
    expect(page).toMatch(/Below 60 grams\./);
    expect(page).toMatch(
      /<blockquote>\s*<p>The wind decides\.<\/p>\s*<p data-type="attribution">An old flyer<\/p>/,
    );
  });

  it("HTML: DocBook sections as the book's own sections, their titles' markup kept", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString();
    expect(page).toMatch(
      /<section data-type="sect3" id="bowline-knot-tying"[^>]*>\s*<h(\d)[^>]*>Tying the <code>bowline<\/code><\/h\1>\s*<p>Loop, around, back down\.<\/p>\s*<section data-type="sect4"[^>]*>\s*<h(\d)[^>]*>In the wind<\/h\2>\s*<p>Hold the standing part\.<\/p>/,
    );
    expect(plainText(page)).not.toMatch(/<\/?(sect3|title|section)>/);
  });
});
