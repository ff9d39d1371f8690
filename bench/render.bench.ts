import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer';
import { loadPlatformConfig, renderEpub, renderHtml, renderPdf } from '../renderers';
import { chromiumPath } from '../renderers/pdf/chromium';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZipFile } from './support/render-zip';

const exec = promisify(execFile);

/**
 * Octavo's renderers against the usual tools on the same Markdown book, in one run: pandoc for
 * EPUB and HTML, a raw Chromium print (one pass, no contents page numbers) for PDF. A report, not
 * a test: it prints the ratios and whether PDF stays within 2x of raw Chromium.
 * Knobs: BENCH_CHAPTERS (default 24, about 250 pages), BENCH_RUNS (default 3; the median is reported).
 */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const WORDS =
  'the book builds every chapter from its sources and checks each link before anything is printed'.split(' ');

function paragraph(seed: number): string {
  const words: string[] = [];
  for (let i = 0; i < 90; i++) words.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return `${words.join(' ')}.`;
}

function writeBook(dir: string, chapters: number): string[] {
  const files: string[] = [];
  for (let c = 1; c <= chapters; c++) {
    const parts = [`# Chapter Title ${c}\n`];
    for (let s = 1; s <= 4; s++) {
      parts.push(`## Section ${c}.${s}\n`);
      for (let p = 0; p < 6; p++) parts.push(`${paragraph(c * 100 + s * 10 + p)}\n`);
      parts.push('```js\nconst answer = 42;\nconsole.log(answer);\n```\n');
      parts.push('| key | value |\n| --- | ----- |\n| a | 1 |\n| b | 2 |\n');
    }
    const name = `ch${String(c).padStart(2, '0')}.md`;
    writeFileSync(join(dir, name), parts.join('\n'));
    files.push(name);
  }
  writeFileSync(join(dir, 'platform.json'), JSON.stringify({ title: 'Benchmark Book', files }));
  return files;
}

async function timed(runs: number, work: (run: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function rawChromiumPrint(htmlFile: string, outFile: string): Promise<void> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`file://${htmlFile}`, { waitUntil: 'load' });
    await page.pdf({ path: outFile, format: 'letter', printBackground: true, timeout: 0 });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const chapters = setting('BENCH_CHAPTERS', 24);
  const runs = setting('BENCH_RUNS', 3);
  console.log(
    `Octavo render benchmark — node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`,
  );
  const work = mkdtempSync(join(tmpdir(), 'octavo-render-bench-'));
  try {
    const bookDir = join(work, 'book');
    mkdirSync(bookDir);
    const files = writeBook(bookDir, chapters);
    const source = directorySource(bookDir);
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const config = loaded.config;
    const request = (name: string, run: number, extra: Partial<typeof config> = {}) => {
      const dir = join(work, `${name}-${run}`);
      mkdirSync(dir);
      return {
        source,
        config: { ...config, ...extra },
        workDir: dir,
        outFile: join(dir, `out.${name}`),
        bookName: 'bench/book',
      };
    };

    const octavoPdf = await timed(runs, (run) => renderPdf(request('pdf', run)));
    const { stdout: info } = await exec('pdfinfo', [join(work, 'pdf-0', 'out.pdf')]);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
    const octavoEpub = await timed(runs, (run) => renderEpub(request('epub', run)));
    const octavoHtml = await timed(runs, (run) =>
      renderHtml(request('html', run, { formats: { html: { consolidated: true } } })),
    );

    // The raw print gets the very HTML Octavo's html format produced (consolidated, with its CSS and fonts).
    const site = join(work, 'site');
    mkdirSync(site);
    for (const [name, data] of await readZipFile(join(work, 'html-0', 'out.html'))) {
      mkdirSync(join(site, name, '..'), { recursive: true });
      writeFileSync(join(site, name), data);
    }
    const rawPdf = await timed(runs, (run) =>
      rawChromiumPrint(join(site, 'index.html'), join(work, `raw-${run}.pdf`)),
    );
    const pandocEpub = await timed(runs, (run) =>
      exec('pandoc', [
        '-o',
        join(work, `pandoc-${run}.epub`),
        '--toc',
        ...files.map((f) => join(bookDir, f)),
      ]),
    );
    const pandocHtml = await timed(runs, (run) =>
      exec('pandoc', [
        '-s',
        '--toc',
        '-o',
        join(work, `pandoc-${run}.html`),
        ...files.map((f) => join(bookDir, f)),
      ]),
    );

    const rows: [string, number, string, number, number | null][] = [
      ['PDF', octavoPdf, 'raw Chromium print', rawPdf, 2],
      ['EPUB', octavoEpub, 'pandoc', pandocEpub, null],
      ['HTML', octavoHtml, 'pandoc', pandocHtml, null],
    ];
    console.log(`book: ${chapters} Markdown chapters, ${pages} PDF pages; median of ${runs} runs\n`);
    console.log('format  octavo (s)  baseline             baseline (s)  ratio   target');
    for (const [format, ours, baseline, theirs, target] of rows) {
      const ratio = ours / theirs;
      const verdict = target === null ? '—' : ratio <= target ? `≤ ${target}x PASS` : `≤ ${target}x FAIL`;
      console.log(
        `${format.padEnd(8)}${(ours / 1000).toFixed(2).padStart(10)}  ${baseline.padEnd(20)} ${(theirs / 1000).toFixed(2).padStart(12)}  ${ratio.toFixed(2).padStart(5)}x  ${verdict}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
