import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

/**
 * A book written for AsciiDoc Python (Git Magic, blynn/gitmagic): its build runs its files together, so the first
 * holds the book's header (`= Paper Boats =` and its author) above its first section, `== Preface ==`, which
 * AsciiDoc Python types by its title. The header is the book's title page, not a "Chapter 1" titled as the book
 * with the preface inside it; the preface is front matter, so "Folding" is Chapter 1. (Git Magic names its files
 * `.txt`, as AsciiDoc Python's examples do; Octavo reads AsciiDoc from `.adoc`, `.asciidoc` and `.asc` only, and
 * tells an author who lists a `.txt` file how to rename it.)
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-python-sources');
const source = directorySource(FIXTURE);

describe('AsciiDoc Python sources: the book header atop the first file, a Preface by its title', () => {
  const book = fixtureSuite(source, 'ann/paper-boats', 'octavo-asciidoc-python-');

  it('html: a title page with the author, an unnumbered preface, then Chapter 1 and 2', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const pages = [...zip.keys()].filter((name) => /^[a-z]+\d*\.html$/.test(name) && name !== 'index.html');
    expect(pages.sort()).toEqual(['ch01.html', 'ch02.html', 'preface.html', 'titlepage.html']);
    const text = (name: string) => plainText(zip.get(name)!.toString('utf8'));
    expect(text('titlepage.html')).toContain('Paper Boats Ann Folder');
    expect(text('preface.html')).toMatch(/Preface Every child can fold a boat[\s\S]*Thanks To the pond/);
    expect(text('ch01.html')).toContain('Chapter 1 Folding');
    expect(text('ch02.html')).toContain('Chapter 2 Sailing');
  });

  it('epub: the contents list the preface, then the chapters by their own titles', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = nav.slice(nav.indexOf('epub:type="toc"'), nav.indexOf('</nav>'));
    expect([...toc.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual([
      'Preface',
      'Thanks',
      'Chapter 1. Folding',
      'The Hull',
      'Chapter 2. Sailing',
    ]);
  });
});

describe('a listed .txt file', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['en/boats.txt', 'en/b.asc'] }),
      'en/boats.txt': '= Boats =\n\n== Folding ==\n\nFold.\n',
      'en/b.asc': '= B\n\nText.\n',
    }),
    'ann/txt',
    'octavo-asciidoc-txt-',
  );

  it('is skipped, with a warning saying how to rename it when it reads as AsciiDoc', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'en/boats.txt: unknown source type ".txt" (expected .html, .md, .adoc or DocBook .xml); skipped: it reads as AsciiDoc ' +
        '(AsciiDoc Python books name their files .txt): rename it to .asciidoc (git mv) and list it by its new name',
    ]);
    const pages = [...(await readZip(outFile)).values()].map((page) => page.toString('utf8'));
    expect(pages.some((page) => page.includes('Fold.'))).toBe(false);
  });
});
