import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-diagrams');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/asciidoc-diagrams', 'octavo-asciidoc-diagrams-');

const REPAIR =
  'render the diagram to an image in the repository (SVG or PNG) and write image::diagram.svg[Description] in its place';

/**
 * Diagrams written for asciidoctor-diagram (a `[plantuml]` listing, a `[mermaid]` literal block, a `plantuml::`
 * block macro): Octavo runs no diagram tool, so the source is printed as Asciidoctor prints it without the
 * extension. The listing blocks used to be printed so without a word; each is now named with its line and the fix.
 */
describe('AsciiDoc asciidoctor-diagram diagrams', () => {
  it('HTML: each diagram is reported with its line, as a diagram, and its source is printed', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'wiring.adoc:20: the plantuml:: block macro is a diagram of asciidoctor-diagram, an extension Octavo does not ' +
        `run, so the line is printed as text; ${REPAIR}`,
      'wiring.adoc:6: the [plantuml] block is a diagram of asciidoctor-diagram, an extension Octavo does not run, so ' +
        `its source is printed as a listing; ${REPAIR}`,
      'wiring.adoc:15: the [mermaid] block is a diagram of asciidoctor-diagram, an extension Octavo does not run, so ' +
        `its source is printed as a listing; ${REPAIR}`,
    ]);
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString();
    expect(chapter).toContain('Controller -&gt; Relay : switch on');
    expect(chapter).toContain('Relay --&gt; Element');
  });
});
