import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-numbered-levels');

async function htmlBook(outFile: string) {
  const zip = await readZip(outFile);
  const pages = [...zip.keys()].filter((name) => /^ch\d+\.html$/.test(name)).sort();
  const html = (name: string) => zip.get(name)!.toString('utf8');
  return {
    openings: pages.map((name) => plain(/<h1[^>]*>.*?<\/h1>/s.exec(html(name))![0])),
    contents: plain(/<nav data-type="toc"[\s\S]*?<\/nav>/.exec(html('index.html'))![0]),
  };
}

describe('A GitBook whose top-level chapters carry the author’s number ("# 1. Novice") over unnumbered pages', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/programmer', 'octavo-numbered-levels-');

  it('HTML: the author’s number prints once, with no "Chapter N" of the book’s beside it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const { openings, contents } = await htmlBook(outFile);
    expect(openings.slice(0, 6)).toEqual([
      '1. Novice',
      'Reading a Stack Trace',
      'Keeping a Log',
      '2. Journeyman',
      'Staying Motivated',
      '3. Master',
    ]);
    expect(contents).toMatch(
      /^Contents Introduction 1\. Novice Reading a Stack Trace Keeping a Log 2\. Journeyman /,
    );
  });

  it('EPUB: the navigation lists "1. Novice" as the author wrote it', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const nav = (await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    const entries = [...toc.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((found) => plain(found[1]!));
    expect(entries.slice(0, 7)).toEqual([
      'Introduction',
      '1. Novice',
      'Reading a Stack Trace',
      'Keeping a Log',
      '2. Journeyman',
      'Staying Motivated',
      '3. Master',
    ]);
  });

  it('HTML: pages SUMMARY.md labels "Appendix A * …", "Appendix B - …", "Appendix C: …" are the book’s appendixes, titled as their files are', async () => {
    const { outFile } = await book.render(renderHtml, 'appendixes.zip');
    const zip = await readZip(outFile);
    const appendixes = [...zip.keys()].filter((name) => /^app\d+\.html$/.test(name)).sort();
    const html = (name: string) => zip.get(name)!.toString('utf8');
    expect(appendixes.map((name) => /<section[^>]*data-type="([^"]+)"/.exec(html(name))![1])).toEqual([
      'appendix',
      'appendix',
      'appendix',
    ]);
    expect(appendixes.map((name) => plain(/<h1[^>]*>.*?<\/h1>/s.exec(html(name))![0]))).toEqual([
      'Appendix A Further Reading',
      'Appendix B History',
      'Appendix C Contributions',
    ]);
    const { contents } = await htmlBook(outFile);
    expect(contents).toMatch(
      /3\. Master Appendix A: Further Reading Appendix B: History Appendix C: Contributions$/,
    );
  });
});
