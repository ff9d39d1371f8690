import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'leanpub-text-manuscript');

describe("a Leanpub manuscript's files (Leanpub Flavoured Markdown, renamed .md: part1.md with `-# Part`)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/leanpub-text-book', 'octavo-leanpub-text-');

  it('HTML: the manuscript files are read as Markdown, Leanpub markup and all', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html'));
    const text = pages.map((name) => plain(zip.get(name)!.toString('utf8'))).join('\n');
    expect(text).toContain('Tie the stems with string and hang them upside down.');
    expect(text).toContain('A sunny windowsill and a few pots are all you need.');
    expect(pages.map((name) => zip.get(name)!.toString('utf8')).join('\n')).toMatch(
      /<h2[^>]*>Storing the Leaves<\/h2>\s*<p>Crumble the leaves into a <strong>dark<\/strong> jar\.<\/p>/,
    );
    expect(warnings.filter((message) => /unknown source type/.test(message))).toEqual([]);
  });

  it('HTML and EPUB: `-# Title` opens a part holding the chapters listed after it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html'));
    expect(pages.map((name) => plain(zip.get(name)!.toString('utf8'))).join('\n')).not.toContain('-#');
    expect(zip.has('part03.html')).toBe(false);
    expect(zip.get('part01.html')!.toString('utf8')).toMatch(
      /<div data-type="part"[^>]*>\s*<h1[^>]*>(<span[^>]*>[^<]*<\/span>\s*)?Growing Herbs<\/h1>/,
    );
    expect(zip.get('part02.html')!.toString('utf8')).toMatch(
      /<div data-type="part"[^>]*>\s*<h1[^>]*>(<span[^>]*>[^<]*<\/span>\s*)?Drying Herbs<\/h1>/,
    );
    const contents = plain(zip.get('index.html')!.toString('utf8'));
    expect(contents).toMatch(/Growing Herbs.*Basil.*Drying Herbs.*Hanging Bunches/s);
    expect(warnings.filter((message) => /part|-#/.test(message))).toEqual([]);

    const epub = await readZip((await book.render(renderEpub, 'book.epub')).outFile);
    const nav = plain(
      epub.get([...epub.keys()].find((name) => name.endsWith('nav.xhtml'))!)!.toString('utf8'),
    );
    expect(nav).toMatch(/Growing Herbs.*Basil.*Drying Herbs.*Hanging Bunches/s);
  });
});

describe("a Leanpub manuscript's divisions ({frontmatter}, {mainmatter}, {backmatter}, each in a file of its own)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/leanpub-matter-book', 'octavo-leanpub-matter-');

  it('HTML: only the main matter’s chapters are numbered, and a file holding only a directive is no empty file', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => /^ch\d+\.html$/.test(name));
    const opening = (title: string) =>
      pages
        .map((name) => zip.get(name)!.toString('utf8'))
        .map((page) =>
          new RegExp(`<h1[^>]*>(?:<span class="division-label">([^<]*)</span> )?${title}</h1>`).exec(page),
        )
        .find((match) => match)!;
    expect(opening('Before You Start')[1]).toBeUndefined();
    expect(opening('Basil')[1]).toBe('Chapter 1');
    expect(opening('Hanging Bunches')[1]).toBe('Chapter 2');
    expect(opening('Thanks')[1]).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});

describe("a Leanpub manuscript's .txt file listed as it is", () => {
  const source = memorySource({
    'platform.json': JSON.stringify({
      title: 'Herbs',
      files: ['manuscript/chapter1.txt', 'manuscript/basil.md'],
    }),
    'manuscript/chapter1.txt': '# Sowing\n\nPress the seeds into damp soil.\n',
    'manuscript/basil.md': '# Basil\n\nPinch the tops.\n',
  });
  const book = fixtureSuite(source, 'ann/leanpub-txt', 'octavo-leanpub-txt-');

  it('is skipped as the contract says (sources by extension), with a warning telling the author to rename it .md', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'manuscript/chapter1.txt: unknown source type ".txt" (expected .html, .md, .adoc or DocBook .xml); skipped: ' +
        "it is Leanpub's Markdown (a manuscript's .txt file): rename it to .md (git mv) and list it by its new name",
    ]);
    const zip = await readZip(outFile);
    const text = [...zip.keys()]
      .filter((name) => name.endsWith('.html'))
      .map((name) => plain(zip.get(name)!.toString('utf8')))
      .join('\n');
    expect(text).toContain('Pinch the tops.');
    expect(text).not.toContain('Press the seeds');
  });
});

describe("a Leanpub book listing only its manuscript's .txt files", () => {
  const source = memorySource({
    'platform.json': JSON.stringify({
      title: 'Herbs',
      files: ['manuscript/sowing.txt', 'manuscript/basil.txt'],
    }),
    'manuscript/sowing.txt': '# Sowing\n\nPress the seeds into damp soil.\n',
    'manuscript/basil.txt': '# Basil\n\nPinch the tops.\n',
  });
  const book = fixtureSuite(source, 'ann/leanpub-only-txt', 'octavo-leanpub-only-txt-');

  it('fails with a message that names the files and says to rename them .md, not only that none was read', async () => {
    await expect(book.render(renderHtml, 'book.zip')).rejects.toThrow(
      'None of the listed files has content in a supported format (.html, .md, .adoc, DocBook .xml): manuscript/sowing.txt and ' +
        "manuscript/basil.txt are Leanpub's Markdown (a manuscript's .txt file): rename them to .md (git mv) and " +
        'list them by their new names.',
    );
  });
});
