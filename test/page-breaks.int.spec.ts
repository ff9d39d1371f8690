import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { decodeEntities } from '../renderers/dom/html-dom';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageLines as lines, pageTexts } from './support/pdf-book';
import { epubcheck, tool } from './support/render-tools';
import { FixtureRenderer, fixtureSuite } from './support/render-fixture';

/**
 * Page breaks as books write them (issue: they were ignored in the PDF): AsciiDoc's `<<<`, Ruby Asciidoctor's
 * `<div style="page-break-after: always;">`, the CSS properties on a block, and in Markdown a page break written as
 * HTML or LaTeX's `\newpage`. Each starts a new page in the PDF, as asciidoctor-pdf and pandoc's PDF do, never a
 * blank one; the EPUB asks its reading system for a new page; the HTML site has no pages. Atlas's `pagebreak-before`
 * and `pagebreak-after` roles and its `<?hard-pagebreak?>` break the printed pages alone, as Atlas's PDF did.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'page-breaks');
const source = directorySource(FIXTURE);

/** The words that start each printed page of the book's body, and the words printed with them. */
const PAGES = [
  ['Alpha'],
  ['Bravo', 'Charlie'],
  ['After a Break', 'Delta', 'November', 'Oscar', 'Papa', 'Quebec'],
  ['Romeo'],
  ['Echo', 'Foxtrot'],
  ['Golf', 'Hotel'],
  ['India'],
  ['Juliet'],
  ['Kilo'],
  ['Lima'],
  ['Mike'],
];

const words = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

describe('forced page breaks: AsciiDoc, HTMLBook and Markdown', () => {
  const book = fixtureSuite(source, 'ann/forced-breaks', 'octavo-page-breaks-');

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await book.render(renderer, file);
    expect(warnings).toEqual([]);
    return outFile;
  };

  it('Ruby Asciidoctor writes a page break before Bravo, before the section and at the end (the comparison)', async () => {
    const run = await tool('asciidoctor', ['-s', '-o', '-', join(FIXTURE, 'ch01.adoc')]);
    const pieces = run.stdout.split('<div style="page-break-after: always;"></div>').map(words);
    expect(pieces).toHaveLength(4);
    expect(pieces[1]).toMatch(/^Bravo starts a page/);
    expect(pieces[2]).toMatch(/^After a Break Delta/);
    // The roles are classes on their blocks, for the stylesheet to break at.
    expect(run.stdout).toMatch(/<div class="paragraph pagebreak-before">\s*<p>November/);
    expect(run.stdout).toMatch(/<div class="paragraph pagebreak-after">\s*<p>Oscar/);
    expect(pieces[3]).toBe('');
  });

  it('pdf: each break starts a new page, with what follows it at its top; no page is left blank', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    // Three production breaks (Atlas's roles, its hard-pagebreak after Echo) would land after pages of a line or two
    // here: they are not made, and named with their lines; the fourth, after a page more than half full, is made.
    // The author's own breaks (<<<, CSS) are not second-guessed.
    expect(warnings).toEqual([
      "ch01.adoc:18: 3 page breaks asked before blocks (Atlas's pagebreak-before roles on them, pagebreak-after on " +
        'the blocks before, or <?hard-pagebreak?>) were not made: the first here, the others at ch01.adoc:21 and ' +
        "ch02.html:5; placed for the pages of another layout (Atlas's PDF, made by AH Formatter with other fonts and " +
        'trim), each would have left the page before it more than half blank here, so the blocks follow the text ' +
        "before them; nothing to change: they can stay for the book's Atlas build, and each print leaves out the " +
        "breaks Octavo's pages do not need",
    ]);
    const pages = await pageTexts(outFile);
    const first = pages.findIndex((page) => page.includes('Alpha'));
    expect(first).toBeGreaterThan(0);
    const body = pages.slice(first);
    // Every page of the body: the words it prints, in order, and nothing else of the book's text.
    expect(body).toHaveLength(PAGES.length);
    body.forEach((page, i) => {
      for (const word of PAGES[i]!) expect(`page ${i}: ${page}`).toContain(word);
      for (const other of PAGES.flat().filter((w) => !PAGES[i]!.includes(w))) {
        expect(`page ${i}: ${page}`).not.toContain(other);
      }
      // Under the running head (or a chapter's label and title): the page's first words are the first here.
      const text = lines(page);
      const start = text.findIndex((line) => line.includes(PAGES[i]![0]!));
      expect(text.slice(1, start).filter((line) => !/^(CHAPTER \d|Breaks in )/.test(line))).toEqual([]);
      // A running head, the text and the folio: never a page with only its running head and folio.
      expect(text.length).toBeGreaterThan(2);
    });
    expect(pages.join('\n')).not.toContain('newpage');
  });

  it('epub: the block after each break starts a page where the reading system pages; no marker is left', async () => {
    const epub = await render(renderEpub, 'book.epub');
    const zip = await readZip(epub);
    const css = zip.get('OEBPS/style.css')!.toString('utf8');
    expect(css).toContain('.octavo-break-before { page-break-before: always; break-before: page; }');
    // Atlas's roles and hard-pagebreak were placed against printed pages: an e-reader's page runs on past them.
    expect(css).not.toMatch(/pagebreak|octavo-print-break/);
    const documents = [...zip.keys()].filter((name) => /OEBPS\/ch\d+\.xhtml$/.test(name)).sort();
    const xhtml = documents.map((name) => zip.get(name)!.toString('utf8')).join('\n');
    const broken = [...xhtml.matchAll(/<(\w+)[^>]*class="octavo-break-before"[^>]*>([\s\S]*?)<\/\1>/g)].map(
      (m) => words(m[2]!).split(' ')[0],
    );
    expect(broken).toEqual(['Bravo', 'After', 'India', 'Lima', 'Mike']);
    // Written on the block: kept as written.
    expect(xhtml).toMatch(/<p style="page-break-before: always">Golf/);
    expect(xhtml).toMatch(/<p style="break-before: page">Juliet/);
    expect(xhtml).not.toMatch(/page-break-after|class="page-break"|newpage/);
    const check = await epubcheck(epub);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: the text runs on, with no marker left and every link landing', async () => {
    const zip = await readZip(await render(renderHtml, 'book.zip'));
    expect(checkLinks(zip)).toEqual([]);
    const chapter = (name: string) => zip.get(name)!.toString('utf8');
    expect(words(chapter('ch01.html'))).toContain(
      'Alpha opens the chapter, and the page goes on under it. Bravo starts a page of its own, after AsciiDoc’s ' +
        'page break. Charlie follows Bravo on the same page.',
    );
    expect(words(chapter('ch01.html'))).toContain(
      'November follows Delta: Atlas’s pagebreak-before role here would leave the page before it mostly blank. ' +
        'Oscar follows November on the same page, with Atlas’s pagebreak-after role. Papa follows Oscar',
    );
    expect(words(chapter('ch03.html'))).toContain(
      'Lima starts a page, after a page break written as HTML. Mike starts a page',
    );
    const all = ['ch01.html', 'ch02.html', 'ch03.html'].map(chapter).join('\n');
    expect(all).not.toMatch(/class="page-break"|page-break-after|newpage/);
  });
});
