import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-invalid-part-lines');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/orchard', 'octavo-invalid-part-lines-');

/**
 * A book of one AsciiDoc document including its files, two of which open a part (`= Title`) with text and no
 * chapter. Asciidoctor says "invalid part" where its parser stood when each part closed: the next part's title (a
 * part written correctly) and the line after the document's last, a line no file has. The warning now names each
 * empty part's own title, the line the author changes.
 */
describe('Asciidoctor’s "invalid part" message', () => {
  it('names the title of the part that has no chapter, not where the next part begins', async () => {
    const { warnings } = await book.render(renderHtml, 'book.zip');
    const advice =
      'invalid part, must have at least one section (e.g., chapter, appendix, etc.): a level-0 title (= Title) in ' +
      'a book opens a part, which holds chapters; for a division of its own write == Title (with its style above ' +
      'it, such as [colophon] or [appendix])';
    expect(warnings).toEqual([`tools.adoc:1: ${advice}`, `extras.adoc:1: ${advice}`]);
  });
});
