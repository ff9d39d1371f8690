import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadPlatformConfig, PlatformConfig, renderHtml, renderPdf } from '../../renderers';
import { directorySource } from '../../renderers/test-support/directory-source';
import { writeGeneratedBook } from './generated-book';
import { load, pdfPages, rawChromiumPrint, renderRequest, seconds, timed, unpackHtmlZip } from './tools';

export interface GrowthPoint {
  chapters: number;
  pages: number;
  ms: number;
  rawPages: number;
  rawMs: number;
  load: number;
}

export interface GrowthResults {
  points: GrowthPoint[];
  /** Per-page time of the largest book over the smallest's. */
  perPageRatio: number;
  rawPerPageRatio: number;
  /** Within ±25%: linear; more: superlinear; less (fixed costs spread over more pages): sublinear. */
  verdict: 'linear' | 'superlinear' | 'sublinear';
}

/** BENCH_GROWTH: "0" skips, a comma list picks the sizes; 12, 24, 48 and 96 chapters by default. */
export function growthSizes(): number[] {
  const setting = process.env.BENCH_GROWTH ?? '12,24,48,96';
  if (setting.trim() === '0') return [];
  const sizes = setting.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new Error(
      `BENCH_GROWTH must be 0 or a comma list of chapter counts such as 12,24,48,96 (got "${setting}")`,
    );
  }
  return sizes;
}

const per100 = (ms: number, pages: number) => (ms / 1000 / pages) * 100;

/** PDF time against book size, with a raw Chromium print of the same book beside it. */
export async function benchGrowth(work: string, runs: number, sizes: number[]): Promise<GrowthResults> {
  console.log(`\n== growth with book size (generated Markdown book), ${runs} run(s) each ==`);
  console.log(
    'chapters  pages  Octavo s  s/100 pages  raw Chromium s  raw pages  raw s/100 pages  ratio  load',
  );
  const points: GrowthPoint[] = [];
  for (const chapters of sizes) {
    const dir = join(work, `growth-${chapters}`);
    const bookDir = join(dir, 'book');
    mkdirSync(bookDir, { recursive: true });
    writeGeneratedBook(bookDir, chapters);
    const source = directorySource(bookDir);
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const config = loaded.config;
    const ms = await timed(runs, (run) => renderPdf(renderRequest(source, config, dir, `pdf-${run}`, 'pdf')));
    const pages = await pdfPages(join(dir, 'pdf-0', 'out.pdf'));
    const consolidated: PlatformConfig = {
      ...config,
      formats: { ...config.formats, html: { consolidated: true } },
    };
    await renderHtml(renderRequest(source, consolidated, dir, 'html', 'zip'));
    const site = join(dir, 'site');
    await unpackHtmlZip(join(dir, 'html', 'out.zip'), site);
    const rawMs = await timed(runs, (run) =>
      rawChromiumPrint(join(site, 'index.html'), join(dir, `raw-${run}.pdf`)),
    );
    const rawPages = await pdfPages(join(dir, 'raw-0.pdf'));
    const point = { chapters, pages, ms, rawPages, rawMs, load: Number(load().split(' ')[1]) };
    points.push(point);
    console.log(
      `${String(chapters).padStart(8)}  ${String(pages).padStart(5)}  ${seconds(ms).padStart(8)}  ${per100(ms, pages).toFixed(2).padStart(11)}  ${seconds(rawMs).padStart(14)}  ${String(rawPages).padStart(9)}  ${per100(rawMs, rawPages).toFixed(2).padStart(15)}  ${(ms / rawMs).toFixed(2).padStart(4)}x  ${point.load.toFixed(1)}`,
    );
  }
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    console.log(
      `  ${a.chapters} → ${b.chapters} chapters: ${(b.pages / a.pages).toFixed(2)}x the pages, Octavo ${(b.ms / a.ms).toFixed(2)}x the time, raw Chromium ${(b.rawMs / a.rawMs).toFixed(2)}x`,
    );
  }
  const first = points[0];
  const last = points[points.length - 1];
  const perPageRatio = per100(last.ms, last.pages) / per100(first.ms, first.pages);
  const rawPerPageRatio = per100(last.rawMs, last.rawPages) / per100(first.rawMs, first.rawPages);
  const verdict = perPageRatio > 1.25 ? 'superlinear' : perPageRatio < 0.75 ? 'sublinear' : 'linear';
  console.log(
    `per-page time, ${last.chapters} vs ${first.chapters} chapters: Octavo ${perPageRatio.toFixed(2)}x, raw Chromium ${rawPerPageRatio.toFixed(2)}x → ${verdict}${verdict === 'linear' ? ' (within ±25%)' : verdict === 'sublinear' ? ' (per-page time falls by more than 25%: fixed costs dominate the small book)' : ' (per-page time grows by more than 25%)'}`,
  );
  return { points, perPageRatio, rawPerPageRatio, verdict };
}
