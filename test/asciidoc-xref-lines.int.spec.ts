import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-xref-lines');

describe('An AsciiDoc cross-reference to no target is warned about at its own line', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/lost', 'octavo-adoc-xref-lines-');

  it('names the line the <<id>>, <<id,text>> or [[id]] is on, not the first line of its list or paragraph', async () => {
    const { warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'book.adoc:32: id "kept-shapes" is used at book.adoc:30 and here: this one was renamed "kept-shapes-2" (cross-references go to the first); give each place its own id, or, if this [[kept-shapes]] in the text was meant to refer to the first, write <<kept-shapes>> (an anchor prints nothing)',
      'book.adoc:12: cross-reference to "#stored-areas" has no target in the book; link removed: correct the id, or give the element it points at that id',
      'book.adoc:16: cross-reference to "#missing-section" has no target in the book; link removed: correct the id, or give the element it points at that id',
      'book.adoc:26: cross-reference to "#shape-storage" has no target in the book; link removed: correct the id, or give the element it points at that id',
      'book.adoc:27: cross-reference to "#outline-storage" has no target in the book; link removed: correct the id, or give the element it points at that id',
    ]);
  });
});
