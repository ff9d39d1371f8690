import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  buildBookModel,
  loadPlatformConfig,
  PlatformConfig,
  renderEpub,
  renderHtml,
  renderMobi,
  renderPdf,
  RenderRequest,
  DiskRenderCache,
  describeCacheStats,
  emptyCacheStats,
  RenderCacheStats,
} from '../../renderers';
import {
  calibreEnvironment,
  ebookConvertArguments,
  ebookConvertPath,
} from '../../renderers/mobi/render-mobi';
import { directorySource } from '../../renderers/test-support/directory-source';
import { WarmChromium } from '../../renderers/pdf/warm-chromium';
import { ROOT } from '../support/octavo-process';
import { BenchRow } from '../support/report';
import { PdfPhase, printPdfPhases, withPdfPhases } from './pdf-phases';
import {
  commandExists,
  exec,
  load,
  median,
  pdfPages,
  rawChromiumPrint,
  renderRequest,
  seconds,
  timeRuns,
  unpackHtmlZip,
  verdict,
} from './tools';

export interface CorpusResults {
  rows: BenchRow[];
  phases: PdfPhase[];
  incremental: BenchRow[];
}

const BUNDLE = 'mastering-ethereum.bundle';

function row(
  metric: string,
  octavo: number,
  reference: number | null,
  target: number | null,
  notes?: string,
): BenchRow {
  const ratio = reference === null ? null : octavo / reference;
  return {
    metric,
    unit: 'ms',
    octavo,
    reference,
    ratio,
    target: target === null ? 'none' : `≤ ${target.toFixed(1)}x`,
    pass: target === null || ratio === null ? null : ratio <= target,
    notes,
  };
}

/** BENCH_ONLY=incremental: only the one-chapter change (EPUB and HTML unless BENCH_INCREMENTAL_FORMATS says). */
export function incrementalOnly(): boolean {
  return process.env.BENCH_ONLY === 'incremental';
}

/** BENCH_ONLY=mobi: only the corpus book's MOBI rows (after one warm-up HTML render). */
export function mobiOnly(): boolean {
  return process.env.BENCH_ONLY === 'mobi';
}

/** The .asciidoc files atlas.json lists, in order (what Ruby asciidoctor is given). */
function asciidocFiles(bookDir: string): string[] {
  const atlas = JSON.parse(readFileSync(join(bookDir, 'atlas.json'), 'utf8')) as { files?: unknown[] };
  return (atlas.files ?? []).filter(
    (f): f is string => typeof f === 'string' && /\.(asciidoc|adoc|asc)$/.test(f),
  );
}

/**
 * The corpus book (Mastering Ethereum, ../shared/corpus) against the reference tools, each ratio against issue
 * 17's target, then the one-chapter change. Runs first in the process so the HTML's cold time is really cold.
 */
