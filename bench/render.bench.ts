import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlatformConfig, PlatformConfig, renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { benchCorpus, incrementalOnly, mobiOnly } from './render/corpus';
import { writeGeneratedBook } from './render/generated-book';
import { benchGrowth, growthSizes } from './render/growth';
import { benchSmallBook } from './render/small-book';
import { PdfPhase, printPdfPhases, withPdfPhases } from './render/pdf-phases';
import {
  exec,
  load,
  median,
  pdfPages,
  rawChromiumPrint,
  renderRequest,
  seconds,
  timeRuns,
  timed,
  unpackHtmlZip,
  verdict,
} from './render/tools';
import { BenchRow, writeResults } from './support/report';

/**
 * Octavo's renderers against the usual tools, each ratio against issue 17's target (never relaxed here):
 * the corpus book (Mastering Ethereum: PDF vs one raw Chromium print, HTML vs Ruby asciidoctor, MOBI vs
 * ebook-convert alone, where the PDF time goes, a one-chapter change), a generated Markdown book (PDF vs raw
 * Chromium, EPUB and HTML vs pandoc), and PDF time against book size. A report, not a test.
 * Knobs: BENCH_CHAPTERS (generated book, default 24), BENCH_RUNS (default 3; medians), BENCH_GROWTH (0 skips;
 * default 12,24,48,96 chapters), OCTAVO_CORPUS_DIR (folder of mastering-ethereum.bundle), BENCH_ONLY=incremental
 * (only the corpus book's one-chapter change; BENCH_INCREMENTAL_FORMATS, default EPUB,HTML, may add PDF),
 * BENCH_ONLY=small (only the small book: its PDF with Chromium launched for it and kept between renders),
 * BENCH_ONLY=mobi (only the corpus book's MOBI rows).
 */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function benchGeneratedBook(
  work: string,
  chapters: number,
  runs: number,
): Promise<{ rows: BenchRow[]; phases: PdfPhase[]; pages: number }> {
  const bookDir = join(work, 'book');
  mkdirSync(bookDir);
  const files = writeGeneratedBook(bookDir, chapters);
  const source = directorySource(bookDir);
  const loaded = await loadPlatformConfig(source);
  if (!loaded.ok) throw new Error(loaded.message);
  const config = loaded.config;
  const out = join(work, 'generated-out');

  let phases: PdfPhase[] = [];
  const octavoPdf = median(
    await timeRuns(runs, async (run) => {
      const { phases: measured } = await withPdfPhases(() =>
        renderPdf(renderRequest(source, config, out, `pdf-${run}`, 'pdf')),
      );
      if (run === 0) phases = measured;
    }),
  );
  const pages = await pdfPages(join(out, 'pdf-0', 'out.pdf'));
  const octavoEpub = await timed(runs, (run) =>
    renderEpub(renderRequest(source, config, out, `epub-${run}`, 'epub')),
  );
  const consolidated: PlatformConfig = {
    ...config,
    formats: { ...config.formats, html: { consolidated: true } },
  };
  const octavoHtml = await timed(runs, (run) =>
    renderHtml(renderRequest(source, consolidated, out, `html-${run}`, 'zip')),
  );

  // The raw print gets the very HTML Octavo's html format produced (consolidated, with its CSS and fonts).
  const site = join(out, 'site');
  await unpackHtmlZip(join(out, 'html-0', 'out.zip'), site);
  const rawPdf = await timed(runs, (run) =>
    rawChromiumPrint(join(site, 'index.html'), join(out, `raw-${run}.pdf`)),
  );
  const rawPages = await pdfPages(join(out, 'raw-0.pdf'));
  const bookFiles = files.map((f) => join(bookDir, f));
  const pandocEpub = await timed(runs, (run) =>
    exec('pandoc', ['-o', join(out, `pandoc-${run}.epub`), '--toc', ...bookFiles]),
  );
  const pandocHtml = await timed(runs, (run) =>
    exec('pandoc', ['-s', '--toc', '-o', join(out, `pandoc-${run}.html`), ...bookFiles]),
  );

  console.log(
    `\n== generated book: ${chapters} Markdown chapters, ${pages} PDF pages; median of ${runs} run(s), ${load()} ==`,
  );
  const pdfVerdict = verdict(octavoPdf / rawPdf, 1.0);
  console.log(
    `PDF    Octavo ${seconds(octavoPdf)} s, ${(pages / (octavoPdf / 1000)).toFixed(1)} pages/s | raw Chromium print ${seconds(rawPdf)} s, ${rawPages} pages, ${(rawPages / (rawPdf / 1000)).toFixed(1)} pages/s | ${pdfVerdict.text}`,
  );
  console.log(
    `EPUB   Octavo ${seconds(octavoEpub)} s | pandoc ${seconds(pandocEpub)} s | ${(octavoEpub / pandocEpub).toFixed(2)}x, no target`,
  );
  console.log(
    `HTML   Octavo ${seconds(octavoHtml)} s | pandoc ${seconds(pandocHtml)} s | ${(octavoHtml / pandocHtml).toFixed(2)}x, no target`,
  );
  printPdfPhases(`where the generated book's PDF time goes (run 1 of ${runs}, ${pages} pages):`, phases);
  const rows: BenchRow[] = [
    {
      metric: 'generated book PDF vs one raw Chromium print',
      unit: 'ms',
      octavo: octavoPdf,
      reference: rawPdf,
      ratio: octavoPdf / rawPdf,
      target: '≤ 1.0x',
      pass: pdfVerdict.pass,
      notes: `${pages} pages; raw ${rawPages} pages`,
    },
    {
      metric: 'generated book EPUB vs pandoc',
      unit: 'ms',
      octavo: octavoEpub,
      reference: pandocEpub,
      ratio: octavoEpub / pandocEpub,
      target: 'none',
      pass: null,
    },
    {
      metric: 'generated book HTML (consolidated) vs pandoc -s',
      unit: 'ms',
      octavo: octavoHtml,
      reference: pandocHtml,
      ratio: octavoHtml / pandocHtml,
      target: 'none',
      pass: null,
    },
  ];
  return { rows, phases, pages };
}

