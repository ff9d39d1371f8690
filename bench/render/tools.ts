import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer';
import type { BookSource, PlatformConfig, RenderRequest } from '../../renderers';
import { chromiumPath } from '../../renderers/pdf/chromium';
import { readZipFile } from '../support/render-zip';

export const exec = promisify(execFile);

/** Milliseconds of each run of `work`, in run order. */
export async function timeRuns(
  runs: number,
  work: (run: number) => Promise<unknown>,
  /** Waited before each run, untimed (runs spaced as builds arrive). */
  pauseMs = 0,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  return times;
}

export function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function timed(
  runs: number,
  work: (run: number) => Promise<unknown>,
  pauseMs = 0,
): Promise<number> {
  return median(await timeRuns(runs, work, pauseMs));
}

/** One print of an HTML file by a fresh Chromium, as a user would do it by hand: no second pass, no tagging. */
export async function rawChromiumPrint(htmlFile: string, outFile: string): Promise<void> {
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

export async function pdfPages(file: string): Promise<number> {
  const { stdout } = await exec('pdfinfo', [file]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
}

/** Unpacks an Octavo HTML zip into `dir`. */
export async function unpackHtmlZip(zip: string, dir: string): Promise<void> {
  for (const [name, data] of await readZipFile(zip)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
}

export async function commandExists(command: string): Promise<boolean> {
  return exec('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );
}

export function load(): string {
  return `load ${loadavg()[0].toFixed(1)}`;
}

export function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

/** "1.23x ≤ 1.0x PASS" against the target (never relaxed here). */
export function verdict(ratio: number, target: number): { text: string; pass: boolean } {
  const pass = ratio <= target;
  return { text: `${ratio.toFixed(2)}x (target ≤ ${target.toFixed(1)}x) ${pass ? 'PASS' : 'FAIL'}`, pass };
}

/** A render of `source` into a fresh directory `<work>/<name>`, writing `<work>/<name>/out.<ext>`. */
export function renderRequest(
  source: BookSource,
  config: PlatformConfig,
  work: string,
  name: string,
  ext: string,
): RenderRequest {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  return { source, config, workDir: dir, outFile: join(dir, `out.${ext}`), bookName: 'bench/book' };
}
