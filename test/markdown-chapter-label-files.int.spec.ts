import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-chapter-label-files');
const source = directorySource(FIXTURE);

describe('A Markdown file that opens with its label ("Chapter 2") is that chapter, its other `#` headings its sections', () => {
  const book = fixtureSuite(source, 'ann/small-gardens', 'octavo-md-chapter-labels-');

  it('HTML: two chapters titled by their first heading, numbered as their labels say, the other headings sections', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'ch03.html', 'ch04.html', 'index.html']);
    const contents = plain(zip.get('index.html')!.toString('utf8'));
    expect(contents).toContain(
      'Contents Before You Dig How to Read This Book 1. Choosing a Plot Reading the Soil Clay and Sand Summary 2. Watering Without Waste Collecting Rain Summary',
    );
    const first = zip.get('ch03.html')!.toString('utf8');
    expect(first).toMatch(/<h2[^>]*>Reading the Soil<\/h2>/);
    expect(first).toMatch(/<h3[^>]*>Clay and Sand<\/h3>/);
    expect(first).toMatch(/<h2[^>]*>Summary<\/h2>/);
    expect(plain(first).match(/Chapter 1/g)).toHaveLength(1);
    const second = zip.get('ch04.html')!.toString('utf8');
    expect(second).toMatch(/<h2[^>]*>Collecting Rain<\/h2>/);
    expect(plain(second).match(/Chapter 2/g)).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('EPUB: the navigation lists two chapters with their sections', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toMatch(/Chapter 1[.:] Choosing a Plot .*Chapter 2[.:] Watering Without Waste/);
    expect(nav).not.toMatch(/Chapter 3|Chapter 4/);
  });
});
