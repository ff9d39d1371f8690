import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { outlineOf, outlineTitles, pageTexts } from './support/pdf-book';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-own-part-labels');
const PARTS = ['Overview', 'Part I - Garden Birds', 'Part II - Sea Birds'];
// A plain Asciidoctor book's cross-reference reads its target's title, as Asciidoctor prints it.
const REFERENCES = [
  'The sea birds are in Part II - Sea Birds.',
  'All of Part I - Garden Birds applies here too.',
];

/** Text as read: no space a tag left before punctuation. */
function reading(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/ ([.,])/g, '$1');
}

/**
 * A book whose parts carry their own labels ("= Part I - Garden Birds" after an unlabelled "= Overview", as the
 * CDI specification writes them) is numbered as written: the overview is no "Part I" of its own, and a
 * cross-reference to "Part I - Garden Birds" reads that title, never the "Part II" the book's own count would give it.
 */
describe('AsciiDoc parts labelled by their author ("= Part I - Garden Birds")', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/field-guide', 'octavo-own-part-labels-');

  it('HTML: part openings as written, references by the written titles', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = (name: string) => zip.get(name)!.toString('utf8');
    const opening = (name: string) => plain(/<h1[^>]*>.*?<\/h1>/s.exec(page(name))![0]);
    expect(['part01.html', 'part02.html', 'part03.html'].map(opening)).toEqual(PARTS);
    const text = plain(
      [...zip.keys()]
        .filter((name) => /^(ch|part)\d+\.html$/.test(name))
        .map(page)
        .join(' '),
    );
    for (const reference of REFERENCES) expect(reading(text)).toContain(reference);
  });

  it('EPUB: the same references', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const text = plain(
      [...zip.entries()]
        .filter(([name]) => name.endsWith('.xhtml'))
        .map(([, b]) => b.toString())
        .join(' '),
    );
    for (const reference of REFERENCES) expect(reading(text)).toContain(reference);
    expect(text).not.toContain('Part III');
  });

  it('PDF: bookmarks name each part once, as written', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const outline = outlineTitles(await outlineOf(outFile)).map((title) => title.trim());
    for (const part of PARTS) expect(outline.filter((title) => title === part)).toHaveLength(1);
    const text = (await pageTexts(outFile)).join('\n').replace(/\s+/g, ' ');
    for (const reference of REFERENCES) expect(reading(text)).toContain(reference);
    expect(text).not.toContain('Part III');
  });
});
