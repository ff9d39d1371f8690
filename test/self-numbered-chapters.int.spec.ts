import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'self-numbered-chapters');
const source = directorySource(FIXTURE);

describe('A book whose chapter titles carry their own numbers keeps them, and numbers no other chapter', () => {
  const book = fixtureSuite(source, 'ann/pointers', 'octavo-self-numbered-');

  it('HTML: no "Chapter 1" over the introduction nor "Chapter 5" over the conclusion; the contents say so too', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const html = (name: string) => zip.get(name)!.toString('utf8');
    const opening = (name: string) => plain(/<h1[^>]*>.*?<\/h1>/s.exec(html(name))![0]);
    expect(['ch01.html', 'ch02.html', 'ch03.html', 'ch04.html', 'ch05.html'].map(opening)).toEqual([
      'About This Book',
      'Introduction',
      'Chapter 1 - The Basics',
      'Chapter 2 - Pointers',
      'Conclusion',
    ]);
    expect(plain(html('index.html'))).toContain(
      'About This Book License Introduction Chapter 1 - The Basics Declarations Chapter 2 - Pointers Conclusion',
    );
  });

  it('EPUB: the navigation lists the titles as the author numbered them', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    expect(plain(zip.get(navName)!.toString('utf8'))).toContain(
      'About This Book License Introduction Chapter 1 - The Basics Declarations Chapter 2 - Pointers Conclusion',
    );
  });
});
