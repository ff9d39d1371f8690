import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'epub-repository-file-links');

describe('EPUB: links to repository files that are no page of the book', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/sheds', 'octavo-file-links-');

  it('are warned about at the line the author wrote each one, as the other formats warn', async () => {
    const { warnings } = await book.render(renderEpub, 'book.epub');
    const fileLinks = warnings.filter((w) => w.includes('kept as text'));
    expect(fileLinks).toEqual([
      expect.stringMatching(/^README\.md:5: link to HOUSE_RULES\.md kept as text/),
      expect.stringMatching(/^sheds\/ch01\.md:5: link to notes\/slabs\.txt kept as text/),
      expect.stringMatching(/^sheds\/ch01\.md:10: link to notes\/slabs\.txt#drainage kept as text/),
    ]);
  });
});
