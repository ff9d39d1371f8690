import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-inline-foreign-tags');

describe("Another tool's tag written inside a Markdown paragraph", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/loops', 'octavo-inline-foreign-tags-');

  it('is warned about at the line of its paragraph, with how Markdown prints the tag itself', async () => {
    const { warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'loops.md:5: <print> is not an HTML or HTMLBook element: its tag is left out and what it holds printed as ' +
        "text; if a tool of the book turns it into HTML, list that tool's output instead; to print the tag itself " +
        '(a placeholder such as <print>), write it in backticks (`<print>`) or as \\<print>',
    ]);
  });
});
