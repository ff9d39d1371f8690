import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-written-figure-captions');

describe("A Markdown image followed by the author's caption paragraph (***Figure 1-1.** …*)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/seed-trays', 'octavo-md-figure-captions-');

  it('HTML: the paragraph is the figure’s caption, labelled once, not the placeholder alt text', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(page).toMatch(
      /<figcaption>\s*<span class="label">Figure 1-1\. <\/span><em>A tray filled and firmed<\/em>/,
    );
    const text = plain(page);
    expect(text).toContain('Figure 1-1. A tray filled and firmed Figure 1-1 shows the soil level.');
    expect(text.match(/Figure 1-1\./g)).toHaveLength(1);
    expect(text).not.toContain('Figure 1-1. alt');
    // Written on the line under the image, in the same paragraph.
    expect(page).toMatch(
      /<figcaption>\s*<span class="label">Figure 1-2\. <\/span><em>The tray under glass<\/em>\./,
    );
    expect(text.match(/Figure 1-2\./g)).toHaveLength(1);
  });
});
