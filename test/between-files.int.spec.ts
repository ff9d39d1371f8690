import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { decodeEntities, isHeading, parseHtml, textContent, walkElements } from '../renderers/dom/html-dom';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { outlineOf, outlineTitles } from './support/pdf-book';
import { epubcheck, tool } from './support/render-tools';
import { FixtureRenderer, fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'between-files');
const source = directorySource(FIXTURE);

const words = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The divisions as every format's contents should list them: the book's lettering, each label once. */
const CONTENTS = [
  'Chapter 1. Getting Started',
  'Chapter 2. Going Further',
  'Appendix A. Keywords',
  'Appendix B. Operators',
  'Appendix C. Editions',
];

/**
 * Each problem once, at its file:line, naming both places of an id repeated in one file (ch01.md's and ch02.adoc's
 * "setup", each written once and linked from nowhere, find no link that cannot tell them apart: not told of).
 */
const WARNINGS = [
  'interlude.md:1: text with no title after the chapter "Getting Started" (ch01.md) is printed in that ' +
    "chapter, at its end, as pandoc reads a book's Markdown files, run together; if it is meant as a " +
    'chapter of its own, give it a title (# Title)',
  'ch02.adoc:1: text with no title after the chapter "Getting Started" (ch01.md) is printed in that ' +
    'chapter, at its end, as Asciidoctor reads a book; if it is meant as a chapter of its own, ' +
    'give it a title (== Title)',
  'note.adoc:1: text with no title after the chapter "Going Further" (ch02.adoc) is printed in that ' +
    'chapter, at its end, as Asciidoctor reads a book; if it is meant as a chapter of its own, ' +
    'give it a title (== Title)',
  'appendices.md:1: "Appendices" is a heading with no text: a divider, left out of every format rather than ' +
    "printed as an empty chapter (each appendix is in the contents on its own); remove it from the book's files, " +
    'or write the appendixes into it as its sections',
  'ch02.adoc:15: id "tuning" is used at ch02.adoc:10 and here: this one was renamed "tuning-2" (cross-references ' +
    'go to the first); give each place its own id',
  'editions.md:1: the title says "Appendix D", but this is the book\'s appendix C (the book letters its ' +
    'appendixes in the order of its files): it is printed as Appendix C; correct the title or the order of the files',
];

