import { execFileSync } from 'node:child_process';
import { encodePng, varyingSamples } from '../renderers/test-support/png-encoder';
import { renderBookPdf } from './support/pdf-book';

/**
 * A paragraph ending in a colon introduces the block under it ("Your directory tree should look like this:" over a
 * listing). When that block moved whole to the next page (a listing the book keeps together, a figure), Octavo left
 * the paragraph alone at the foot of the page before, under a gap, pointing at nothing.
 */
const FILLER = 'The gauge reads the pressure of the line it is fitted to, and the needle settles in time.';
function chapter(n: number): string {
  const listing = Array.from(
    { length: 22 },
    (_, i) => `K${n}L${String(i + 1).padStart(2, '0')} = read(${i})`,
  );
  return [
    `== Gauge ${n}`,
    '',
    ...Array.from({ length: 4 + n }, () => `${FILLER.repeat(3)}\n`),
    introduction(n),
    '',
    '[role="keep-together"]',
    '----',
    ...listing,
    '----',
    '',
    `After gauge ${n}: the reading is done.`,
    '',
  ].join('\n');
}

/**
 * Odd chapters introduce their listing with a caption written as a paragraph, as books converted from a word
 * processor do ("TABELLE 9.1 Auflistung …"): the same block printed alone at a page's foot otherwise.
 */
const introduction = (n: number): string =>
  n % 2 === 0 ? `Gauge ${n} reads like this:` : `Listing ${n}.1 – Readings of gauge ${n}`;

const pageOf = (pages: string[], pattern: RegExp): number => pages.findIndex((text) => pattern.test(text));

describe('a paragraph introducing a block, in the PDF', () => {
  it('is printed on the page of the block it introduces', async () => {
    const chapters = [0, 1, 2, 3, 4, 5];
    const pdf = await renderBookPdf(Object.fromEntries(chapters.map((n) => [`ch0${n}.adoc`, chapter(n)])), {
      title: 'Gauges',
      files: chapters.map((n) => `ch0${n}.adoc`),
    });
    expect(pdf.warnings).toEqual([]);
    for (const n of chapters) {
      const listing = pageOf(pdf.pages, new RegExp(`K${n}L01`));
      expect(listing).toBeGreaterThanOrEqual(0);
      expect({
        chapter: n,
        introduction: pageOf(pdf.pages, new RegExp(introduction(n))),
      }).toEqual({
        chapter: n,
        introduction: listing,
      });
    }
  }, 240_000);
});

/**
 * A caption written as a paragraph under its image ("Bild 18.25 Erstellen eines neuen Menüs" after the picture, as
 * word processors place a figure's): Octavo kept it with the prose after it, so an image at a page's foot had its
 * caption printed at the top of the next page (three of the Joomla book's 37).
 */
const PICTURE = encodePng({ width: 800, height: 420, colorType: 2, samples: varyingSamples(800, 420, 3) });
const figureChapter = (n: number): string =>
  [
    `== Dial ${n}`,
    '',
    ...Array.from({ length: 3 + n }, () => `${FILLER.repeat(3)}\n`),
    `image:images/dial-${n}.png[Dial ${n}]`,
    '',
    `Figure ${n}.1 Dial ${n} at rest`,
    '',
    ...Array.from({ length: 4 }, () => `${FILLER.repeat(2)}\n`),
  ].join('\n');

/** The page (0-based) each image of the PDF is printed on, in order. */
const imagePages = (file: string): number[] =>
  execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => /\bimage\b/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]) - 1);

describe('a caption written under its image, in the PDF', () => {
  it('is printed on the page of its image', async () => {
    const chapters = [0, 1, 2, 3, 4, 5, 6, 7];
    const pdf = await renderBookPdf(
      Object.fromEntries([
        ...chapters.map((n) => [`ch0${n}.adoc`, figureChapter(n)] as const),
        ...chapters.map((n) => [`images/dial-${n}.png`, PICTURE] as const),
      ]),
      { title: 'Dials', files: chapters.map((n) => `ch0${n}.adoc`) },
    );
    expect(pdf.warnings).toEqual([]);
    const images = imagePages(pdf.file);
    expect(images).toHaveLength(chapters.length);
    expect(
      chapters.map((n) => ({ n, caption: pageOf(pdf.pages, new RegExp(`Figure ${n}\\.1 Dial`)) })),
    ).toEqual(chapters.map((n) => ({ n, caption: images[n] })));
  }, 240_000);
});
