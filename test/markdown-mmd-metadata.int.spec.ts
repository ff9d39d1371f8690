import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-mmd-metadata');

describe('Markdown chapters titled by MultiMarkdown metadata (Title: … lines, as pandoc +mmd_title_block reads)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/small', 'octavo-mmd-metadata-');

  it('HTML: each chapter is titled by its metadata, which is not printed as text (ended by a blank line or by the text) but as the chapter’s title and byline; its ## headings are its sections', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const first = plainText(zip.get('ch01.html')!.toString('utf8'));
    expect(first).toContain(
      'Chapter 1 Turtles: Drawing with Blocks Ann Author Ann teaches programming. Children learn to program',
    );
    expect(first).not.toContain('author:');
    expect(first).toMatch(/Goals A block language .* The Blocks Each block/);
    const second = plainText(zip.get('ch02.html')!.toString('utf8'));
    // An author continued on an indented line is one more author of the byline.
    expect(second).toContain(
      'Chapter 2 A Web Crawler Bo Writer and Cy Writer Introduction Crawlers fetch pages',
    );
  });

  it('EPUB: the navigation lists the chapters by those titles, their sections under them', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    expect(plainText(zip.get(navName)!.toString('utf8'))).toContain(
      'Chapter 1. Turtles: Drawing with Blocks Goals The Blocks Chapter 2. A Web Crawler Introduction',
    );
  });
});
