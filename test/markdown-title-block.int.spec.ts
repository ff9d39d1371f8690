import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-title-block');

describe("pandoc's title block (% Title, % Authors, % Date on a Markdown file's first lines)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kites', 'octavo-title-block-');

  it('is never printed as text; naming the book, it titles no chapter: the # heading does', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).not.toContain('%');
    expect(chapter).not.toContain('Bob Wind');
    expect(chapter).toMatch(/<h1[^>]*>(?:<[^>]+>)*Chapter 1(?:<[^>]+>)*\s*(?:<[^>]+>)*Choosing a Kite/);
  });

  it("naming its page (over indented lines), it is that page's title, as a front matter's title: is", async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const files = await readZip(outFile);
    const nav = [...files.entries()].find(([name]) => name.endsWith('nav.xhtml'))![1].toString('utf8');
    expect(nav).toContain('Knots for Kite Lines');
    const page = [...files.entries()]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .find((xhtml) => xhtml.includes('A bowline holds'))!;
    expect(page).not.toMatch(/%|2024/);
  });
});
