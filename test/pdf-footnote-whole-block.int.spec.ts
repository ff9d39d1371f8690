import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PageBoxes, textBlock, textLines } from './support/pdf-checks';
import {
  pageLines as lines,
  pageWith,
  removeRenderedBooks,
  renderBookPdf,
  RenderedPdf,
} from './support/pdf-book';
import { tool } from './support/render-tools';

/**
 * A note referenced inside a block that is kept whole (a sidebar the book's own style keeps whole here, as Octavo
 * lets a tall one split; tables and figures go the same way) and, with the note, taller than a page (Architecture
 * Patterns with Python's "Exercise for the Reader", pages 213-214). No page could hold both, so the passes gave up
 * on the note, and on every later note of its chapter, and printed them after their blocks; the notes' block after
 * the sidebar kept both to its paragraph (break-before: avoid) and whole (break-inside: avoid), and Chromium, unable
 * to honour both, broke inside it: the note's rule printed alone at the foot of the page, its text on the next.
 * Real Chromium.
 */
const WORDS = 'handlers publish events that the message bus passes on to other handlers in turn'.split(' ');

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(i * 5 + seed * 7 + (i % 3)) % WORDS.length]).join(
    ' ',
  );
}

const SIDEBARS = 12;
const TABLES = 8;

/**
 * Chapter `c`: a paragraph, then a sidebar (or a table) with a note on its first line, a few pixels taller in
 * each chapter, so that what it leaves of its page runs from room for the note down to none, through room for
 * the note's rule alone; then a note after it.
 */
function chapter(c: number): string {
  const note = (marker: string, words: number) =>
    `<span data-type="footnote">${marker} ${prose(words, c)}.</span>`;
  const sidebar = () =>
    `<aside data-type="sidebar" style="break-inside: avoid"><h5>Exercise ${c}</h5>` +
    `<p>R${c}q${note(`N${c}q`, 16)} ${prose(395, 2)}.</p>` +
    `<div style="height: ${c * 3}px"></div></aside>`;
  const table = () =>
    `<table><tr><th>Event</th><th>Handlers</th></tr>` +
    `<tr><td>R${c}q${note(`N${c}q`, 16)} ${prose(6, 1)}</td><td>${prose(14, 2)}</td></tr>` +
    `<tr><td>${prose(4, 3)}</td><td><div style="height: ${610 + (c - SIDEBARS) * 4}px"></div></td></tr></table>`;
  return (
    `<section data-type="chapter" id="c${c}"><h1>Box ${c}</h1>` +
    `<p>${prose(80, 0)}.</p>` +
    (c < SIDEBARS ? sidebar() : table()) +
    `<p>${prose(70, c + 3)} B${c}q${note(`O${c}q`, 8)} ${prose(30, c + 4)}.</p></section>`
  );
}

const chapters = Array.from({ length: SIDEBARS + TABLES }, (_, c) => c);
const FILES = Object.fromEntries(chapters.map((c) => [`ch${c}.html`, chapter(c)]));
const CONFIG = { title: 'Whole Blocks', files: Object.keys(FILES) };
const blockOf = (c: number) => (c < SIDEBARS ? 'sidebar' : 'table');

const DPI = 100;

/**
 * The tops (points from the page's top) of each page's footnote rules: a dark rule of about 30% of the text
 * block's width at its left edge, nothing dark on the rest of its row, read from the page drawn in gray.
 */
