import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

/**
 * A book audit (Build Web Application with Golang, English and Chinese) found every chapter closing with GitBook's
 * web navigation, "## Links" over "[Directory](preface.md)", "Previous section: […](…)", "Next section: […](…)"
 * ("## links", "[目录]", "上一节:", "下一节:" in Chinese): printed at the end of 98 chapters, and in the EPUB a
 * warning for each link to the unlisted preface.md. Those lists are left out, with their heading; a list of links
 * the author wrote as text stays.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'page-navigation-lists');

describe('GitBook’s "## Links" navigation list closing each page', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/web-servers', 'octavo-page-navigation-lists-');

  it('is left out of the EPUB with its heading, once noted a file; other lists of links stay', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    // Three files' navigation is one warning, at the first, naming the others.
    expect(warnings).toEqual([
      '01.0.md:5: the lists of links to other pages in 3 files (here "Directory | Sockets"; also at 01.1.md:10 and ' +
        '02.0.md:5) are web page navigation: they are left out, as the book has its own contents and page order',
    ]);
    const zip = await readZip(outFile);
    const text = (name: string) => plain(zip.get(`OEBPS/${name}`)!.toString('utf8'));
    expect(text('ch01.xhtml')).toMatch(/A server answers requests\. See the next section for sockets\.$/);
    expect(text('ch02.xhtml')).toMatch(/Further reading: The socket manual Serving pages$/);
    expect(text('ch03.xhtml')).toMatch(/服务器部署在云上。$/);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
