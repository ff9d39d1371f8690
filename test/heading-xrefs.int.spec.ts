import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { outlineOf, outlineTitles, pageLines, pageTexts, pageWith } from './support/pdf-book';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'heading-xrefs');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/heading-xrefs', 'octavo-heading-xrefs-');

/** The appendix's section titles begin with a cross-reference to the chapter they answer (`=== <<ch_basics>>: Basics`). */
const ANSWERS = ['Chapter 1: Basics', 'Chapter 2: Pairs'];
/** A heading citing an id the book lacks reads as its page prints it, and the author is told where. */
const LOST = '[nowhere]: Lost';
const LOST_WARNING =
  'app01.adoc:14: cross-reference to "#nowhere" has no target in the book; link removed: correct the id, or give the element it points at that id';

describe('A heading that cites another part of the book, as its contents, outline and references print it', () => {
  it('HTML: the contents list the reference text, and a reference to that section quotes its whole title', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([LOST_WARNING]);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toContain(`Appendix A: Answers ${[...ANSWERS, LOST].join(' ')}`);
    expect(site.get('ch02.html')!.toString()).toMatch(
      /<a data-type="xref" href="app01\.html#answers_basics">Chapter 1: Basics<\/a>/,
    );
  });

  it('EPUB: the navigation document lists the reference text', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const epub = await readZip(outFile);
    const nav = plainText(epub.get('OEBPS/nav.xhtml')!.toString());
    for (const title of ANSWERS) expect(nav).toContain(title);
    expect(nav).not.toMatch(/(?:^| ): /);
  });

  it('PDF: the bookmarks and the printed contents list the reference text', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([LOST_WARNING]);
    const bookmarks = outlineTitles(await outlineOf(outFile)).map((t) => t.trim());
    expect(bookmarks).toEqual(expect.arrayContaining([...ANSWERS, LOST]));
    expect(bookmarks.filter((t) => t.startsWith(':'))).toEqual([]);
    const pages = await pageTexts(outFile);
    const contents = pageLines(pages[pageWith(pages, /^\s*Contents/m)]!);
    for (const title of ANSWERS)
      expect(contents).toContainEqual(expect.stringMatching(new RegExp(`^${title}\\b`)));
  });
});
