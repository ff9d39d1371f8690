import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';
import { stripedPng } from './support/png';

/**
 * hello-algo's content tabs (`=== "<1>"`, a picture under each) printed one under another: a tab's label stood alone
 * at the foot of a page and its picture on the next, on 127 pages of the book.
 */
const STEP = stripedPng(1280, 720, [
  [120, 180, 120],
  [240, 240, 240],
]);

const pageOf = (pages: string[], pattern: RegExp): number => pages.findIndex((text) => pattern.test(text));

describe("a content tab's label, in the PDF", () => {
  afterAll(removeRenderedBooks);

  it('is printed on the page of what it heads', async () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8];
    const tabs = steps.map((n) => `=== "Tab ${n}"\n    ![Step ${n} of the traversal](step.png)\n`).join('\n');
    const pdf = await renderBookPdf(
      { 'ch1.md': `# Traversal\n\nThe steps of the traversal:\n\n${tabs}`, 'step.png': STEP },
      { title: 'Tabs', files: ['ch1.md'] },
    );
    const pages = steps.map((n) => ({
      step: n,
      label: pageOf(pdf.pages, new RegExp(`Tab ${n}\\b`)),
      picture: pageOf(pdf.pages, new RegExp(`Step ${n} of the traversal`)),
    }));
    expect(pages.every(({ picture }) => picture >= 0)).toBe(true);
    expect(pages).toEqual(pages.map((page) => ({ ...page, label: page.picture })));
  }, 240_000);
});
