import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'wrapped-web-addresses');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/contact', 'octavo-wrapped-addresses-');

/**
 * `link:$$http://oreil.ly/continuous-enterprise[]` (continuous-enterprise-development's preface): the passthrough
 * lost its closing `$$`, so the link's target was "$$http://…", read as a file of the book; it was removed, with a
 * warning naming a file "$$http:/oreil.ly/…". It now goes to the address it holds, and the author is told. So does a
 * target written between single dollars (`link:$https://…$[GH Archive]`), which Asciidoctor prints as a dead link.
 */
describe('A web address with AsciiDoc passthrough marks left around it', () => {
  it('links to the address, reads as the address, and the author is told how to write it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'ch01.adoc:3: link $$https://example.org/errata is a web address with "$$" left around it (read as a file of ' +
        'the book, there is none): linked to https://example.org/errata; write the address alone (an AsciiDoc $$ ' +
        'passthrough needs its closing $$)',
      'ch01.adoc:9: link $https://example.org/archive$ is a web address with "$" left around it (read as a file of ' +
        'the book, there is none): linked to https://example.org/archive; write the address alone (AsciiDoc passes ' +
        'text through between $$ and $$, not single dollars)',
      'ch01.adoc:10: link $https://example.org/news is a web address with "$" left around it (read as a file of ' +
        'the book, there is none): linked to https://example.org/news; write the address alone (AsciiDoc passes ' +
        'text through between $$ and $$, not single dollars)',
      'ch01.adoc:12: link https://example.org/userguide.html#\\_indexes has a backslash escaping AsciiDoc markup (\\_) ' +
        'in it, left out; written as https://example.org/userguide.html#_indexes',
    ]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString();
    const links = [...page.matchAll(/<a href="(https:[^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
      ([, href, text]) => `${text} -> ${href}`,
    );
    expect(links).toEqual([
      'https://example.org/errata -> https://example.org/errata',
      'https://example.org/book -> https://example.org/book',
      'our contact page -> https://example.org/contact',
      'the archive -> https://example.org/archive',
      'the newsletter page -> https://example.org/news',
      'indexing -> https://example.org/userguide.html#_indexes',
    ]);
  });
});
