import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-matter-file-names');

describe('An Atlas book whose front and back matter moved to Markdown files named for what they are', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/teapots', 'octavo-matter-file-names-');

  it('HTML: copyright.md titled with the book is the copyright page; the chapters count from the first chapter', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = (name: string) => zip.get(name)!.toString('utf8');
    const contents = plain(/<nav data-type="toc"[\s\S]*?<\/nav>/.exec(page('index.html'))![0]);
    // The copyright page and the dedication are printed, out of the contents as Atlas left them.
    expect(contents).toBe(
      'Contents 1. Brewing 2. Pouring Appendix A: Kettle Sizes About the Author About the Later Editors',
    );
    expect(plain(page('copyright-page.html'))).toContain('licensed under the Creative Commons');
    expect(plain(page('dedication.html'))).toContain('For every kettle that ever whistled.');
    expect(plain(page('ch01.html'))).toContain('Chapter 2 comes next.');
  });

  it('EPUB: passes epubcheck, and the navigation numbers the chapters from 1', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
    const nav = (await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = plain(/<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0]);
    expect(toc).toBe(
      'Contents Chapter 1. Brewing Chapter 2. Pouring Appendix A. Kettle Sizes About the Author About the Later Editors',
    );
  });
});
