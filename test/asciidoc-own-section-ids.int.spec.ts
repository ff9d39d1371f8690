import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-own-section-ids');

/**
 * A book that sets `:idprefix:` itself (in an included attributes file, as Red Hat's modular docs do) is written
 * for the ids Asciidoctor makes: its xrefs name unlabelled sections `data_durability`, with Asciidoctor's default
 * separator. They land there, as with the book's own toolchain.
 */
describe("An AsciiDoc book that sets Asciidoctor's id attributes itself", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kiln-ids', 'octavo-adoc-own-section-ids-');

  it('gets section ids as Asciidoctor makes them, and its xrefs to them resolve', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    expect(site.get('ch01.html')!.toString()).toMatch(/<section data-type="sect1" id="data_durability">/);
    const safety = site.get('ch02.html')!.toString();
    expect(safety).toMatch(/<a[^>]* href="ch01\.html#data_durability"[^>]*>how firings are logged<\/a>/);
    // A plain Asciidoctor book without :sectnums: names a chapter by its title, as Asciidoctor does.
    expect(safety).toMatch(/<a[^>]* href="ch01\.html"[^>]*>Firing schedules<\/a>/);
  });
});
