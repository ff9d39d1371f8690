import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-alerts');

/** Each admonition of a page: its kind and its text. */
function admonitions(page: string): string[] {
  return [
    ...page.matchAll(/<div data-type="(note|tip|warning|caution|important)"[^>]*>([\s\S]*?)<\/div>/g),
  ].map((found) => `${found[1]}: ${plainText(found[2]!)}`);
}

describe('Markdown admonitions as GitHub and mdBook write them ([!NOTE] quotations, <div class="warning">)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/careful', 'octavo-md-alerts-');

  it('HTML: each is an admonition of its kind, labelled, its marker gone; a plain quotation stays one', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(admonitions(page)).toEqual([
      'warning: Warning This chapter is a draft: the examples are not tested yet.',
      'note: Note A reference never outlives the value it borrows.',
      'caution: Caution Raw pointers are not checked at all. Read the next chapter first.',
      'tip: Tip Lower case works too, as on GitHub.',
    ]);
    expect(page).not.toContain('[!CAUTION]');
    expect(page).toMatch(/<blockquote[^>]*>\s*<p[^>]*>A plain quotation stays one: \[!NOTE\] in its middle/);
  });

  it('EPUB: the same admonitions, of the same kinds', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const page = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(admonitions(page).map((found) => found.split(':')[0])).toEqual([
      'warning',
      'note',
      'caution',
      'tip',
    ]);
  });
});
