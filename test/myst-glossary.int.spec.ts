import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'myst-glossary');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/bees', 'octavo-myst-glossary-');

/**
 * Sphinx's `{glossary}` directive (terms, other names for a term on the lines under it, each definition indented)
 * and `{term}` roles naming its entries, as Jupyter Book books keep their glossaries. Octavo warned that it does not
 * run the directive and printed each entry as one paragraph, term and definition run together, and `{term}` as
 * plain text.
 */
describe('A MyST {glossary} directive', () => {
  it('HTML: is a definition list whose terms the {term} roles link to, whatever their case', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'hives.md:5: {term} "queen cell" is in no {glossary} of the book; link removed, its text kept: correct the ' +
        "term, or add it to the book's glossary",
    ]);
    const files = await readZip(outFile);
    const glossary = [...files.entries()].find(
      ([name, data]) => name.endsWith('.html') && /<dl/.test(data.toString()),
    );
    expect(glossary).toBeDefined();
    const html = glossary![1].toString();
    expect(html).toMatch(/<dt id="term-hive-body">Hive Body<\/dt>\s*<dd>\s*<p>The lowest box/);
    expect(html).toMatch(
      /<dt id="term-super">Super<\/dt>\s*<dt id="term-honey-super">Honey Super<\/dt>\s*<dd>/,
    );
    expect(html).toMatch(
      /<dd>\s*<p>A shallower box[^<]*<\/p>\s*<p>Beekeepers take their honey from it.<\/p>\s*<\/dd>/,
    );
    expect(html).not.toContain('directive-glossary');
    const hives = files.get('ch01.html')!.toString();
    expect(hives).toMatch(/<a href="[^"]*#term-hive-body">hive body<\/a>/);
    expect(hives).toMatch(/<a href="[^"]*#term-super">super<\/a>/);
    expect(hives).toMatch(/in a <a>queen cell<\/a>\./);
    expect([...files.values()].some((data) => data.toString().includes('data-octavo-glossary-term'))).toBe(
      false,
    );
  });
});
