import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-xref-dotted-id');

/**
 * Red Hat's modular docs give sections ids such as `controller-pre-2.4-{context}`. Asciidoctor reads an `xref:`
 * target with a dot in it as a file name (the link it writes leads nowhere); Octavo links the id and says, in
 * AsciiDoc, how to write the reference so every tool reads it as one.
 */
describe('An AsciiDoc xref: to an id with a dot in it', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kiln', 'octavo-adoc-xref-dotted-id-');

  it('is linked to the section, and the warning says how to write it in AsciiDoc', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'book.adoc:10: link controller-pre-2.4-kiln names no file, but the book has an element with the id ' +
        'controller-pre-2.4-kiln: linked to it; write <<controller-pre-2.4-kiln,…>> (xref: reads a target with a ' +
        'dot in it as a file name)',
    ]);
    const site = await readZip(outFile);
    const chapter = site.get('ch01.html')!.toString();
    // The id is the chapter's own: the link leads to its page.
    expect(chapter).toMatch(/<a[^>]* href="ch02\.html"[^>]*>Replace an old controller<\/a>/);
  });
});
