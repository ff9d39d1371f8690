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
      const cut = cuts.get('ch1')?.[0];
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
