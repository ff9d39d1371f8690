import { formatWarning } from '../renderers/warnings';
import { pageLines, pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

/** A drawing as tall as `height` for a width of 400: printed at the text's width, it is about that tall in proportion. */
const drawing = (height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="${height}" viewBox="0 0 400 ${height}">` +
  `<rect width="400" height="${height}" fill="#888"/></svg>`;

const paragraph = (n: number) =>
  `Paragraph ${n} says what the drawing shows, at the length a paragraph of a real chapter has, so that the page ` +
  `fills as a book's page does before its figure: teams, roles, meetings and the people in them.`;

/**
 * Debugging Teams' drawings (about 1,200 × 1,000 px) each went whole to the next page when they did not fit under the
 * text before them, leaving pages half blank, and nothing said so. A figure that moved and left more than half its
 * page blank is now named with its line and the page, as a production break that does it is.
 */
describe('PDF: a figure that leaves the page before it mostly blank is named', () => {
  afterAll(removeRenderedBooks);

  it('names the tall figure after a few paragraphs, with its line and page; the small one that fits is not named', async () => {
    const chapter = [
      '== Teams',
      '',
      'The chapter opens on a page of its own.',
      '',
      '<<<',
      '',
      paragraph(1),
      '',
      paragraph(2),
      '',
      '.A drawing that fits under the text',
      'image::small.svg[A small drawing]',
      '',
      paragraph(3),
      '',
      '.A drawing as tall as a page',
      'image::tall.svg[A tall drawing]',
      '',
      'After the tall drawing.',
      '',
    ].join('\n');
    const { pages, warnings } = await renderBookPdf(
      { 'ch01.adoc': chapter, 'small.svg': drawing(60), 'tall.svg': drawing(520) },
      { title: 'Figures', files: ['ch01.adoc'] },
    );
    const small = pageWith(pages, 'A drawing that fits');
    const tall = pageWith(pages, 'A drawing as tall as a page');
    // The real layout: the small drawing on the chapter's first page with the paragraphs, the tall one on the next.
    expect(pageWith(pages, 'Paragraph 3')).toBe(small);
    expect(tall).toBe(small + 1);
    const named = warnings.map(formatWarning).filter((w) => w.includes('figure'));
    expect(named).toEqual([
      expect.stringMatching(
        new RegExp(
          `^ch01\\.adoc:17: this figure did not fit under the text before it and went to the next page, leaving ` +
            `page \\d+ \\(the PDF's page ${small + 1}\\) [5-9]\\d% blank: make it smaller`,
        ),
      ),
    ]);
  });

  // A Thai manual's first chapter (kphis-book, src/general.md): its title, then "## การเข้าสู่ระบบ" over a screenshot.
  it("takes a chapter's opening section heading to the next page with its figure, and says the heading went too", async () => {
    const chapter = (title: string) =>
      [`# ${title}`, '', '## Logging in', '![The login page](tall.svg)', '', 'Type your name.', ''].join(
        '\n',
      );
    const { pages, warnings } = await renderBookPdf(
      { 'ch01.md': chapter('Everyday use'), 'ch02.md': chapter('Wards'), 'tall.svg': drawing(520) },
      { title: 'Figures', files: ['ch01.md', 'ch02.md'], formats: { pdf: { toc: false } } },
    );
    for (const title of ['Everyday use', 'Wards']) {
      const opening = pageWith(pages, title);
      const heading = pages.findIndex(
        (page) => pageLines(page).includes('Logging in') && page.includes(title),
      );
      // The title keeps its page; the heading is printed on the figure's page, not alone under the title.
      expect(pageLines(pages[opening]!).filter((line) => line === 'Logging in')).toEqual([]);
      expect(heading).toBeGreaterThan(opening);
      expect(pages[heading]).toContain('The login page');
    }
    expect(warnings.map(formatWarning).filter((w) => w.includes('figure'))).toEqual([
      expect.stringMatching(
        /^ch01\.md:4: this figure did not fit under the text before it and went to the next page with the heading above it, leaving page \d+ \(the PDF's page \d+\) [5-9]\d% blank/,
      ),
      expect.stringMatching(/^ch02\.md:4: this figure did not fit .* with the heading above it, leaving/),
    ]);
  });
});