describe('A book listed one division a file: untitled text, a divider, appendixes titled with their labels', () => {
  const book = fixtureSuite(source, 'ann/field-guide', 'octavo-between-');

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await book.render(renderer, file);
    expect(warnings).toEqual(WARNINGS);
    return outFile;
  };

  it('Ruby Asciidoctor, the files included in order, continues the section before with untitled text (the comparison)', async () => {
    const master = join(book.dir(), 'master.adoc');
    await writeFile(
      master,
      `= Field Guide\n:doctype: book\n\n== Getting Started\n\nThe first chapter.\n\n` +
        `include::${join(FIXTURE, 'ch02.adoc')}[]\n\ninclude::${join(FIXTURE, 'note.adoc')}[]\n`,
    );
    const run = await tool('asciidoctor', ['-s', '-o', '-', master]);
    const chapters = run.stdout.split('<div class="sect1">').slice(1).map(words);
    expect(chapters).toHaveLength(2);
    expect(chapters[0]).toMatch(
      /^Getting Started The first chapter\. Text before the second chapter’s title\.$/,
    );
    expect(chapters[1]).toMatch(/^Going Further .* A note after the second chapter, in a file of its own\.$/);
  });

  it('epub: the untitled text ends the chapter before it, the appendixes lettered by the book in every place', async () => {
    const outFile = await render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    expect([...toc.matchAll(/<li><a href="[^"#]+">(.*?)<\/a>/g)].map((m) => m[1])).toEqual(CONTENTS);
    const ncx = zip.get('OEBPS/toc.ncx')!.toString('utf8');
    expect([...ncx.matchAll(/<text>(.*?)<\/text>/g)].map((m) => m[1])).toEqual(
      expect.arrayContaining(CONTENTS),
    );
    const documents = [...zip.keys()].filter((name) => /OEBPS\/(?:ch|app)\d+\.xhtml$/.test(name)).sort();
    expect(documents).toEqual([
      'OEBPS/app01.xhtml',
      'OEBPS/app02.xhtml',
      'OEBPS/app03.xhtml',
      'OEBPS/ch01.xhtml',
      'OEBPS/ch02.xhtml',
    ]);
    const text = (name: string) => words(zip.get(`OEBPS/${name}`)!.toString('utf8'));
    expect(text('ch01.xhtml')).toMatch(
      /Install the tools\. An interlude between the chapters, in a file of its own\. Text before the second chapter’s title\.$/,
    );
    expect(text('ch02.xhtml')).toMatch(/^Going Further Chapter 2 Going Further Set up again/);
    expect(text('ch02.xhtml')).toMatch(/A note after the second chapter, in a file of its own\.$/);
    // The heading prints the book's label once, above the title without the author's.
    const headings = ['app01.xhtml', 'app02.xhtml', 'app03.xhtml'].map((name) => {
      const found: string[] = [];
      walkElements(parseHtml(zip.get(`OEBPS/${name}`)!.toString('utf8')), (el) => {
        if (isHeading(el) && el.name === 'h1') found.push(textContent(el).replace(/\s+/g, ' ').trim());
      });
      return found;
    });
    expect(headings).toEqual([['Appendix A Keywords'], ['Appendix B Operators'], ['Appendix C Editions']]);
    // A cross-reference reads the same letter.
    expect(zip.get('OEBPS/ch02.xhtml')!.toString('utf8')).toContain(
      '<a data-type="xref" href="app02.xhtml">Appendix B</a>',
    );
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: the same contents on the landing page and in the sidebar, every link landing', async () => {
    const zip = await readZip(await render(renderHtml, 'book.zip'));
    expect(checkLinks(zip)).toEqual([]);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['app01.html', 'app02.html', 'app03.html', 'ch01.html', 'ch02.html', 'index.html']);
    const index = zip.get('index.html')!.toString('utf8');
    const contents = words(/<nav data-type="toc"[\s\S]*?<\/nav>/.exec(index)![0]);
    expect(contents).toBe(
      'Contents 1. Getting Started Setup 2. Going Further Tuning Tuning Again Appendix A: Keywords Reserved Words ' +
        'Appendix B: Operators Appendix C: Editions',
    );
    const sidebar = words(/<ol class="site-toc">[\s\S]*?<\/nav>/.exec(index)![0]);
    expect(sidebar).toBe('1 Getting Started 2 Going Further A Keywords B Operators C Editions');
    expect(words(zip.get('ch01.html')!.toString('utf8'))).toContain(
      'Install the tools. An interlude between the chapters, in a file of its own. Text before the second chapter’s title.',
    );
  });

  it('pdf: one bookmark per division, lettered as the contents and headings', async () => {
    const pdf = await render(renderPdf, 'book.pdf');
    expect(outlineTitles(await outlineOf(pdf))).toEqual([
      'Field Guide',
      'Contents',
      'Chapter 1. Getting Started',
      '  Setup',
      'Chapter 2. Going Further',
      '  Tuning',
      '  Tuning Again',
      'Appendix A. Keywords',
      '  Reserved Words',
      'Appendix B. Operators',
      'Appendix C. Editions',
    ]);
    const text = (await tool('pdftotext', [pdf, '-'])).stdout.replace(/\u00ad/g, '').replace(/\s+/g, ' ');
    for (const entry of CONTENTS) expect(text).toContain(entry);
    expect(text).toContain('APPENDIX C Editions How editions differ.');
    expect(text).not.toMatch(/Appendices|Chapter 3|Appendix D/);
  });
});