export async function benchCorpus(work: string, runs: number): Promise<CorpusResults | undefined> {
  const bundle = join(process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'), BUNDLE);
  if (!existsSync(bundle)) {
    console.log(
      `\ncorpus book: SKIPPED — ${bundle} is absent (set OCTAVO_CORPUS_DIR to the folder holding ${BUNDLE})`,
    );
    return undefined;
  }
  const bookDir = join(work, 'corpus');
  await exec('git', ['clone', '-q', bundle, bookDir]);
  const loaded = await loadPlatformConfig(directorySource(bookDir));
  if (!loaded.ok) throw new Error(`corpus book: ${loaded.message}`);
  const config = loaded.config;
  const out = join(work, 'corpus-out');
  const rows: BenchRow[] = [];
  console.log(`\n== corpus book: Mastering Ethereum (${BUNDLE}), ${runs} run(s) each, ${load()} ==`);
  if (incrementalOnly()) {
    const formats = (process.env.BENCH_INCREMENTAL_FORMATS ?? 'EPUB,HTML')
      .split(',')
      .map((f) => f.trim().toUpperCase()) as Array<'PDF' | 'EPUB' | 'HTML'>;
    const incremental = await benchOneChapterChange(bookDir, asciidocFiles(bookDir), out, runs, formats);
    return { rows, phases: [], incremental };
  }

  // HTML: the first render in this process is cold (converter loaded, nothing compiled); later ones are warm.
  const source = directorySource(bookDir);
  if (mobiOnly()) {
    // Warm the process as the renders before the MOBI rows do in a whole run.
    await renderHtml(renderRequest(source, config, out, 'html-warm-up', 'zip'));
    return { rows: await benchMobi(source, config, out, runs), phases: [], incremental: [] };
  }
  const htmlTimes = await timeRuns(runs + 1, (run) =>
    renderHtml(renderRequest(source, config, out, `html-${run}`, 'zip')),
  );
  const htmlCold = htmlTimes[0];
  const htmlWarm = median(htmlTimes.slice(1));
  const adocFiles = asciidocFiles(bookDir);
  if (await commandExists('asciidoctor')) {
    const ruby = median(
      await timeRuns(runs, (run) =>
        exec('asciidoctor', ['-D', join(out, `asciidoctor-${run}`), ...adocFiles], {
          cwd: bookDir,
          maxBuffer: 64 * 1024 * 1024,
        }),
      ),
    );
    const cold = verdict(htmlCold / ruby, 1.0);
    const warm = verdict(htmlWarm / ruby, 1.0);
    console.log(
      `HTML   Octavo cold ${seconds(htmlCold)} s, warm ${seconds(htmlWarm)} s | Ruby asciidoctor (${adocFiles.length} files) ${seconds(ruby)} s | cold ${cold.text}; warm ${warm.text}  [${load()}]`,
    );
    rows.push(row('corpus HTML (cold) vs Ruby asciidoctor', htmlCold, ruby, 1.0));
    rows.push(
      row('corpus HTML (warm, second render in the process) vs Ruby asciidoctor', htmlWarm, ruby, 1.0),
    );
  } else {
    console.log(
      `HTML   Octavo cold ${seconds(htmlCold)} s, warm ${seconds(htmlWarm)} s | Ruby asciidoctor: SKIPPED, not installed (apt-get install asciidoctor)`,
    );
    rows.push(row('corpus HTML (cold)', htmlCold, null, null, 'asciidoctor not installed'));
    rows.push(row('corpus HTML (warm)', htmlWarm, null, null, 'asciidoctor not installed'));
  }

  // PDF against one raw Chromium print of Octavo's own consolidated HTML of the book.
  let phases: PdfPhase[] = [];
  const pdfTimes = await timeRuns(runs, async (run) => {
    const { phases: measured } = await withPdfPhases(() =>
      renderPdf(renderRequest(source, config, out, `pdf-${run}`, 'pdf')),
    );
    if (run === 0) phases = measured;
  });
  const pdf = median(pdfTimes);
  const pages = await pdfPages(join(out, 'pdf-0', 'out.pdf'));
  const consolidated: PlatformConfig = {
    ...config,
    formats: { ...config.formats, html: { ...config.formats.html, consolidated: true } },
  };
  await renderHtml(renderRequest(source, consolidated, out, 'html-consolidated', 'zip'));
  const site = join(out, 'site');
  mkdirSync(site);
  await unpackHtmlZip(join(out, 'html-consolidated', 'out.zip'), site);
  const raw = median(
    await timeRuns(runs, (run) => rawChromiumPrint(join(site, 'index.html'), join(out, `raw-${run}.pdf`))),
  );
  const rawPages = await pdfPages(join(out, 'raw-0.pdf'));
  const pdfVerdict = verdict(pdf / raw, 1.0);
  console.log(
    `PDF    Octavo ${seconds(pdf)} s, ${pages} pages, ${(pages / (pdf / 1000)).toFixed(1)} pages/s | raw Chromium print ${seconds(raw)} s, ${rawPages} pages, ${(rawPages / (raw / 1000)).toFixed(1)} pages/s | ${pdfVerdict.text}  [${load()}]`,
  );
  rows.push(
    row(
      'corpus PDF vs one raw Chromium print of its consolidated HTML',
      pdf,
      raw,
      1.0,
      `${pages} pages (${(pages / (pdf / 1000)).toFixed(1)} pages/s); raw ${rawPages} pages (${(rawPages / (raw / 1000)).toFixed(1)} pages/s)`,
    ),
  );

  rows.push(...(await benchMobi(source, config, out, runs)));

  const epub = median(
    await timeRuns(runs, (run) => renderEpub(renderRequest(source, config, out, `epub-${run}`, 'epub'))),
  );
  console.log(
    `EPUB   Octavo ${seconds(epub)} s | pandoc: does not apply (pandoc reads no AsciiDoc; the book is AsciiDoc + HTMLBook), no target  [${load()}]`,
  );
  rows.push(row('corpus EPUB', epub, null, null, 'pandoc reads no AsciiDoc: no reference'));

  printPdfPhases(`where the corpus book's PDF time goes (run 1 of ${runs}, ${pages} pages):`, phases);
  const incremental = await benchOneChapterChange(bookDir, adocFiles, out, runs);
  return { rows, phases, incremental };
}

/**
 * Item 4's case: the book rendered once with a render cache (the previous commit's build), then one chapter
 * changed and each format rendered again with that cache. Every timed run changes the chapter anew, so each is
 * a real one-chapter change (one source converted, the rest from the cache); EPUB and HTML are also compared
 * byte for byte with a render of the same sources without the cache.
 */
export async function benchOneChapterChange(
  bookDir: string,
  adocFiles: string[],
  out: string,
  runs: number,
  formats: Array<'PDF' | 'EPUB' | 'HTML'> = ['PDF', 'EPUB', 'HTML'],
): Promise<BenchRow[]> {
  const chapter = adocFiles[Math.floor(adocFiles.length / 2)];
  const source = directorySource(bookDir);
  const loaded = await loadPlatformConfig(source);
  if (!loaded.ok) throw new Error(`corpus book: ${loaded.message}`);
  const config = loaded.config;
  const cache = new DiskRenderCache(join(out, 'render-cache'), 512 * 1024 * 1024);
  const withCache = (req: RenderRequest, stats: RenderCacheStats): RenderRequest => ({
    ...req,
    cache: { cache, stats },
  });
  const renderers: Record<string, [(req: RenderRequest) => Promise<unknown>, string, number]> = {
    PDF: [renderPdf, 'pdf', 3000],
    EPUB: [renderEpub, 'epub', 500],
    HTML: [renderHtml, 'zip', 500],
  };
  // The previous commit's build fills the cache: it rendered every format (a conversion serves them all; the
  // EPUB also keeps its downsampled images and PDF its printed parts, so each measured format is rendered).
  const filling = emptyCacheStats();
  await renderHtml(withCache(renderRequest(source, config, out, 'cache-fill', 'zip'), filling));
  if (formats.includes('EPUB')) {
    await renderEpub(
      withCache(renderRequest(source, config, out, 'cache-fill-epub', 'epub'), emptyCacheStats()),
    );
  }
  if (formats.includes('PDF')) {
    await renderPdf(
      withCache(renderRequest(source, config, out, 'cache-fill-pdf', 'pdf'), emptyCacheStats()),
    );
  }
  console.log(
    `
one-chapter change (a sentence appended to ${chapter} before each run), rendered again with the render cache ` +
      `(filled by the previous commit's render: ${filling.misses} sources, ${formatBytes(await cacheBytes(cache.dir))}):`,
  );
  const rows: BenchRow[] = [];
  let edits = 0;
  const changeChapter = () =>
    appendFileSync(
      join(bookDir, chapter),
      `\nThis sentence (${++edits}) was appended by bench:render to measure a one-chapter change.\n`,
    );
  for (const format of formats) {
    const [render, ext, targetMs] = renderers[format];
    const formatRuns = format === 'PDF' ? 1 : runs;
    const times: number[] = [];
    let stats = emptyCacheStats();
    let name = '';
    for (let run = 0; run < formatRuns; run++) {
      changeChapter();
      stats = emptyCacheStats();
      name = `changed-${format.toLowerCase()}-${run}`;
      const req = withCache(renderRequest(source, config, out, name, ext), stats);
      const {
        result: [ms],
        phases,
      } = await withPdfPhases(() => timeRuns(1, () => render(req)));
      times.push(ms);
      if (format === 'PDF' && run === 0) {
        printPdfPhases('where the PDF time goes after a one-chapter change (render cache):', phases);
      }
    }
    const ms = median(times);
    const pass = ms <= targetMs;
    let same = '';
    if (format !== 'PDF') {
      const plainName = `plain-${format.toLowerCase()}`;
      const [plainMs] = await timeRuns(1, () => render(renderRequest(source, config, out, plainName, ext)));
      const identical = readFileSync(join(out, name, `out.${ext}`)).equals(
        readFileSync(join(out, plainName, `out.${ext}`)),
      );
      same = `; without the cache ${seconds(plainMs)} s, ${identical ? 'the same bytes' : 'DIFFERENT BYTES'}`;
      if (!identical) throw new Error(`${format}: the render with the cache differs from the one without`);
    }
    console.log(
      `${format.padEnd(6)} ${seconds(ms)} s (median of ${formatRuns}; from the cache: ${describeCacheStats(stats)}${same}) | target ≤ ${seconds(targetMs)} s, ${(ms / targetMs).toFixed(2)}x the target ${pass ? 'PASS' : 'FAIL'}  [${load()}]`,
    );
    rows.push(targetRow(`corpus ${format} after a one-chapter change (render cache)`, ms, targetMs, stats));
    if (format === 'PDF')
      rows.push(await keptChromiumPdf(changeChapter, source, config, out, cache, targetMs));
  }
  const timing = Date.now();
  await cache.trim();
  console.log(
    `(trimming the cache to its bound: ${Date.now() - timing} ms, done by the worker after a render)`,
  );
  return rows;
}

/**
 * The same one-chapter change printed by a Chromium kept between renders, as a server's render process keeps it
 * (`OCTAVO_CHROMIUM_IDLE_MS`, a minute by default): an author's next build within the minute finds it running.
 * The first render (another change) launches it and is not counted.
 */
async function keptChromiumPdf(
  changeChapter: () => void,
  source: ReturnType<typeof directorySource>,
  config: PlatformConfig,
  out: string,
  cache: DiskRenderCache,
  targetMs: number,
): Promise<BenchRow> {
  const chromium = new WarmChromium({
    profileRoot: join(out, 'kept'),
    profilePrefix: 'chromium-',
    idleMs: 60_000,
  });
  const stats = emptyCacheStats();
  let ms: number;
  try {
    changeChapter();
    await renderPdf({
      ...renderRequest(source, config, out, 'kept-first-pdf', 'pdf'),
      cache: { cache, stats: emptyCacheStats() },
      chromium,
    });
    changeChapter();
    const kept = await withPdfPhases(() =>
      timeRuns(1, () =>
        renderPdf({
          ...renderRequest(source, config, out, 'kept-pdf', 'pdf'),
          cache: { cache, stats },
          chromium,
        }),
      ),
    );
    [ms] = kept.result;
    printPdfPhases('where the PDF time goes after a one-chapter change, Chromium kept:', kept.phases);
  } finally {
    await chromium.close();
  }
  const pass = ms <= targetMs;
  console.log(
    `PDF    ${seconds(ms)} s with Chromium kept between renders (as a render process keeps it a minute; from the cache: ${describeCacheStats(stats)}) | target ≤ ${seconds(targetMs)} s, ${(ms / targetMs).toFixed(2)}x the target ${pass ? 'PASS' : 'FAIL'}  [${load()}]`,
  );
  return targetRow(
    'corpus PDF after a one-chapter change (render cache, Chromium kept)',
    ms,
    targetMs,
    stats,
  );
}

/** A row measured against an absolute time (item 4's targets), with what the render took from the cache. */
function targetRow(metric: string, ms: number, targetMs: number, stats: RenderCacheStats): BenchRow {
  return {
    metric,
    unit: 'ms',
    octavo: ms,
    reference: null,
    ratio: ms / targetMs,
    target: `≤ ${seconds(targetMs)} s`,
    pass: ms <= targetMs,
    notes: `from the cache: ${describeCacheStats(stats)}`,
  };
}

async function cacheBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

function formatBytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * MOBI against ebook-convert alone on the very EPUB renderMobi handed Calibre, with the same options, then MOBI with
 * the book's conversions already in the render cache. The process is warm (renders before it, as in a server).
 */
async function benchMobi(
  source: ReturnType<typeof directorySource>,
  config: PlatformConfig,
  out: string,
  runs: number,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // MOBI against ebook-convert alone on the EPUB renderMobi itself handed to Calibre, with the same options.
  const mobi = median(
    await timeRuns(runs, (run) => renderMobi(renderRequest(source, config, out, `mobi-${run}`, 'mobi'))),
  );
  const ownEpub = join(out, 'mobi-0', 'book.epub');
  const model = await buildBookModel(source, config, {
    bookName: 'bench/book',
    syntaxHighlighting: config.formats.mobi?.syntaxhighlighting !== false,
    format: 'mobi',
  });
  const calibre = median(
    await timeRuns(runs, (run) => {
      const home = join(out, `calibre-${run}`);
      mkdirSync(home, { recursive: true });
      return exec(
        ebookConvertPath(),
        ebookConvertArguments(ownEpub, join(out, `calibre-${run}.mobi`), model),
        { cwd: home, env: calibreEnvironment(home), maxBuffer: 64 * 1024 * 1024 },
      );
    }),
  );
  const mobiVerdict = verdict(mobi / calibre, 1.1);
  console.log(
    `MOBI   Octavo ${seconds(mobi)} s | ebook-convert alone on Octavo's EPUB, Octavo's options ${seconds(calibre)} s | ${mobiVerdict.text}  [${load()}]`,
  );
  rows.push(row("corpus MOBI vs ebook-convert alone on Octavo's EPUB", mobi, calibre, 1.1));

  // MOBI with the book's conversions already in the server's render cache, as another format's render leaves them
  // (each measured run with a cache of its own, filled by one EPUB render). A server build does not yet order its
  // formats so: MOBI starts beside the PDF, both converting, while the EPUB waits for the PDF's pages.
  const convertedTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cache = new DiskRenderCache(join(out, `build-cache-${run}`), 512 * 1024 * 1024);
    await renderEpub({
      ...renderRequest(source, config, out, `build-epub-${run}`, 'epub'),
      cache: { cache, stats: emptyCacheStats() },
    });
    const [ms] = await timeRuns(1, () =>
      renderMobi({
        ...renderRequest(source, config, out, `build-mobi-${run}`, 'mobi'),
        cache: { cache, stats: emptyCacheStats() },
      }),
    );
    convertedTimes.push(ms);
  }
  const converted = median(convertedTimes);
  const convertedVerdict = verdict(converted / calibre, 1.1);
  console.log(
    `MOBI   with the conversions in the render cache (an EPUB rendered first) ${seconds(converted)} s | ebook-convert alone ${seconds(calibre)} s | ${convertedVerdict.text}  [${load()}]`,
  );
  rows.push(
    row(
      'corpus MOBI with the conversions in the render cache (an EPUB rendered first) vs ebook-convert alone',
      converted,
      calibre,
      1.1,
    ),
  );
  return rows;
}
