import { renderBookPdf } from './support/pdf-book';
import { PageBoxes, textLines } from './support/pdf-checks';

/**
 * A book's own copyright page (HTMLBook's copyright-page, as Atlas's copyright.html writes it) is set in small type,
 * its revision history's heading no larger than its lines, Atlas's lists of names and printings without bullets.
 * It was set as a chapter: body-size type, a chapter-size heading in the middle of the page, a bullet on every name.
 */
const FILES = {
  'platform.json': '{}',
  'copyright.html': [
    '<section data-type="copyright-page">',
    '<h1>Kilns</h1>',
    '<p class="copyright">Copyright © 2024 Ada Potter. All rights reserved.</p>',
    '<ul class="stafflist"><li><span class="staffrole">Editor: </span>Bea Glaze</li></ul>',
    '<ul class="printings"><li><span class="printedition">May 2024:</span> First Edition</li></ul>',
    '<div><h1 class="revisions">Revision History</h1>',
    '<ul class="releases"><li><span class="revdate">2024-05-01:</span> First Release</li></ul></div>',
    '</section>',
  ].join('\n'),
  'ch01.html':
    '<section data-type="chapter"><h1>Firing</h1><p>Cones bend when the kiln is hot.</p></section>',
};

describe('A book’s own copyright page in the PDF', () => {
  let pages: PageBoxes[] = [];
  const pageWith = (text: string) => pages.find((p) => p.lines.some((line) => line.text.includes(text)))!;
  const line = (text: string) => pageWith(text).lines.find((l) => l.text.includes(text))!;
  const height = (text: string) => line(text).yMax - line(text).yMin;

  beforeAll(async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Kilns', files: ['copyright.html', 'ch01.html'] });
    pages = await textLines(pdf.file);
  }, 120_000);

  it('sets its lines smaller than the text of a chapter', () => {
    expect(height('All rights reserved')).toBeLessThan(height('Cones bend') * 0.95);
  });

  it('sets its headings little larger than its lines', () => {
    expect(height('Revision History')).toBeLessThan(height('All rights reserved') * 1.4);
  });

  it('lists names, printings and releases as lines, without bullets', () => {
    const page = pageWith('Bea Glaze');
    expect(page.lines.map((l) => l.text).join('\n')).not.toContain('•');
    expect(Math.abs(line('Bea Glaze').xMin - line('All rights reserved').xMin)).toBeLessThan(1);
  });
});
