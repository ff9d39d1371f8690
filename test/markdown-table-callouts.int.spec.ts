import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-table-callouts');

/** Each admonition of a page: its kind and its text. */
function admonitions(page: string): string[] {
  return [
    ...page.matchAll(/<div data-type="(note|tip|warning|caution|important)"[^>]*>([\s\S]*?)<\/div>/g),
  ].map((found) => `${found[1]}: ${plainText(found[2]!)}`);
}

describe('a one-column Markdown table headed NOTE: or WARNING: (a callout boxed as GitHub draws tables)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/knots', 'octavo-table-callouts-');

  it('HTML: is an admonition of that kind, each row a paragraph; other tables stay tables', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(admonitions(page)).toEqual([
      'note: Note A bowline under load is hard to untie, but never jams for good.',
      'warning: Warning Never tie a granny knot in place of a reef knot. It slips as soon as the rope is wet.',
      'tip: Tip Carry a short line in your pocket.',
    ]);
    expect(page).toMatch(
      /<p>Never tie a <code>granny knot<\/code> in place of a reef knot\.<\/p>\s*<p>It slips/,
    );
    expect(page).not.toMatch(/<th[^>]*>(NOTE|WARNING):?<\/th>/);
    // A table of two columns, or headed by another word, is data.
    expect(page).toMatch(/<th[^>]*>Knot<\/th>/);
    expect(page).toMatch(/<th[^>]*>Length<\/th>/);
  });

  it('EPUB: the same admonitions', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const page = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(admonitions(page).map((found) => found.split(':')[0])).toEqual(['note', 'warning', 'tip']);
  });
});
