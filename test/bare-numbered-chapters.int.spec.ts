import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'bare-numbered-chapters');
const TITLES = ['Course Setup', '1. Getting Started', '1.1 The Shell', '1.2 Files', '2 Working with Data'];

describe('A book whose chapter titles open with the author’s own numbers ("1.1 The Shell") gets no "Chapter 3" over them', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/scripting', 'octavo-bare-numbered-');

  it('HTML: each opening and contents entry reads as the author numbered it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const html = (name: string) => zip.get(name)!.toString('utf8');
    const opening = (name: string) => plain(/<h1[^>]*>.*?<\/h1>/s.exec(html(name))![0]);
    expect(['ch01.html', 'ch02.html', 'ch03.html', 'ch04.html', 'ch05.html'].map(opening)).toEqual(TITLES);
    const contents = plain(/<nav data-type="toc"[\s\S]*?<\/nav>/.exec(html('index.html'))![0]);
    expect(contents).toBe(
      'Contents Course Setup 1. Getting Started 1.1 The Shell Prompts 1.2 Files 2 Working with Data',
    );
  });

  it('EPUB: the navigation lists the titles alone', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    const entries = [...toc.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((found) => found[1]);
    expect(entries).toEqual([...TITLES.slice(0, 3), 'Prompts', ...TITLES.slice(3)]);
  });
});
