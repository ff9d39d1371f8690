import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './octavo-server';
import { tool } from './render-tools';

/** Families Octavo ships (pdffonts names, after the subset prefix). */
export const SHIPPED_FONTS =
  /^[A-Z]{6}\+(SourceSerif4|SourceSans3|JetBrainsMono|STIXTwoMath|NotoSansSymbols2|NotoSansSC|NotoSansKR)/;

/** The fonts of a PDF that are not Octavo's (pdffonts rows). */
export async function foreignFonts(file: string): Promise<string[]> {
  const rows = (await tool('pdffonts', [file])).stdout.trim().split('\n').slice(2);
  return rows.filter((row) => !SHIPPED_FONTS.test(row.trim()));
}

export interface TextLine {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  text: string;
}

export interface PageBoxes {
  width: number;
  height: number;
  lines: TextLine[];
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of every page with its box, in points from the page's top left (pdftotext -bbox), in reading order. */
export async function wordBoxes(file: string): Promise<WordBox[]> {
  const xml = (await tool('pdftotext', ['-bbox', file, '-'])).stdout;
  return [
    ...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({
    text: m[5]!,
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

/** Every line of text of every page, with its box in points from the top left (pdftotext -bbox-layout). */
export async function textLines(file: string): Promise<PageBoxes[]> {
  const xml = (await tool('pdftotext', ['-bbox-layout', file, '-'])).stdout;
  const pages: PageBoxes[] = [];
  for (const page of xml.split('<page ').slice(1)) {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page)!;
    const lines: TextLine[] = [];
    for (const line of page.matchAll(
      /<line xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([\s\S]*?)<\/line>/g,
    )) {
      const words = [...line[5].matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => w[1]);
      lines.push({
        xMin: Number(line[1]),
        yMin: Number(line[2]),
        xMax: Number(line[3]),
        yMax: Number(line[4]),
        text: words.join(' '),
      });
    }
    pages.push({ width: Number(size[1]), height: Number(size[2]), lines });
  }
  return pages;
}

/** The text block of a page, in points (Octavo's margins: 77px top and bottom, 86px or 67px a side, ±10px mirrored). */
export function textBlock(page: { width: number; height: number }) {
  const px = 0.75;
  const side = page.width < 500 ? 67 : 86;
  return {
    top: 77 * px,
    bottom: page.height - 77 * px,
    // Left and right pages of a printed book differ by the mirror; allow for either.
    left: (side - 10) * px,
    right: page.width - (side - 10) * px,
    width: page.width - 2 * side * px,
  };
}

/** Lines of body text (inside the page area, so not running heads or folios) wider than the text block, or outside it. */
export function overfullLines(pages: PageBoxes[]): string[] {
  const out: string[] = [];
  pages.forEach((page, i) => {
    const block = textBlock(page);
    for (const line of page.lines) {
      if (line.yMin < block.top - 1 || line.yMax > block.bottom + 1) continue;
      const wide = line.xMax - line.xMin > block.width + 1;
      const outside = line.xMin < block.left - 1 || line.xMax > block.right + 1;
      if (wide || outside) out.push(`page ${i + 1}: ${line.text.slice(0, 60)} (${line.xMin}–${line.xMax})`);
    }
  });
  return out;
}

/**
 * How much of each page's text block is used, top of the first mark to the bottom of the last (0–1):
 * text, images, rules and backgrounds alike, read from the page drawn in gray at 20 dpi.
 */
export async function fullness(file: string): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-fullness-'));
  try {
    await tool('pdftoppm', ['-r', '20', '-gray', file, join(dir, 'p')], 600_000);
    const names = (await readdir(dir)).filter((n) => n.endsWith('.pgm')).sort();
    const out: number[] = [];
    for (const name of names) {
      const data = await readFile(join(dir, name));
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'))!;
      const [width, height] = [Number(header[1]), Number(header[2])];
      const pixels = data.subarray(header[0].length);
      const scale = 20 / 72;
      const block = textBlock({ width: width / scale, height: height / scale });
      const [top, bottom] = [Math.ceil(block.top * scale), Math.floor(block.bottom * scale)];
      const [left, right] = [Math.ceil(block.left * scale), Math.floor(block.right * scale)];
      let first = -1;
      let last = -1;
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          if (pixels[y * width + x] < 230) {
            if (first === -1) first = y;
            last = y;
            break;
          }
        }
      }
      out.push(first === -1 ? 0 : (last - first + 1) / (bottom - top));
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The first page (1-based) of each division (top-level bookmarks, and chapters inside parts). */
export async function divisionOpenings(file: string): Promise<number[]> {
  type Item = { title: string; destpageposfrom1: number; kids: Item[] };
  const json = JSON.parse((await tool('qpdf', ['--json', '--json-key=outlines', file])).stdout) as {
    outlines: Item[];
  };
  const pages = json.outlines.flatMap((o) => [
    o.destpageposfrom1,
    ...o.kids.filter((k) => /^(Chapter|Appendix) /.test(k.title)).map((k) => k.destpageposfrom1),
  ]);
  return [...new Set(pages)].sort((a, b) => a - b);
}

/**
 * Pages of body matter (from `from` on) filled less than a quarter, except the last page of a division
 * (the page before a division opens, or the book's last page) and blank pages left before a chapter.
 */
export function underfilledPages(filled: number[], openings: number[], from: number): number[] {
  const opening = new Set(openings);
  const out: number[] = [];
  filled.forEach((share, i) => {
    const number = i + 1;
    if (number < from || number === filled.length || opening.has(number + 1)) return;
    if (share < 0.25) out.push(number);
  });
  return out;
}

/** Ghostscript's ink coverage per page: [C, M, Y, K]. */
export async function inkCoverage(file: string): Promise<number[][]> {
  const out = (await tool('gs', ['-q', '-o', '-', '-sDEVICE=inkcov', file], 600_000)).stdout;
  return out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).slice(0, 4).map(Number));
}

/** Renders pages to PNG under test-output/pdf/<name>-<page>.png, for a person to look at. */
export async function pagesToPng(file: string, name: string, pages: number[], dpi = 60): Promise<string[]> {
  const dir = join(ROOT, 'test-output', 'pdf');
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const page of pages) {
    const stem = join(dir, `${name}-tmp`);
    await tool('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      '-singlefile',
      '-f',
      String(page),
      '-l',
      String(page),
      file,
      stem,
    ]);
    const target = join(dir, `${name}-p${String(page).padStart(3, '0')}.png`);
    await rm(target, { force: true });
    await rename(`${stem}.png`, target);
    written.push(target);
  }
  return written;
}