async function noteRules(file: string): Promise<number[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-note-rules-'));
  try {
    await tool('pdftoppm', ['-r', String(DPI), '-gray', file, join(dir, 'p')], 600_000);
    const names = (await readdir(dir)).filter((n) => n.endsWith('.pgm')).sort();
    const out: number[][] = [];
    for (const name of names) {
      const data = await readFile(join(dir, name));
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'))!;
      const [width, height] = [Number(header[1]), Number(header[2])];
      const pixels = data.subarray(header[0].length);
      const scale = DPI / 72;
      const block = textBlock({ width: width / scale, height: height / scale });
      const [left, right] = [Math.floor(block.left * scale), Math.ceil(block.right * scale)];
      const span = (block.width * scale) / 100;
      const tops: number[] = [];
      for (let y = 0; y < height; y++) {
        const dark = (x: number) => pixels[y * width + x] < 170;
        let first = -1;
        for (let x = left; x < right && first === -1; x++) if (dark(x)) first = x;
        if (first === -1 || first > left + 25 * scale) continue;
        let end = first;
        while (end < right && dark(end)) end++;
        const length = (end - first) / span;
        let rest = false;
        for (let x = end + 2; x < right && !rest; x++) rest = dark(x);
        if (length > 24 && length < 36 && !rest && !tops.some((t) => Math.abs(t - y / scale) < 3))
          tops.push(y / scale);
      }
      out.push(tops);
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each rule with the first line of a note right under it, and each note's first line right under a rule. */
function partedRulesAndNotes(rules: number[][], boxes: PageBoxes[]): string[] {
  const out: string[] = [];
  boxes.forEach((page, i) => {
    const notes = page.lines.filter((line) => /^\d+ [MNO]\d+q/.test(line.text));
    for (const top of rules[i] ?? []) {
      if (!notes.some((line) => line.yMin > top && line.yMin - top < 16))
        out.push(`page ${i + 1}: a rule at ${top.toFixed(0)}pt with no note under it`);
    }
    for (const line of notes) {
      const above = page.lines.filter((other) => other.yMax <= line.yMin + 1 && other.yMin > line.yMin - 40);
      // The first note of a block: no note line right above it.
      if (above.some((other) => /^\d+ [MNO]\d+q/.test(other.text) || other.yMin > line.yMin - 12)) continue;
      if (!(rules[i] ?? []).some((top) => line.yMin > top && line.yMin - top < 16))
        out.push(`page ${i + 1}: note "${line.text.slice(0, 12)}" without its rule`);
    }
  });
  return out;
}

afterAll(removeRenderedBooks);

describe('a note inside a sidebar or a table that fills its page', () => {
  let pdf: RenderedPdf;
  let rules: number[][];
  let boxes: PageBoxes[];
  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, CONFIG);
    [rules, boxes] = await Promise.all([noteRules(pdf.file), textLines(pdf.file)]);
  }, 240_000);

  it('keeps every note’s rule and text together, never a rule alone at a page’s foot', () => {
    expect(rules.flat().length).toBeGreaterThanOrEqual(chapters.length * 2);
    expect(partedRulesAndNotes(rules, boxes)).toEqual([]);
  });

  it('prints the note on its reference’s page when the block leaves room, else right after the block', () => {
    const placement = chapters.map((c) => {
      const ref = pageWith(pdf.pages, `R${c}q`);
      const note = pageWith(pdf.pages, `N${c}q`);
      if (note === ref) return `${blockOf(c)} foot`;
      // Right after the block: the first text under the next page's running head.
      return note === ref + 1 && /^\d+ N\d+q/.test(lines(pdf.pages[note]!)[1] ?? '')
        ? `${blockOf(c)} after`
        : `${c}: ${ref}/${note}`;
    });
    expect(placement.filter((p) => !/ (foot|after)$/.test(p))).toEqual([]);
    // The sweeps cover both, and the blocks that leave room for the rule alone.
    for (const block of ['sidebar', 'table']) {
      expect(placement).toContain(`${block} foot`);
      expect(placement).toContain(`${block} after`);
    }
  });

  it('places the other notes of each chapter at the foot of their pages', () => {
    const misplaced = chapters
      .map((c) => `B${c}q`)
      .filter((ref) => pageWith(pdf.pages, ref) !== pageWith(pdf.pages, ref.replace(/^B/, 'O')));
    expect(misplaced).toEqual([]);
  });

  it('tells the author which note went after which block, on what page, and what to do', () => {
    const after = chapters.filter((c) => pageWith(pdf.pages, `N${c}q`) !== pageWith(pdf.pages, `R${c}q`));
    const texts = pdf.warnings.map((w) => w.text).sort();
    const expected = after.map((c) => {
      const block = blockOf(c);
      // Pages are named by their folio and the PDF's own number, as the break-gap warnings name them.
      const page = (n: number) => `page \\S+ \\(the PDF's page ${n}\\)`;
      return new RegExp(
        `^footnote 1 is referenced inside a ${block} too tall to share a page with the note: ` +
          `the note is printed right after the ${block}, on ${page(pageWith(pdf.pages, `N${c}q`) + 1)}, ` +
          `its reference on ${page(pageWith(pdf.pages, `R${c}q`) + 1)}; to have it at the foot of its ` +
          `reference's page, shorten the ${block} or move the note out of it, into the text after the ${block}$`,
      );
    });
    expect(texts).toHaveLength(expected.length);
    for (const pattern of expected) expect(texts.filter((text) => pattern.test(text))).toHaveLength(1);
  });
});