async function main(): Promise<void> {
  const chapters = setting('BENCH_CHAPTERS', 24);
  const runs = setting('BENCH_RUNS', 3);
  const sizes = growthSizes();
  const loadAtStart = loadavg()[0];
  const started = Date.now();
  console.log(
    `Octavo render benchmark — node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), load average ${loadAtStart.toFixed(1)}`,
  );
  console.log(
    "targets are issue 17's: PDF ≤ 1.0x one raw Chromium print, HTML ≤ 1.0x Ruby asciidoctor, MOBI ≤ 1.1x ebook-convert",
  );
  const work = mkdtempSync(join(tmpdir(), 'octavo-render-bench-'));
  try {
    const smallOnly = process.env.BENCH_ONLY === 'small';
    // The corpus book first: its HTML's cold time is the process's first AsciiDoc conversion.
    const corpus = smallOnly ? undefined : await benchCorpus(work, runs);
    const only = incrementalOnly() || smallOnly || mobiOnly();
    const small = incrementalOnly() || mobiOnly() ? [] : await benchSmallBook(work, runs);
    const generated = only ? undefined : await benchGeneratedBook(work, chapters, runs);
    const growth = sizes.length > 0 && !only ? await benchGrowth(work, runs, sizes) : undefined;
    if (!growth) console.log(`\ngrowth with book size: skipped (${only ? 'BENCH_ONLY' : 'BENCH_GROWTH=0'})`);

    const rows = [
      ...(corpus?.rows ?? []),
      ...(corpus?.incremental ?? []),
      ...small,
      ...(generated?.rows ?? []),
    ];
    const failed = rows.filter((r) => r.pass === false);
    console.log(
      `\n${failed.length === 0 ? 'all targets met' : `FAIL: ${failed.length} target(s) missed: ${failed.map((r) => r.metric).join('; ')}`}`,
    );
    const file = writeResults('render', {
      date: new Date().toISOString(),
      node: process.version,
      cores: availableParallelism(),
      runs,
      seconds: (Date.now() - started) / 1000,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
      rows,
      corpusPdfPhases: corpus?.phases ?? null,
      generated: generated ? { chapters, pages: generated.pages, pdfPhases: generated.phases } : null,
      growth: growth ?? null,
    });
    console.log(
      `results (${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end): ${file}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
