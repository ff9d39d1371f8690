import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { textBlock } from './support/pdf-checks';
import { removeRenderedBooks, renderBookPdf, RenderedPdf } from './support/pdf-book';
import { tool } from './support/render-tools';

/**
 * A listing Chromium splits across pages says so on each part: "continued on next page" at the foot of every part
 * but the last, "continued" at the head of every part but the first. The foot label was a background image placed
 * at the part's bottom, which Chromium never painted in any part (it places a cloned part's background as if the
 * part were the whole listing): no part said it went on. Real Chromium, the pages rasterised.
 */
const DPI = 72;
const LINES = 160;
const code = Array.from({ length: LINES }, (_, i) => `f(${i})`).join('\n');
const FILES = { 'ch1.md': `# Long\n\n\`\`\`\n${code}\n\`\`\`\n` };

/**
 * Per page, the rows (points from the page's top) of the clusters of dark pixels in the right half of the text
 * block, where the short code lines never reach: only the labels are drawn there.
 */
async function labelRows(file: string): Promise<{ top: number; bottom: number }[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-listing-labels-'));
  try {
    await tool('pdftoppm', ['-r', String(DPI), '-gray', file, join(dir, 'p')], 600_000);
    const names = (await readdir(dir)).filter((n) => n.endsWith('.pgm')).sort();
    const pages: { top: number; bottom: number }[][] = [];
    for (const name of names) {
      const data = await readFile(join(dir, name));
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'))!;
      const [width, height] = [Number(header[1]), Number(header[2])];
      const pixels = data.subarray(header[0].length);
      const block = textBlock({ width, height });
      const from = Math.floor(block.left + block.width / 2);
      const clusters: { top: number; bottom: number }[] = [];
      for (let y = Math.ceil(block.top); y < block.bottom; y++) {
        let dark = false;
        for (let x = from; x < block.right && !dark; x++) dark = pixels[y * width + x]! < 150;
        if (!dark) continue;
        const last = clusters[clusters.length - 1];
        if (last && y - last.bottom <= 3) last.bottom = y;
        else clusters.push({ top: y, bottom: y });
      }
      pages.push(clusters);
    }
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

afterAll(removeRenderedBooks);

describe('a listing split across pages', () => {
  let pdf: RenderedPdf;
  let rows: { top: number; bottom: number }[][];
  let parts: number[];
  let middle: number;
  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, { title: 'Listings', files: ['ch1.md'] });
    rows = await labelRows(pdf.file);
    parts = pdf.pages.flatMap((text, i) => (/f\(\d+\)/.test(text) ? [i] : []));
    const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec((await tool('pdfinfo', [pdf.file])).stdout)!;
    const block = textBlock({ width: Number(size[1]), height: Number(size[2]) });
    middle = (block.top + block.bottom) / 2;
  }, 240_000);

  it('says "continued on next page" at the foot of each part but the last, "continued" at the head of each but the first', () => {
    expect(parts.length).toBeGreaterThanOrEqual(3);
    // Where each part's labels are: above or below the middle of the page's text block.
    const places = parts.map((page) =>
      rows[page]!.map((c) => ((c.top + c.bottom) / 2 < middle ? 'head' : 'foot')),
    );
    expect(places).toEqual(
      parts.map((_, n) => [...(n > 0 ? ['head'] : []), ...(n < parts.length - 1 ? ['foot'] : [])]),
    );
    // A label is one line of small type, never a run of code.
    for (const page of parts) for (const c of rows[page]!) expect(c.bottom - c.top).toBeLessThan(14);
  });
});
