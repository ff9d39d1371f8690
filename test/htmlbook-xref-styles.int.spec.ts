import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { outlineOf, outlineTitles, pageTexts } from './support/pdf-book';
import { fixtureSuite, plainText } from './support/render-fixture';

/**
 * An Atlas book's cross-references as O'Reilly books write them (jimmysong/programmingbitcoin): HTMLBook xrefs
 * styled `data-xrefstyle="select: labelnumber"` ("Chapters 1 and 2" read "Chapters Chapter 1 and Chapter 2"), and
 * an appendix of answers whose section headings are xrefs to the chapters they answer
 * (`=== <<chapter_leaves>>: Leaves`): every contents listing, the PDF's bookmarks and the EPUB's navigation
 * showed ": Leaves", the reference's text being made after the titles were taken.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'htmlbook-xref-styles');
const source = directorySource(FIXTURE);

const READING_ON = [
  'Chapters 1 and 2 come first.',
  'The grades are in Table 1-1 .',
  'See Chapter 2, \u201cWater\u201d for water.',
  'The section Hardness is short.',
  'Then read the chapter on Leaves .',
  // The book's own text, as Atlas writes a section's: quoted.
  'A number of an unnumbered section: \u201cHardness\u201d .',
  'An unknown style: Chapter 1 .',
];

const WARNINGS = [
  'ch03.asciidoc:14: cross-reference to "#water_hardness" has data-xrefstyle="select: labelnumber", which asks ' +
    'for a number, but #water_hardness is not numbered; it reads "Hardness". Remove the data-xrefstyle or point ' +
    'it at a numbered target',
  'ch03.asciidoc:16: cross-reference to "#chapter_leaves" has data-xrefstyle="glossary", a style Octavo does ' +
    'not know; it reads "Chapter 1". Known styles: "select: labelnumber", "select: title", ' +
    '"template: … %n … %t", "chap-num-title"',
];

describe('HTMLBook xref styles, and headings titled by a cross-reference', () => {
  const book = fixtureSuite(source, 'ann/brewing', 'octavo-htmlbook-xref-styles-');

  it('html: each xref reads as its style asks; the appendix sections are listed with their references', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const paragraphs = [
      ...zip
        .get('ch03.html')!
        .toString('utf8')
        .matchAll(/<p>([\s\S]*?)<\/p>/g),
    ];
    expect(paragraphs.map((p) => plainText(p[1]!))).toEqual(READING_ON);

    const appendix = zip.get('app01.html')!.toString('utf8');
    const sidebar = /<ol class="toc-sections">([\s\S]*?)<\/ol>/.exec(appendix)![1]!;
    expect([...sidebar.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual([
      'Chapter 1: Leaves',
      'Chapter 2: Water',
    ]);
    const index = zip.get('index.html')!.toString('utf8');
    expect(index).toContain('>Chapter 1: Leaves</a>');
    expect(index).not.toMatch(/>: (?:Leaves|Water)</);
    expect(warnings).toEqual(WARNINGS);
  });

  it('epub: the navigation lists the appendix sections with their references', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    expect(nav).toMatch(/href="app01\.xhtml#[^"]+">Chapter 1: Leaves</);
    expect(nav).toMatch(/href="app01\.xhtml#[^"]+">Chapter 2: Water</);
    expect(nav).not.toMatch(/>: (?:Leaves|Water)</);
    const chapter = zip.get('OEBPS/ch03.xhtml')!.toString('utf8');
    expect(plainText(chapter)).toContain('Chapters 1 and 2 come first.');
  });

  it('pdf: the contents page and the bookmarks list the appendix sections with their references', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const pages = await pageTexts(outFile);
    const contents = pages.find((page) => page.includes('Contents'))!;
    expect(contents).toMatch(/Chapter 1: Leaves\s+\d+/);
    expect(contents).toMatch(/Chapter 2: Water\s+\d+/);
    expect(outlineTitles(await outlineOf(outFile))).toEqual(
      expect.arrayContaining(['  Chapter 1: Leaves', '  Chapter 2: Water']),
    );
    expect(pages.join('\n')).toContain('Chapters 1 and 2 come first.');
  });
});
