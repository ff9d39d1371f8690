import { mkdtempSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedBook } from '../render/generated-book';
import { ApiCall, OctavoProcess } from './octavo-process';
import { pdfPages } from '../render/tools';

interface FanOutPhase {
  label: string;
  /** Each worker process's CPUs (`taskset -c`); undefined: all of this machine's. */
  workers: (string | undefined)[];
  fanOut: boolean;
  /** More settings of the workers. */
  env?: Record<string, string>;
}

/** One timed PDF build of the long book: POST → the PDF final, and its pages. */
export interface FanOutRun {
  label: string;
  /** Each worker process's CPUs (`taskset -c`); none: all of this machine's. */
  workers: (string | undefined)[];
  fanOut: boolean;
  seconds: number;
  pages: number;
  /** Parts each worker process printed for the build (its /metrics). */
  partsPerWorker: number[];
}

/**
 * Issue 17, item 5: a long book's PDF (about 7 pages a chapter: 144 chapters ≈ 1,000 pages) built with one
 * worker process printing its own parts, then with one and with two worker processes printing parts for
 * each other through BullMQ. Each run has a project of its own (no reuse of an earlier build) and a book of
 * other words (nothing of it in the render cache: every chapter is converted and every part printed).
 */
export async function benchPdfFanOut(
  dataDir: string,
  shared: Record<string, string>,
  chapters: number,
): Promise<FanOutRun[]> {
  // The same cut everywhere (a worker on one core would print a book as one document).
  const env = { ...shared, OCTAVO_PDF_PRINT_LANES: '2' };
  const front = await new OctavoProcess(dataDir, { ...env, OCTAVO_ROLES: 'api,projector' }).start();
  const workers: OctavoProcess[] = [];
  try {
    const token = await front.createUser('fanout');
    const api = front.apiCaller(token);
    const runs: FanOutRun[] = [];
    const fourParts = { OCTAVO_PDF_PARTS: '4' };
    const phases: FanOutPhase[] = [
      {
        label: '1 worker, all cores, prints its own parts (fan-out off)',
        workers: [undefined],
        fanOut: false,
      },
      { label: '1 worker, all cores, fan-out on', workers: [undefined], fanOut: true },
      { label: '2 workers sharing all cores', workers: [undefined, undefined], fanOut: true },
      { label: '1 worker on 1 core', workers: ['0'], fanOut: true },
      { label: '2 workers on 1 core each (two machines)', workers: ['0', '1'], fanOut: true },
      { label: '1 worker on 1 core, 4 parts', workers: ['0'], fanOut: true, env: fourParts },
      { label: '2 workers on 1 core each, 4 parts', workers: ['0', '1'], fanOut: true, env: fourParts },
    ];
    for (const [i, phase] of phases.entries()) {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      for (const cpus of phase.workers) {
        const workerEnv = {
          ...env,
          ...phase.env,
          OCTAVO_ROLES: 'worker',
          OCTAVO_PDF_FANOUT: phase.fanOut ? 'on' : 'off',
        };
        workers.push(await new OctavoProcess(dataDir, workerEnv, cpus).start());
      }
      const project = `book-${i + 1}`;
      const bookDir = mkdtempSync(join(tmpdir(), 'octavo-fanout-book-'));
      const files = writeGeneratedBook(bookDir, chapters, i + 1);
      await putBook(api, `fanout/${project}`, project, bookDir, files);
      const started = Date.now();
      const build = (await api('POST', '/api/builds', { project: `fanout/${project}`, formats: 'pdf' })) as {
        id: number;
      };
      const final = await waitFinal(api, build.id);
      const seconds = (Date.now() - started) / 1000;
      if (final.status !== 'completed')
        throw new Error(`the PDF of ${project} ${final.status}: ${final.message}`);
      const pdfFile = join(bookDir, `${project}.pdf`);
      await download(front, token, final.download_url!, pdfFile);
      runs.push({
        ...phase,
        seconds,
        pages: await pdfPages(pdfFile),
        partsPerWorker: await Promise.all(workers.map(partsPrinted)),
      });
      console.log(
        `  ${phase.label}: ${seconds.toFixed(1)} s, parts printed per worker process: ${runs.at(-1)!.partsPerWorker.join(', ')}`,
      );
    }
    return runs;
  } finally {
    await Promise.all([...workers, front].map((p) => p.stop()));
  }
}

async function putBook(api: ApiCall, project: string, name: string, dir: string, files: string[]) {
  await api('POST', '/api/projects', { name, starter: false });
  for (const file of ['platform.json', ...files]) {
    await api('PUT', `/api/projects/${project}/files/${file}`, {
      content: readFileSync(join(dir, file), 'utf8'),
      message: `Add ${file}`,
    });
  }
}

interface FormatState {
  status: string;
  message?: string;
  download_url?: string;
}

async function waitFinal(api: ApiCall, id: number): Promise<FormatState> {
  for (;;) {
    const build = (await api('GET', `/api/builds/${id}`)) as { status: FormatState[] };
    const pdf = build.status[0]!;
    if (pdf.status === 'completed' || pdf.status === 'failed') return pdf;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function download(front: OctavoProcess, token: string, url: string, file: string): Promise<void> {
  const response = await fetch(new URL(url, front.baseUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`download ${url}: ${response.status}`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
}

async function partsPrinted(worker: OctavoProcess): Promise<number> {
  const text = await (await fetch(`${worker.baseUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('octavo_pdf_part_duration_seconds_count'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
