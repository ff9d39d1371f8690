import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { tool } from './support/render-tools';
import { FixtureRenderer, fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'atlas-schacon');
const source = directorySource(FIXTURE);

describe("An Atlas book in the Atom Flight Manual's shape: chapters numbered as the published book", () => {
  const book = fixtureSuite(source, 'ann/flight', 'octavo-schacon-');

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await book.render(renderer, file);
    return { outFile, warnings: warnings };
  };

  it('HTML: the licence is the copyright page, the preface is the preface, {{ toc }} the contents', async () => {
    const { outFile, warnings } = await render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      "LICENSE.asc:1: the file has no title, before the book's first chapter: it is printed as the copyright page, " +
        'unnumbered and not in the contents; give it a title (== Title) to make it ' +
        'a chapter of its own',
    ]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual([
      'ch01.html',
      'ch02.html',
      'copyright-page.html',
      'index.html',
      'ix.html',
      'preface.html',
      'titlepage.html',
    ]);
    const chapterOne = zip.get('ch01.html')!.toString('utf8');
    expect(plain(chapterOne)).toContain('Chapter 1 Getting Started');
    expect(plain(chapterOne)).toContain('See Chapter 2');
    expect(chapterOne).not.toContain('{{');
    const contents = plain(zip.get('index.html')!.toString('utf8'));
    expect(contents).toMatch(
      /Introduction .*1\. Getting Started .*Why .*Summary .*2\. Going Further .*Index/,
    );
    // The contents list leaves the title and copyright pages out, as Atlas did; so does every page's sidebar.
    const main = /<main id="content">[\s\S]*<\/main>/.exec(zip.get('index.html')!.toString('utf8'))![0];
    expect(plain(main)).not.toContain('Copyright');
    const sidebar = (page: string) =>
      plain(/<ol class="site-toc">[\s\S]*?<\/nav>/.exec(zip.get(page)!.toString('utf8'))![0]);
    for (const page of ['index.html', 'ch01.html', 'copyright-page.html']) {
      expect(sidebar(page)).toMatch(/^Introduction 1 Getting Started .*2 Going Further Index$/);
    }
    expect(plain(zip.get('preface.html')!.toString('utf8'))).toContain('Introduction Welcome to the notes.');
    // The reading order (each page's "next"): the title page, the licence on its back, then the book.
    const order = ['index.html'];
    for (
      let next;
      (next = /<a rel="next" href="([^"]+)"/.exec(zip.get(order.at(-1)!)!.toString('utf8'))?.[1]);
    )
      order.push(next);
    expect(order).toEqual([
      'index.html',
      'titlepage.html',
      'copyright-page.html',
      'preface.html',
      'ch01.html',
      'ch02.html',
      'ix.html',
    ]);
  });

  it('EPUB: the same contents in its navigation, the title and licence pages first and in its landmarks, the licence its rights', async () => {
    const { outFile } = await render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = plain(/<nav epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0]);
    expect(toc).toBe(
      'Contents Introduction Chapter 1. Getting Started Why Summary Chapter 2. Going Further Index',
    );
    const ncx = zip.get('OEBPS/toc.ncx')!.toString('utf8');
    expect([...ncx.matchAll(/<text>(.*?)<\/text>/g)].map((m) => m[1]).slice(1)).toEqual([
      'Introduction',
      'Chapter 1. Getting Started',
      'Why',
      'Summary',
      'Chapter 2. Going Further',
      'Index',
    ]);
    const landmarks = [...nav.matchAll(/<a epub:type="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(landmarks.slice(0, 3)).toEqual([
      'titlepage titlepage.xhtml',
      'copyright-page copyright-page.xhtml',
      'toc toc.xhtml',
    ]);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    const hrefOf = new Map([...opf.matchAll(/<item id="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => hrefOf.get(m[1]!));
    expect(spine).toEqual([
      'titlepage.xhtml',
      'copyright-page.xhtml',
      'preface.xhtml',
      'toc.xhtml',
      'ch01.xhtml',
      'ch02.xhtml',
      'ix.xhtml',
    ]);
    expect(opf).toContain(
      '<dc:rights>This work is licensed under the Creative Commons Attribution-ShareAlike 3.0 Unported ' +
        'License.</dc:rights>',
    );
  });

  it('PDF: the title page, the licence on its back, then the book; the contents list neither', async () => {
    const { outFile } = await render(renderPdf, 'book.pdf');
    const pages = (await tool('pdftotext', [outFile, '-'])).stdout
      .split('\f')
      .map((page) => page.replace(/\s+/g, ' ').trim());
    expect(pages[0]).toBe('Flight Notes');
    expect(pages[1]).toBe(
      'This work is licensed under the Creative Commons Attribution-ShareAlike 3.0 Unported License.',
    );
    const contents = pages.find((page) => page.startsWith('Contents'))!;
    expect(contents).toMatch(/^Contents Introduction iii Chapter 1\. Getting Started 1 .* Index \d+ iv$/);
    expect(contents).not.toMatch(/Copyright|Flight Notes/);
  });
});
