import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'text-before-title');

describe('A Markdown file that opens with text before its first title', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/patterns', 'octavo-text-before-title-');

  it('keeps the text where it was, and tells the author at its line that it prints above the title', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      // A title in a syntax Markdown does not read (Textile's "h1."); a `^title` line is read as the title
      // (caret-title.int.spec.ts).
      'book/command.markdown:1: the file opens with text before its first title "Configuring Input" (line 5): it ' +
        'is printed above that title, at the start of its chapter; give the opening a title of its own (a heading ' +
        "at the level of the book's chapters) or move it below the title",
    ]);
    const zip = await readZip(outFile);
    const main = plain(/<main[^>]*>(.*)<\/main>/s.exec(zip.get('ch01.html')!.toString('utf8'))![1]);
    expect(main).toMatch(/^h1\. Command A command is .* Chapter 1 Configuring Input Buttons/);
  });
});
