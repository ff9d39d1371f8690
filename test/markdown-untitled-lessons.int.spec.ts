import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-untitled-lessons');
const source = directorySource(FIXTURE);

const untitled = (file: string) =>
  `${file}:1: the file has no title: it is printed as a chapter with no title, listed in the contents and ` +
  'navigation as "Chapter" and its number alone; give it a title (# Title) first in it';

describe('A lesson file that opens with text and has only ## sections is an untitled chapter, its headings sections', () => {
  const book = fixtureSuite(source, 'ann/tiny-os', 'octavo-md-lessons-');

  it('HTML: one numbered chapter per lesson, in order, each with its own sections; each untitled file is named', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      untitled('01-boot/README.md'),
      untitled('02-print/README.md'),
      untitled('03-disk/README.md'),
    ]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'ch03.html', 'index.html', 'introduction.html']);
    const first = zip.get('ch01.html')!.toString('utf8');
    expect(plain(first)).toMatch(
      /Concepts to look up first: BIOS Goal: a file the BIOS boots We write our own boot sector\. Theory The BIOS/,
    );
    // The chapter opens under its label, as the contents name it; its first section is a section, not its title.
    expect(first).toMatch(/<h1><span class="division-label">Chapter 1<\/span><\/h1>\s*<p><em>Concepts/);
    expect(first).toMatch(/<h2 id="theory">Theory<\/h2>/);
    expect(first.match(/>Theory</g)?.length).toBe(2); // the page's own contents and its section
    expect(first).not.toContain('data-type="preface"');
    expect(plain(zip.get('ch03.html')!.toString('utf8'))).toMatch(
      /Goal: read more sectors .* Code Interrupt 0x13/,
    );
  });

  it('EPUB: the navigation lists the lessons as chapters with their sections, none as front matter', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const names = [...zip.keys()];
    expect(names.some((name) => /preface/.test(name))).toBe(false);
    const navName = names.find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toContain(
      'tiny-os Strategy Chapter 1 Theory The smallest boot sector Chapter 2 Chapter 3 Code',
    );
  });
});
