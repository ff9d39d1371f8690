import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-running-titles');
const source = directorySource(FIXTURE);

describe('A heading over each Markdown file naming the book or series is a running title, not an empty chapter', () => {
  const book = fixtureSuite(source, 'ann/slow-code', 'octavo-md-running-titles-');

  it('HTML: a preface and two chapters, no page for the running titles, one warning for each', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'index.html', 'preface.html']);
    const contents = plain(zip.get('index.html')!.toString('utf8'));
    expect(contents).toContain('Contents Preface Chapter 1: What’s in a Name? Short names Chapter 2: Values');
    for (const page of pages)
      expect(plain(zip.get(page)!.toString('utf8'))).not.toContain('Reading Code Slowly:');
    expect(warnings).toEqual([
      'preface.md:1: the heading "Reading Code Slowly - A Series" opens the file with nothing under it, straight ' +
        "before the file's own title: it is read as a running title and left out, so it is not an empty chapter of " +
        "its own (taken for the name of the book's series or of a part of it, over each of its pages; the book's " +
        'title, "Reading Code Slowly", comes from title in platform.json); remove the line, or write text under it ' +
        'to make it a chapter',
      'ch1.md:1: the heading "Reading Code Slowly: Names" opens the file (and 1 other file(s): ch2.md:1) with ' +
        "nothing under it, straight before the file's own title: it is read as a running title and left out, so it " +
        "is not an empty chapter of its own (taken for the name of the book's series or of a part of it, over each " +
        'of its pages; the book\'s title, "Reading Code Slowly", comes from title in platform.json); remove the ' +
        'line, or write text under it to make it a chapter',
    ]);
  });

  it('EPUB: the navigation starts at the preface', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    expect(plain(zip.get(navName)!.toString('utf8'))).toMatch(
      /Preface Chapter 1: What’s in a Name\? (Short names )?Chapter 2: Values/,
    );
  });
});
