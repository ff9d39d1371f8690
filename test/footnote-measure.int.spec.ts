import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withChromium } from '../renderers/pdf/chromium';
import { measureFootnoteCuts } from '../renderers/pdf/footnote-measure';

/**
 * The footnote measure in real Chromium, on a paragraph whose lines break at soft hyphens (as the print's
 * hyphenated text does). The letter after a hyphenation break reports two boxes, the hyphen drawn at the end
 * of the line above first: the cut's offset once took that one, kept the letter on the page, printed one
 * line more than measured and pushed the notes to the next page.
 */
const SHY = '\u00ad';
const WORDS = [
  'con-sen-sus',
  'in-de-pen-dent',
  'val-ida-tors',
  'ver-i-fy',
  'pay-ments',
  'con-tracts',
  'ac-cord-ing',
];
const TEXT = Array.from({ length: 160 }, (_, i) =>
  WORDS[(i * 3 + (i % 5)) % WORDS.length]!.replace(/-/g, SHY),
).join(' ');

const PAGE = `<!DOCTYPE html><html><head><style>
  body { margin: 0; font: 15px/1.4 serif; } p { margin: 0; text-align: justify; hyphens: manual; }
</style></head><body><section id="ch1">
<p data-octavo-b="0"><a id="r1" href="#n1">1</a> ${TEXT}</p>
<template class="octavo-pending-notes"><p class="octavo-footnote" id="n1">A note.</p></template>
</section></body></html>`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octavo-measure-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('cuts a paragraph where a line starts, never after the first letter of a hyphenated word’s rest', async () => {
  const pieces = await withChromium(dir, undefined, async (browser) => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    const out: string[] = [];
    // Pages of many heights: the cut falls on line after line, many of them after a hyphenation break.
    for (let height = 150; height < 600; height += 9) {
      const cuts = await measureFootnoteCuts(page, {
        width: 260,
        height,
        divisions: [{ id: 'ch1', refs: [{ refId: 'r1', noteId: 'n1', page: 1, top: 0 }], chain: false }],
      });
      const cut = cuts.get('ch1')?.cuts[0];
      if (cut && cut.offset > 0) out.push(`1 ${TEXT}`.slice(0, cut.offset));
    }
    return out;
  });
  expect(pieces.length).toBeGreaterThan(30);
  const hyphenBreaks = pieces.filter((piece) => piece.endsWith(SHY));
  expect(hyphenBreaks.length).toBeGreaterThan(3);
  // A piece ends at a word's end or at a soft hyphen, never one letter past it.
  expect(pieces.filter((piece) => new RegExp(`${SHY}\\p{L}$`, 'u').test(piece))).toEqual([]);
});

/**
 * Blocks with wide bottom margins (admonitions, sidebars) and a section whose padding closes the division: a
 * page ending under such a block once measured the notes' place without the margin, or the division's end
 * without its section's padding, and the notes were pushed to the next page (the Lightning Network book's
 * chapter 10 and appendix A).
 */
const BOXED = `<!DOCTYPE html><html><head><style>
  body { margin: 0; font: 15px/1.4 serif; } p { margin: 0 0 10px; }
  .box { margin: 12px 0 48px; border: 1px solid; padding: 6px; } .box h6 { margin: 0; }
  section.s1 { padding-bottom: 36px; }
</style></head><body><section id="ch1"><section class="s1">
<p data-octavo-b="0"><a id="r1" href="#n1">1</a> ${WORDS.join(' ')}.</p>
${Array.from(
  { length: 6 },
  (_, i) =>
    `<div class="box" data-octavo-b="${2 * i + 1}"><h6>Tip</h6>${WORDS.slice(0, 5).join(' ')}.</div>` +
    `<p data-octavo-b="${2 * i + 2}">${WORDS.join(' ')} ${WORDS.join(' ')}.</p>`,
).join('\n')}
</section>
<template class="octavo-pending-notes"><p class="octavo-footnote" id="n1">A note of two lines that takes the room it takes at the foot of the page.</p></template>
</section></body></html>`;

it('ends a page with notes where they fit: the margin under the block above and the padding closing the division count', async () => {
  const cuts = await withChromium(dir, undefined, async (browser) => {
    const page = await browser.newPage();
    await page.setContent(BOXED);
    const out: { height: number; block: string; offset: number; paddingTop: number }[] = [];
    for (let height = 120; height < 2000; height += 9) {
      const cut = (
        await measureFootnoteCuts(page, {
          width: 300,
          height,
          divisions: [{ id: 'ch1', refs: [{ refId: 'r1', noteId: 'n1', page: 1, top: 0 }], chain: false }],
        })
      ).get('ch1')?.cuts[0];
      if (cut) out.push({ height, block: cut.block, offset: cut.offset, paddingTop: cut.paddingTop });
    }
    return out;
  });
  expect(cuts.length).toBeGreaterThan(100);
  // Cuts under a box, before a box, and at the division's end were all measured.
  expect(cuts.some((c) => c.block === '')).toBe(true);
  expect(cuts.some((c) => c.offset === 0 && Number(c.block) % 2 === 0)).toBe(true);
  // The notes' top padding is what is left of the page under the text: never negative (off the page; half a
  // pixel is what the measure allows itself).
  expect(cuts.filter((c) => c.paddingTop < -0.5)).toEqual([]);
  // The reference stays on the page with its note.
  expect(cuts.filter((c) => c.block === '0' && c.offset === 0)).toEqual([]);
});

