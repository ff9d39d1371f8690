import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { renderPdf } from '../../renderers/pdf/render-pdf';
import { memorySource } from '../../renderers/test-support/memory-source';
import { PlatformConfig } from '../../renderers/types';
import { BookWarning } from '../../renderers/warnings';
import { tool } from './render-tools';
import { workerChromium } from './worker-chromium';

export interface RenderedPdf {
  file: string;
  warnings: BookWarning[];
  /** Each page's text (pdftotext -layout), index = page − 1. */
  pages: string[];
}

const dirs: string[] = [];

/** Renders an in-memory book to PDF with the real renderer and Chromium, and reads its pages back. */
export async function renderBookPdf(
  files: Record<string, string | Buffer>,
  config: Partial<PlatformConfig> & { files: string[] },
): Promise<RenderedPdf> {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-pdf-pages-'));
  dirs.push(dir);
  const file = join(dir, 'book.pdf');
  const { warnings } = await renderPdf({
    source: memorySource(files),
    config: { formats: {}, ...config },
    workDir: join(dir, 'work'),
    outFile: file,
    bookName: 'test/book',
    chromium: workerChromium,
  });
  return { file, warnings, pages: await pageTexts(file) };
}

/**
 * Renders with OCTAVO_PDF_PRINT_LANES=`lanes` (0: one document; 2: in parts side by side), and the names of the
 * documents Chromium printed for it that `isPrint` picks out of renderPdf's timed phases.
 */
export async function renderWithLanes(
  files: Record<string, string | Buffer>,
  config: Partial<PlatformConfig> & { files: string[] },
  lanes: string,
  isPrint: (phase: string) => boolean,
): Promise<RenderedPdf & { prints: string[] }> {
  const before = process.env.OCTAVO_PDF_PRINT_LANES;
  process.env.OCTAVO_PDF_PRINT_LANES = lanes;
  try {
    const { result, phases } = await phasesOf(() => renderBookPdf(files, config));
    return { ...result, prints: phases.map((phase) => `pdf: ${phase}`).filter(isPrint) };
  } finally {
    if (before === undefined) delete process.env.OCTAVO_PDF_PRINT_LANES;
    else process.env.OCTAVO_PDF_PRINT_LANES = before;
  }
}

/** What `work` returned and the phases (`pdf: …` measures, without the prefix) renderPdf recorded while it ran. */
export async function phasesOf<T>(work: () => Promise<T>): Promise<{ result: T; phases: string[] }> {
  const phases: string[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.startsWith('pdf: ')) phases.push(entry.name.slice(5));
  });
  observer.observe({ entryTypes: ['measure'] });
  try {
    const result = await work();
    // Observers are told asynchronously: the last entries arrive after a turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { result, phases };
  } finally {
    observer.disconnect();
  }
}

/** Removes the rendered books; set OCTAVO_KEEP_TEST_PDFS=1 to keep them for looking at. */
export async function removeRenderedBooks(): Promise<void> {
  if (process.env.OCTAVO_KEEP_TEST_PDFS) {
    console.log(`rendered PDFs kept in ${dirs.splice(0).join(', ')}`);
    return;
  }
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function pageTexts(file: string): Promise<string[]> {
  const text = (await tool('pdftotext', ['-layout', file, '-'])).stdout;
  const pages = text.split('\f');
  // pdftotext ends the last page with a form feed too.
  if (pages.length > 0 && pages[pages.length - 1].trim() === '') pages.pop();
  return pages;
}

/** The page's lines of text, trimmed, without the empty ones. */
export function pageLines(page: string): string[] {
  return page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The page's folio: its last line when that is a number (arabic or lower-case roman), else ''. */
export function folioOf(page: string): string {
  const last = pageLines(page).at(-1) ?? '';
  return /^(\d+|[ivxlcdm]+)$/.test(last) ? last : '';
}

/** The page's first line (the running head when there is one). */
export function firstLineOf(page: string): string {
  return pageLines(page)[0] ?? '';
}

/** Index (0-based) of the first page whose text matches. */
export function pageWith(pages: string[], pattern: RegExp | string): number {
  return pages.findIndex((page) =>
    typeof pattern === 'string' ? page.includes(pattern) : pattern.test(page),
  );
}

export interface OutlineItem {
  title: string;
  kids: OutlineItem[];
}

/** The PDF's bookmarks, as qpdf reads them. */
export async function outlineOf(file: string): Promise<OutlineItem[]> {
  const json = JSON.parse((await tool('qpdf', ['--json', '--json-key=outlines', file])).stdout) as {
    outlines: OutlineItem[];
  };
  return json.outlines;
}

export function outlineTitles(items: OutlineItem[], depth = 0): string[] {
  return items.flatMap((item) => ['  '.repeat(depth) + item.title, ...outlineTitles(item.kids, depth + 1)]);
}

/** `pdfimages -list`: each image drawn, with its page and the resolution it was drawn at. */
export async function imagesOf(
  file: string,
): Promise<{ page: number; width: number; height: number; xPpi: number; yPpi: number }[]> {
  const out = (await tool('pdfimages', ['-list', file])).stdout;
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => ({
      page: Number(cols[0]),
      width: Number(cols[3]),
      height: Number(cols[4]),
      xPpi: Number(cols[12]),
      yPpi: Number(cols[13]),
    }));
}
