import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';
import { tool } from './support/render-tools';

/**
 * A contents entry too long for one line of a small trim (mjavascript/mastering-modular-javascript, 6in×9in: a
 * section titled with a five-word list): its page number and leader stood on the entry's first line and its
 * last word wrapped alone under them, so the number read as the first line's and the leader stopped short.
 * Book typesetting puts the number on the entry's last line, the leader running to it from that line's end.
 */
const CHAPTER = [
  '== Keeping Bees in Cities Where Rooftops Are the Only Meadows Left for the Hives',
  '',
  'Bees forage far.',
  '',
  '=== Hives: Sheltered, Ventilated, Insulated, Inspected and Registered Each Spring',
  '',
  'A hive needs shade.',
  '',
  '=== Swarms',
  '',
  'A swarm settles.',
  '',
].join('\n');

const FILES = { 'ch01.adoc': CHAPTER };
const CONFIG = { files: ['ch01.adoc'], formats: { pdf: { toc: true, trim_size: '6inx9in' } } };

interface Word {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

/** The words of the PDF's first page holding `Contents` (pdftotext -bbox), and that page's index. */
async function contentsWords(file: string): Promise<{ page: number; words: Word[] }> {
  const xml = (await tool('pdftotext', ['-bbox', file, '-'])).stdout;
  const pages = xml.split('<page ').slice(1);
  const page = pages.findIndex((p) => />Contents</.test(p));
  const words = [
    ...pages[page]!.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
    ),
  ].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5]!,
  }));
  return { page, words };
}

/** An entry's lines (its words grouped by baseline) from the word `first` to the word `last`, and what follows. */
function entry(words: Word[], first: string, last: string): { lines: Word[][]; after: Word[] } {
  const from = words.findIndex((w) => w.text === first);
  const to = words.findIndex((w, i) => i > from && w.text === last);
  const lines: Word[][] = [];
  for (const word of words.slice(from, to + 1)) {
    const line = lines.find((l) => Math.abs(l[0]!.yMax - word.yMax) < 2);
    if (line) line.push(word);
    else lines.push([word]);
  }
  return { lines, after: words.slice(to + 1) };
}

/** Inked pixels (darker than a light grey) in a box of a page drawn at 72 dpi, so one pixel a point. */
async function darkPixels(file: string, page: number, box: { x: number; y: number; w: number; h: number }) {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-leader-'));
  try {
    const stem = join(dir, 'box');
    const [x, y, w, h] = [box.x, box.y, box.w, box.h].map((n) => String(Math.round(n)));
    const args = ['-r', '72', '-gray', '-singlefile', '-f', String(page + 1), '-l', String(page + 1)];
    await tool('pdftoppm', [...args, '-x', x!, '-y', y!, '-W', w!, '-H', h!, file, stem]);
    const pgm = await readFile(`${stem}.pgm`);
    // P5 <width> <height> <max>\n, then one byte a pixel.
    const header = /^P5\s+\d+\s+\d+\s+\d+\s/.exec(pgm.toString('latin1', 0, 40))![0].length;
    return [...pgm.subarray(header)].filter((v) => v < 200).length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('pdf contents: an entry that wraps', () => {
  afterAll(removeRenderedBooks);

  it('prints the page number on the last line of a wrapped section or chapter entry, its leader running to it', async () => {
    const { file } = await renderBookPdf(FILES, CONFIG);
    const { page, words } = await contentsWords(file);

    for (const [first, last] of [
      ['Hives:', 'Spring'],
      ['Keeping', 'Hives'],
    ] as const) {
      const { lines, after } = entry(words, first, last);
      // The fixture's titles are too long for one line of this trim.
      expect(lines.length).toBeGreaterThanOrEqual(2);
      const lastLine = lines.at(-1)!;
      const lastWord = lastLine.at(-1)!;
      const number = after.find((w) => w.text === '1')!;
      // The number stands on the baseline of the entry's last line, right of every word of its title.
      expect(Math.abs(number.yMax - lastWord.yMax)).toBeLessThan(2);
      for (const word of lines.flat()) expect(word.xMax).toBeLessThan(number.xMin);
      // The leader: ink between the last word and the number, on that line.
      const gap = {
        x: lastWord.xMax + 6,
        y: lastWord.yMin,
        w: number.xMin - lastWord.xMax - 12,
        h: lastWord.yMax - lastWord.yMin + 2,
      };
      expect(gap.w).toBeGreaterThan(20);
      expect(await darkPixels(file, page, gap)).toBeGreaterThan(5);
    }
  }, 180_000);
});
