import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-sections');

describe("GitBook's sectionx panels: <!--sec data-title=… ces--> … <!--endsec-->", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/potting', 'octavo-gitbook-sections-');

  it("each panel's title heads its text", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(
      /<div class="title">Getting soil: in town<\/div>\s*<p>Buy a bag at the garden centre\.<\/p>/,
    );
    expect(chapter).toMatch(
      /<div class="title">Getting soil: in the country<\/div>\s*<p>Dig it from the field &amp; sieve it\.<\/p>/,
    );
    expect(chapter).not.toContain('endsec');
    expect(warnings).toEqual([]);
  });

  it('a panel comment shown in code stays as written', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toContain('&lt;!--sec data-title="Shown as code" ces--&gt;');
  });
});
