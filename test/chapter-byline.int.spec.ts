import { renderBookPdf } from './support/pdf-book';
import { PageBoxes, textLines } from './support/pdf-checks';

/**
 * A byline the author wrote under a chapter's title as Atlas writes one (AsciiDoc's [role="byline"]) is set as
 * Octavo sets a chapter's byline, in larger italic under the title, not as the chapter's first paragraph.
 */
const FILES = {
  'platform.json': '{}',
  'kilns.adoc': [
    '== Firing',
    '',
    '[role="byline"]',
    'With help from Bea Glaze',
    '',
    'Cones bend when the kiln is hot.',
    '',
  ].join('\n'),
};

describe('A chapter’s own byline in the PDF', () => {
  let page: PageBoxes;

  beforeAll(async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Kilns', files: ['kilns.adoc'] });
    page = (await textLines(pdf.file)).find((p) => p.lines.some((line) => line.text.includes('Bea Glaze')))!;
  }, 120_000);

  const line = (text: string) => page.lines.find((l) => l.text.includes(text))!;

  it('sets the byline larger than the chapter’s text, set apart from it', () => {
    const byline = line('Bea Glaze');
    const body = line('Cones bend');
    expect(byline.yMax - byline.yMin).toBeGreaterThan((body.yMax - body.yMin) * 1.08);
    expect(body.yMin - byline.yMax).toBeGreaterThan(body.yMax - body.yMin);
  });
});
