import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'myst-table-directive');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/tides', 'octavo-myst-table-directive-');

/**
 * A MyST `{table}` directive (a caption as its argument, `:name:` and `:align:` options, a Markdown table as its
 * body), as Jupyter Book pages caption their tables. Octavo warned that it does not run the directive and printed
 * its caption as bold text above an uncaptioned table, so `{numref}` had no number to cite.
 */
describe('A MyST {table} directive', () => {
  it('HTML: is the table, captioned and numbered, and {numref} cites its number', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString();
    expect(chapter).toMatch(/<table id="tide-times"[^>]*>\s*<caption>[\s\S]*?High and low water<\/caption>/);
    expect(plainText(chapter)).toContain('Table 1-1. High and low water');
    expect(chapter).toMatch(/<a data-type="xref" href="#tide-times">Table 1-1<\/a>/);
    expect(chapter).not.toContain('directive-table');
  });
});
