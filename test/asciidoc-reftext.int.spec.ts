import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageTexts } from './support/pdf-book';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-reftext');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/asciidoc-reftext', 'octavo-asciidoc-reftext-');

/**
 * Chapter 2 cites, by id alone, an inline anchor `[[net-shed,the net shed]]`, an `anchor:fish-market[the _fish_ market]`,
 * a section `[[pier,the Long Pier]]`, the chapter `[[harbour,The Harbour Chapter]]` and a block `[reftext="the tide
 * table"]`: each reads as its author named it, as in Asciidoctor, not as the section around it or a generated label.
 */
const CITED = ['the net shed', 'the fish market', 'the Long Pier', 'The Harbour Chapter', 'the tide table'];
/** An xref written with its own text keeps it. */
const WRITTEN = 'the planks';

/** The texts of a page's links into chapter 1, in order. */
function linkTexts(page: string): string[] {
  return [...page.matchAll(/<a [^>]*href="ch01\.x?html[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map((m) =>
    plainText(m[1]!),
  );
}

describe('AsciiDoc reference texts, as cross-references to them read', () => {
  it('HTML: each xref reads the reference text of what it cites, and no mark is left in the page', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const chapter2 = /<main[\s\S]*<\/main>/.exec(site.get('ch02.html')!.toString())![0];
    expect(linkTexts(chapter2)).toEqual([...CITED, WRITTEN]);
    expect(site.get('ch01.html')!.toString()).not.toContain('data-octavo');
  });

  it('EPUB: the same texts', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const epub = await readZip(outFile);
    expect(linkTexts(epub.get('OEBPS/ch02.xhtml')!.toString())).toEqual([...CITED, WRITTEN]);
  });

  it('PDF: the same texts', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const text = (await pageTexts(outFile)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(
      'We walked from the net shed past the fish market to the Long Pier, all told in The Harbour Chapter.',
    );
    expect(text).toContain('Check the tide table first.');
  });
});
