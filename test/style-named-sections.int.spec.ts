import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'style-named-sections');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/style-names', 'octavo-style-names-');

/**
 * `[losing_machines_ch01]` over a section (Scaling Python with Dask's `[fault_tolerance_ch03_…]`) is a style to
 * AsciiDoc, not an id: `<<losing_machines_ch01>>` led nowhere. It is linked to that section, and the author is told.
 */
const WARNING =
  'ch01.adoc:4: cross-reference to "#losing_machines_ch01": no element has that id, but the section at ' +
  'ch01.adoc:8 has [losing_machines_ch01] above its title, which AsciiDoc reads as a style, not an id; linked to ' +
  'that section (write [[losing_machines_ch01]] or [#losing_machines_ch01] there to name it)';

describe('A section named with one bracket where two were meant', () => {
  it('HTML: the cross-reference reaches the section and reads its title; the author is told how to name it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([WARNING]);
    const site = await readZip(outFile);
    const chapter = site.get('ch01.html')!.toString();
    const section = /<section data-type="sect1" id="([^"]+)">\s*<h2[^>]*>Losing Machines<\/h2>/.exec(chapter);
    expect(section).not.toBeNull();
    expect(chapter).toContain(`(see <a data-type="xref" href="#${section![1]}">Losing Machines</a>)`);
    // A correctly named section is reached as before; a style no xref names changes nothing.
    expect(chapter).toMatch(/<a data-type="xref" href="ch02\.html#queues_ch02">Queues Named Right<\/a>/);
    for (const page of site.values()) expect(page.toString()).not.toContain('data-octavo-');
  });

  it('EPUB: the same link, inside the book', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([WARNING]);
    const chapter = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString();
    expect(chapter).toMatch(/\(see <a data-type="xref" href="#[^"]+">Losing Machines<\/a>\)/);
  });
});
