import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'code-indentation-wrap');

describe('A code line too long for the page wraps after its indentation, not before its code', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/handlers', 'octavo-code-indent-');

  it('PDF: the long line starts indented, as written; the rest of it goes on the next line', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    // Too long for any code size, the line is named (listing-fit.ts); nothing else is said.
    expect(warnings).toEqual([
      expect.stringMatching(
        /^chapter\.adoc:6: this listing's line 4 \("pageStore\.deletePage.*is 117 columns long/,
      ),
    ]);
    const { stdout } = await tool('pdftotext', ['-layout', '-enc', 'UTF-8', outFile, '-']);
    const lines = stdout.split('\n');
    const start = lines.findIndex((line) => line.includes('pageStore.deletePage'));
    const opening = lines.findIndex((line) => line.includes('if (res.succeeded()) {'));
    expect(start).toBeGreaterThan(opening);
    // Set in a monospaced font, the code's indentation shows as columns: the long line is 8 in from the
    // function's opening, not pushed down to a row of its own at the listing's left edge.
    const column = (line: string, code: string) => line.indexOf(code);
    const functionColumn = column(
      lines.find((line) => line.includes('void onDelete'))!,
      'void',
    );
    expect(column(lines[start]!, 'pageStore') - functionColumn).toBeGreaterThanOrEqual(8);
    expect(lines[start - 1]!.trim()).toBe('if (res.succeeded()) {');
  });

  it('EPUB: the text of the listing is unchanged, its indentation kept whole', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const page = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8');
    const code = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(page)![1]!.replace(/<[^>]+>/g, '');
    expect(code).toContain('\n            pageStore.deletePageNamedExactlyLikeThisOne(');
    expect(page).toMatch(/<span class="code-indent"> {12}<\/span>(?:<[^>]+>)*pageStore/);
  });
});
