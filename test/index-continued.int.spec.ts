import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * An index entry whose subentries ran on from one column of the PDF's index to the next left that column opening
 * with subentries under no term ("drainage, 2"): whose? Publishers' indexes (Chicago 16.141) open it with the
 * term again, "compost (continued)". The line now stands at the head of the column where the break falls, and
 * nowhere else.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'index-continued');

interface Word {
  page: number;
  /** Right of the page's middle. */
  right: boolean;
  xMin: number;
  yMin: number;
  text: string;
}

/** Every word pdftotext finds, with its page, side and box. */
async function words(pdf: string): Promise<Word[]> {
  const html = (await tool('pdftotext', ['-bbox', pdf, '-'])).stdout;
  const out: Word[] = [];
  let page = 0;
  let width = 0;
  for (const [, tag, attrs, text] of html.matchAll(/<(page|word)([^>]*)>([^<]*)/g)) {
    const num = (name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(attrs!)![1]);
    if (tag === 'page') {
      page++;
      width = num('width');
      continue;
    }
    out.push({ page, right: num('xMin') > width / 2, xMin: num('xMin'), yMin: num('yMin'), text: text! });
  }
  return out;
}

/** The first word of each line of a column, top to bottom (index words only: no folio). */
function lineStarts(all: Word[], page: number, right: boolean): Word[] {
  const column = all.filter((w) => w.page === page && w.right === right && /^[a-z(]/i.test(w.text));
  const starts = new Map<number, Word>();
  for (const word of column) {
    const line = Math.round(word.yMin);
    const known = starts.get(line);
    if (!known || word.xMin < known.xMin) starts.set(line, word);
  }
  return [...starts.values()].sort((a, b) => a.yMin - b.yMin);
}

describe('An index entry broken across columns says "(continued)" at the head of the next', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/soil', 'octavo-index-continued-');

  it.each([
    ['printed as one document', '0'],
    ['printed in parts (one a chapter, the index one of its own)', '2'],
  ])('%s', async (_how, lanes) => {
    const lanesBefore = process.env.OCTAVO_PDF_PRINT_LANES;
    const partsBefore = process.env.OCTAVO_PDF_PARTS;
    process.env.OCTAVO_PDF_PRINT_LANES = lanes;
    process.env.OCTAVO_PDF_PARTS = '2';
    try {
      const { outFile, warnings } = await book.render(renderPdf, `book-${lanes}.pdf`);
      expect(warnings).toEqual([]);
      const all = await words(outFile);
      const continued = all.filter((word) => word.text === '(continued)');
      expect(continued.length).toBeGreaterThan(0);
      const text = (await tool('pdftotext', [outFile, '-'])).stdout;
      expect(text).toMatch(/^compost \(continued\)$/m);
      const subentries = new Set(
        [...readFileSync(join(FIXTURE, 'soil.md'), 'utf8').matchAll(/data-secondary="([^"\s]+)/g)].map(
          (m) => m[1],
        ),
      );
      const bare = (word: Word | undefined) => word?.text.replace(/,$/, '');
      for (const line of continued) {
        // It opens its column, above a subentry of compost's.
        const column = lineStarts(all, line.page, line.right);
        expect(column[0]?.text).toBe('compost');
        expect(column[0]!.yMin).toBeCloseTo(line.yMin, 0);
        expect(subentries.has(bare(column[1])!)).toBe(true);
        // The column before ends with one: the break falls right above the line.
        const previousColumn = line.right
          ? lineStarts(all, line.page, false)
          : lineStarts(all, line.page - 1, true);
        expect(subentries.has(bare(previousColumn.at(-1))!)).toBe(true);
      }
      // Only where a break falls: one line per column the subentries run on to.
      expect(continued.length).toBeLessThanOrEqual(2);
    } finally {
      if (lanesBefore === undefined) delete process.env.OCTAVO_PDF_PRINT_LANES;
      else process.env.OCTAVO_PDF_PRINT_LANES = lanesBefore;
      if (partsBefore === undefined) delete process.env.OCTAVO_PDF_PARTS;
      else process.env.OCTAVO_PDF_PARTS = partsBefore;
    }
  });
});