/**
 * A page that starts after a cut placed by an earlier pass (its notes' block, `data-octavo-break`), with a
 * reference whose printed place is wrong: the Clojure Cookbook's reference on a page's first line was read at
 * the foot of the page before. Measured there, the page ended before the block above the notes already placed,
 * or right after them with nothing on it: a page left blank, again each pass.
 */
const AFTER_CUT = `<!DOCTYPE html><html><head><style>
  body { margin: 0; font: 15px/1.4 serif; } p { margin: 0 0 10px; } pre { margin: 0 0 12px; }
  aside { padding-top: 40px; }
</style></head><body><section id="ch1">
<p data-octavo-b="0">${WORDS.join(' ')} ${WORDS.join(' ')}<a id="r1" href="#n1">1</a>.</p>
<pre data-octavo-b="1" data-octavo-page-end="">$ lein jar\nCreated target/foo.jar</pre>
<aside class="octavo-footnotes octavo-page-notes" id="ch1-notes-1" data-octavo-break=""><p class="octavo-footnote" id="n1">1 Bring your own.</p></aside>
<p data-octavo-b="2">Listing the contents <sup><a id="r2" href="#n2">2</a></sup> ${WORDS.join(' ')} ${WORDS.join(' ')}.</p>
<p data-octavo-b="3">${WORDS.join(' ')} ${WORDS.join(' ')} ${WORDS.join(' ')}.</p>
<template class="octavo-pending-notes"><p class="octavo-footnote" id="n2">A note of two lines that takes the room it takes at the foot of the page.</p></template>
</section></body></html>`;

it('never ends a page above the notes placed before it, nor with nothing on it, wherever the print put the reference', async () => {
  const cuts = await withChromium(dir, undefined, async (browser) => {
    const page = await browser.newPage();
    await page.setContent(AFTER_CUT);
    const out: { top: number; block: string; offset: number; notes: number }[] = [];
    for (let top = -2; top < 400; top += 7) {
      const cut = (
        await measureFootnoteCuts(page, {
          width: 300,
          height: 400,
          divisions: [{ id: 'ch1', refs: [{ refId: 'r2', noteId: 'n2', page: 1, top }], chain: false }],
        })
      ).get('ch1')?.cuts[0];
      if (cut) out.push({ top, block: cut.block, offset: cut.offset, notes: cut.noteIds.length });
    }
    return out;
  });
  // Not before the notes placed (blocks 0 and 1), nor at the start of the block right after them with no note.
  expect(cuts.filter((c) => c.block === '0' || c.block === '1')).toEqual([]);
  expect(cuts.filter((c) => c.block === '2' && c.offset === 0)).toEqual([]);
  // Read where it can be, the reference still gets its note on its page.
  expect(cuts.some((c) => c.notes === 1)).toBe(true);
});

/**
 * A page break the book forces (a block with `break-before: page`, or after one with `break-after: page`) below
 * a reference, with room left under it: the page ends there, so its notes go right before that block, however
 * much of the page is left. Measured as if the page ran on to its foot, the cut fell inside or after that block
 * and the notes printed on the next page.
 */
const FORCED = `<!DOCTYPE html><html><head><style>
  body { margin: 0; font: 15px/1.4 serif; } p { margin: 0 0 10px; } h2 { margin: 20px 0 8px; }
  .forced { break-before: page; }
</style></head><body><section id="ch1">
<p data-octavo-b="0">${WORDS.join(' ')}<a id="r1" href="#n1">1</a>.</p>
<p data-octavo-b="1">${WORDS.join(' ')} ${WORDS.join(' ')}.</p>
<p data-octavo-b="2" class="forced">${WORDS.join(' ')} ${WORDS.join(' ')} ${WORDS.join(' ')}.</p>
<section><h2 data-octavo-b="3" class="forced">After</h2><p data-octavo-b="4">${WORDS.join(' ')}.</p></section>
<template class="octavo-pending-notes"><p class="octavo-footnote" id="n1">A short note.</p></template>
</section></body></html>`;

it('ends the page before a forced break below the reference, with the notes at its foot', async () => {
  const cuts = await withChromium(dir, undefined, async (browser) => {
    const page = await browser.newPage();
    await page.setContent(FORCED);
    return (
      await measureFootnoteCuts(page, {
        width: 300,
        height: 600,
        divisions: [{ id: 'ch1', refs: [{ refId: 'r1', noteId: 'n1', page: 1, top: 0 }], chain: true }],
      })
    ).get('ch1')?.cuts;
  });
  expect(cuts).toHaveLength(1);
  expect(cuts![0]).toMatchObject({ block: '2', offset: 0, noteIds: ['n1'] });
  // The notes pushed down to the page's foot: most of the page is left under the two paragraphs.
  expect(cuts![0]!.paddingTop).toBeGreaterThan(300);
});
