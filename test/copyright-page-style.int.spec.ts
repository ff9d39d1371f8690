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

/**
 * A publisher's whole copyright page, as long as O'Reilly's (the title, the authors, the notice, the publisher and
 * its sales line, nine staff lines, the printings, a revision history, the errata line, a trademark notice, a
 * disclaimer of about 150 words, the licence, the ISBN and the printer's code) at O'Reilly's trim: the page is one
 * page, the back of the title page. Set at 0.85 of the body's size, Mastering the Lightning Network's ran over by its
 * last two lines (the ISBN alone on the next page).
 */
const ROLES = [
  'Acquisitions',
  'Development',
  'Production',
  'Copy',
  'Proof',
  'Index',
  'Interior',
  'Cover',
  'Drawings',
];
const DISCLAIMER = Array.from(
  { length: 9 },
  (_, i) =>
    `Clause ${i + 1}: whoever follows the instructions in this book does so at their own risk, and the ` +
    'publisher and the authors are not responsible for what happens to kilns, glazes or pots.',
).join(' ');
const LONG_PAGE = {
  'platform.json': '{}',
  'copyright.html': [
    '<section data-type="copyright-page">',
    '<h1>Firing Kilns at Home and in the Studio</h1>',
    '<p class="author">by Ada Potter, Bea Glaze, and Cy Clay</p>',
    '<p class="copyright">Copyright © 2024 Ada Potter, Bea Glaze and Cy Clay. All rights reserved.</p>',
    '<p class="printlocation">Printed in the United States of America.</p>',
    '<p class="publisher">Published by Kiln Press, Inc., 12 Wheel Street, Stoke, ST1 4AB.</p>',
    '<p>Kiln Press books may be bought for teaching, business or sales promotion. Online editions are also ' +
      'available for most titles (<a href="https://kilns.example">https://kilns.example</a>). For more ' +
      'information, write to the institutional sales department: 555-0100 or <em>sales@kilns.example</em>.</p>',
    `<ul class="stafflist">${ROLES.map((r, i) => `<li><span class="staffrole">${r} Editor:</span> Name ${i}</li>`).join('')}</ul>`,
    '<ul class="printings"><li><span class="printedition">May 2024:</span> First Edition</li></ul>',
    '<div><h1 class="revisions">Revision History for the First Edition</h1>',
    '<ul class="releases"><li><span class="revdate">2024-05-01:</span> First Release</li></ul></div>',
    '<p class="errata">See <a href="https://kilns.example/errata?isbn=9781234567897">' +
      'https://kilns.example/errata?isbn=9781234567897</a> for release details.</p>',
    '<div class="legal">',
    '<p>The Kiln Press logo is a registered trademark of Kiln Press, Inc. <em>Firing Kilns at Home and in the ' +
      'Studio</em>, the cover image, and related trade dress are trademarks of Kiln Press, Inc.</p>',
    `<p>${DISCLAIMER}</p>`,
    '<p><em>Firing Kilns at Home and in the Studio</em> is offered under the Creative Commons ' +
      'Attribution-Noncommercial-No Derivative Works 4.0 International License (CC BY-NC-ND 4.0).</p>',
    '</div>',
    '<div class="copyright-bottom"><p class="isbn">978-1-234-56789-7</p><p class="printer">[LSI]</p></div>',
    '</section>',
  ].join('\n'),
  'ch01.html':
    '<section data-type="chapter"><h1>Firing</h1><p>Cones bend when the kiln is hot.</p></section>',
};

describe('A publisher’s whole copyright page in the PDF, at O’Reilly’s trim', () => {
  it('fits on one page', async () => {
    const pdf = await renderBookPdf(LONG_PAGE, {
      title: 'Kilns',
      files: ['copyright.html', 'ch01.html'],
      formats: { pdf: { trim_size: '7inx9.1875in' } },
    });
    const pageOf = (text: string) => pdf.pages.findIndex((page) => page.includes(text));
    expect(pageOf('All rights reserved')).toBeGreaterThanOrEqual(0);
    expect(pageOf('Clause 9')).toBe(pageOf('All rights reserved'));
    expect(pageOf('978-1-234-56789-7')).toBe(pageOf('All rights reserved'));
    expect(pageOf('[LSI]')).toBe(pageOf('All rights reserved'));
  }, 120_000);
});
