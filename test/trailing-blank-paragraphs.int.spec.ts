import { renderBookPdf } from './support/pdf-book';

/**
 * HTMLBook saved by Atlas's visual editor ends chapters with blank paragraphs (`<p>&nbsp;</p>` after the last
 * section's end, and after the chapter's): they show nothing, yet where the chapter's text filled its last page
 * they went on to a page of their own, printed blank but for its running head and folio (DanGitOreilly/lean-series,
 * "On Photography"). Many blank lines make the spill certain here whatever the text's length.
 */
const chapter = (ending: string) =>
  '<section data-type="chapter"><h1>Weaving</h1><section data-type="sect1"><h1>Warp</h1>' +
  '<p>Thread the warp through the heddles before the weft goes in.</p>' +
  `${ending}</section>\n${ending}</section>`;

const book = (ending: string) => ({
  'atlas.json': JSON.stringify({ title: 'Looms', files: ['weaving.html', 'dyeing.html'] }),
  'weaving.html': chapter(ending),
  'dyeing.html':
    '<section data-type="chapter"><h1>Dyeing</h1><p>Madder gives red, woad gives blue.</p></section>',
});

describe('blank paragraphs at a chapter’s end in the PDF', () => {
  it('print no page of their own: the book has the pages it has without them', async () => {
    const config = { title: 'Looms', files: ['weaving.html', 'dyeing.html'] };
    const blanks = '<p>&nbsp;</p>\n'.repeat(30);
    const plain = await renderBookPdf(book(''), config);
    const blank = await renderBookPdf(book(blanks), config);
    expect(blank.warnings).toEqual([]);
    expect(blank.pages.length).toBe(plain.pages.length);
    const weaving = blank.pages.findIndex((page) => page.includes('Thread the warp'));
    expect(blank.pages[weaving + 1]).toContain('Madder gives red');
  }, 180_000);
});
