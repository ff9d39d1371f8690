import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

/**
 * A Chinese book in Markdown (changkun/modern-cpp-tutorial's zh-cn shape): a "序言" file, then chapters the author
 * titled "第 1 章 …", and links to headings written as GitHub makes their ids (`#参考资料`). The preface was
 * printed as 第1章 and every chapter under a label one more than its own ("第2章 第 1 章 迈向现代 C++"); the
 * headings, having no Latin letters, had no id a link could name, so every such link was removed with a warning.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'cjk-markdown-chapters');

describe('A Chinese Markdown book: its preface, its own chapter numbers, links to its headings', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/tea', 'octavo-cjk-markdown-chapters-');

  it('HTML: the preface is no chapter, the chapters keep their own numbers, every heading link lands', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const pages = [...zip.keys()].filter((name) => /^(?:ch\d+|preface)\.html$/.test(name)).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'preface.html']);
    const html = (name: string) => zip.get(name)!.toString('utf8');
    const opening = (name: string) => plain(/<h1[^>]*>.*?<\/h1>/s.exec(html(name))![0]);
    expect(pages.map(opening)).toEqual(['第 1 章 水', '第二章 茶叶', '序言']);
    // Each heading link lands on its heading, whose id keeps its Chinese letters as GitHub and mdBook make it.
    const landing = (page: string, text: string) => {
      const href = new RegExp(`<a href="([^"#]*)#([^"]+)">${text}</a>`).exec(html(page))?.slice(1);
      expect(href).toBeDefined();
      const [file, fragment] = href!;
      return { file: file || page, id: decodeURIComponent(fragment!) };
    };
    expect(landing('ch01.html', '参考资料')).toEqual({ file: 'ch01.html', id: '参考资料' });
    expect(landing('ch02.html', '水温')).toEqual({ file: 'ch01.html', id: '水温' });
    expect(landing('preface.html', '茶叶的种类')).toEqual({ file: 'ch02.html', id: '茶叶的种类' });
    expect(html('ch01.html')).toMatch(/<h2 id="参考资料">参考资料<\/h2>[\s\S]*/);
    expect(html('ch01.html')).toContain('<h2 id="水温">水温</h2>');
    expect(html('ch02.html')).toContain('<h2 id="茶叶的种类">茶叶的种类</h2>');
  });

  it('EPUB: the navigation lists the titles as the author numbered them', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = zip.get([...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!)!.toString('utf8');
    expect(plain(nav)).toContain('序言 第 1 章 水 水温 参考资料 第二章 茶叶 茶叶的种类');
  });
});
