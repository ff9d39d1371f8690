import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-html-block-headings');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/garden-paths', 'octavo-html-block-headings-');

/**
 * A note box opened on its own line with its Markdown heading right under it (`<div class="note">` then `### Note`,
 * as jQuery's learning site writes its notes): CommonMark reads both lines as raw HTML, so the page printed
 * "### Note". The heading is now the box's title, as pandoc reads it, with a warning at its line; a listing that
 * shows such markup keeps it as written.
 */
describe('Markdown heading on the line after a block tag', () => {
  it('HTML: the heading is the box title, not "###" text; one warning at its line', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ch01\.md:8: the heading "### Note" follows <div class="note"> on the line before it, .*put a blank line after the tag$/,
      ),
    ]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString();
    expect(page).toMatch(/<div data-type="note">\s*<h\d[^>]*>Note<\/h\d>\s*<p>Rake it level/);
    expect(page).toMatch(
      /<div data-type="warning">\s*<h\d[^>]*><span class="admonition-kind">Warning: <\/span>Careful<\/h\d>/,
    );
    expect(page).not.toContain('### Note');
    expect(page).toContain('### Kept as written');
  });
});
