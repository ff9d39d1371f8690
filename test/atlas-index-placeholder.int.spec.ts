import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

/**
 * Atlas's contents and index files as The Nature of Code (nature-of-code/noc-book) wrote them: the division itself,
 * its title, and Atlas's `{{ index }}` (or `{{ toc }}`) beside the title — `<section data-type="index"><h1>Index</h1>
 * <p>{{ index }}</p></section>`. Octavo writes the index itself, so the placeholder was never printed, but each such
 * file gave two warnings saying it was printed as written, one of them that a file of only `{{ index }}` is filled.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'atlas-index-placeholder');

describe('Atlas {{ toc }} / {{ index }} beside the title of the contents or index division', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kettle-notes', 'octavo-atlas-index-placeholder-');

  it('html: no warning; the index lists the marked terms under its own title, no braces anywhere', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.entries()].filter(([name]) => name.endsWith('.html'));
    for (const [, page] of pages) expect(page.toString('utf8')).not.toContain('{{');
    const index = pages.find(([, page]) => /<h1[^>]*>Index<\/h1>/.test(page.toString('utf8')));
    expect(index).toBeDefined();
    const text = plainText(index![1].toString('utf8'));
    expect(text).toContain('Index');
    expect(text).toMatch(/kettles[\s\S]*descaling/);
  });

  it('epub: the index is there and the contents page is the generated one', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const documents = [...zip.entries()].filter(([name]) => name.endsWith('.xhtml'));
    for (const [, doc] of documents) expect(doc.toString('utf8')).not.toContain('{{');
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    expect(nav).toContain('Boiling');
    expect(documents.some(([, doc]) => /kettles[\s\S]*descaling/.test(plainText(doc.toString('utf8'))))).toBe(
      true,
    );
  });
});
