import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-code-labels');

describe("GitBook's codeblock-label plugin: {% filename %}name{% endfilename %} over a listing", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/seed-catalogue', 'octavo-gitbook-labels-');

  it('the name heads its listing as a title, the tags gone; the listing below is still code', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(
      /<div class="title listing-file-name">seeds\/settings\.py<\/div>\s*<pre data-code-language="python">/,
    );
    expect(chapter).toMatch(
      /<div class="title listing-file-name">command-line<\/div>\s*<pre[^>]*><code[^>]*>\$ sow --rows 3 &amp; water/,
    );
    expect(warnings.filter((w) => w.includes('template markup'))).toEqual([]);
  });

  it('a label in a quotation or a list item heads its listing there', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(
      /<blockquote>[\s\S]*<div class="title listing-file-name">command-line<\/div>\s*<pre[^>]*><code[^>]*>\$ harvest --ripe[\s\S]*<\/blockquote>/,
    );
    expect(chapter).toMatch(
      /<li>[\s\S]*<div class="title listing-file-name">seeds\/rows\.txt<\/div>\s*<pre[^>]*><code[^>]*>row 1: carrots[\s\S]*<\/li>/,
    );
    expect(chapter).not.toContain('{% filename %}command-line');
  });

  it('a label shown as syntax inside a listing stays as written', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toContain('{% filename %}seeds/settings.py{% endfilename %}');
  });
});
