import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'link-from-wrong-folder');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/link-from-wrong-folder',
  'octavo-link-from-wrong-folder-',
);

/**
 * A chapter links the next one by its path from the repository's front page (`chapters/firing.adoc`), as a README's
 * list of chapters does, but from inside `chapters/`: no file is there. The warning names the book's file of that
 * name and the path to write, not only "correct the path".
 */
describe('a link to a book file written from the wrong folder', () => {
  it('HTML: the warning names the file of that name and its path from the linking file', async () => {
    const { warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'chapters/loading.adoc:3: link chapters/firing.adoc points to chapters/chapters/firing.adoc, which does not ' +
        "exist; link removed, its text kept: the book's file of that name is chapters/firing.adoc; write its path " +
        'from this file, firing.adoc',
    ]);
  });
});
