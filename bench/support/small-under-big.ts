import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_BUNDLE, pushCorpusBook } from './corpus-project';
import { OctavoProcess } from './octavo-process';
import { BenchRow } from './report';

/**
 * Issue 17, item 8: a small book's build while the corpus book (341 pages, all five formats) renders, against
 * the same small book built alone; target ≤ 1.5x. One requester owns both books (the worst case for fair
 * sharing, which only orders jobs between requesters). Every small build is of a new commit, so none is reused.
 */
const TARGET = 1.5;
const SMALL_FORMATS = process.env.BENCH_LOAD_SMALL_FORMATS ?? 'pdf,epub,mobi,html,platform';
const BIG_FORMATS = 'pdf,epub,mobi,html,platform';

const smallBook: Record<string, string> = {
  'platform.json': JSON.stringify({ title: 'Small Book', files: ['ch01.md', 'ch02.adoc', 'ch03.html'] }),
  'ch01.md': '# First Chapter\n\nSome *Markdown* text.\n\n## A Section\n\nMore text.\n'.repeat(5),
  'ch02.adoc': '= Second Chapter\n\nSome AsciiDoc text.\n\n== A Section\n\nMore.\n',
  'ch03.html':
    '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>HTMLBook text.</p></section>',
};

interface BuildJson {
  id: number;
  created_at: string;
  status: { format: string; status: string; started_at?: string; finished_at?: string }[];
}

/** Each format's wait in the queue and its render, in seconds: `pdf 0.1+1.6`. */
function formatTimes(build: BuildJson): string {
  const created = Date.parse(build.created_at);
  return build.status
    .map((s) => {
      const started = s.started_at ? Date.parse(s.started_at) : NaN;
      const finished = s.finished_at ? Date.parse(s.finished_at) : NaN;
      return `${s.format} ${((started - created) / 1000).toFixed(1)}+${((finished - started) / 1000).toFixed(1)}`;
    })
    .join(', ');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const isFinal = (b: BuildJson) => b.status.every((s) => s.status === 'completed' || s.status === 'failed');

export async function smallUnderBig(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'octavo-load-bench-big-'));
  // With REDIS_URL, the same one process on the scale profile's queue (BullMQ): its short jobs' own queue.
  const scale: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL, OCTAVO_QUEUE_PREFIX: `bench-load-${randomUUID()}` }
    : {};
  const server = await new OctavoProcess(dataDir, scale).start();
  try {
    const token = await server.createUser('author');
    const call = server.apiCaller(token);
    await pushCorpusBook(call, 'big');
    await call('POST', '/api/projects', { name: 'small' });
    for (const [path, content] of Object.entries(smallBook))
      await call('PUT', `/api/projects/author/small/files/${path}`, { content, message: `Add ${path}` });

    let edits = 0;
    const build = async (project: string, formats: string) =>
      (await call('POST', '/api/builds', { project, formats })) as BuildJson;
    const get = async (id: number) => (await call('GET', `/api/builds/${id}`)) as BuildJson;
    /** A new commit of the small book, then its build, POST → every format final, in seconds. */
    const times: string[] = [];
    const timedSmallBuild = async (): Promise<number> => {
      await call('PUT', '/api/projects/author/small/files/ch03.html', {
        content: smallBook['ch03.html'].replace('text.', `text, edit ${++edits}.`),
        message: `Edit ${edits}`,
      });
      const start = performance.now();
      const posted = await build('author/small', SMALL_FORMATS);
      for (;;) {
        const state = await get(posted.id);
        if (isFinal(state)) {
          const failed = state.status.filter((s) => s.status === 'failed').map((s) => s.format);
          if (failed.length) throw new Error(`small book: ${failed.join(', ')} failed`);
          times.push(formatTimes(state));
          return (performance.now() - start) / 1000;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    await timedSmallBuild(); // warm-up: threads and their renderer modules
    const alone: number[] = [];
    for (let i = 0; i < 3; i++) alone.push(await timedSmallBuild());

    const big = await build('author/big', BIG_FORMATS);
    // Under load = while the big book's PDF is rendering (its longest job), after it has had a head start.
    for (;;) {
      const state = await get(big.id);
      if (state.status.find((s) => s.format === 'pdf')?.status === 'working') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const underLoad: number[] = [];
    const loadDuring: number[] = [];
    const bigWorking: string[] = [];
    while (underLoad.length < 3) {
      const state = await get(big.id);
      if (isFinal(state)) break;
      bigWorking.push(
        state.status
          .filter((s) => s.status === 'working')
          .map((s) => s.format)
          .join('+') || 'none',
      );
      underLoad.push(await timedSmallBuild());
      loadDuring.push(loadavg()[0]);
    }
    const bigStart = performance.now();
    while (!isFinal(await get(big.id))) await new Promise((r) => setTimeout(r, 200));
    const bigRest = (performance.now() - bigStart) / 1000;

    const aloneS = median(alone);
    const loadedS = underLoad.length ? median(underLoad) : NaN;
    const ratio = loadedS / aloneS;
    return [
      {
        metric: `small book (${SMALL_FORMATS}) while the corpus book renders, vs alone${scale.REDIS_URL ? ' (BullMQ)' : ''}`,
        unit: 'ms',
        octavo: loadedS * 1000,
        reference: aloneS * 1000,
        ratio,
        target: `≤ ${TARGET}x`,
        pass: underLoad.length > 0 && ratio <= TARGET,
        notes:
          `alone ${alone.map((s) => s.toFixed(2)).join(' / ')} s; under load ${underLoad.map((s) => s.toFixed(2)).join(' / ')} s ` +
          `(big book formats working at each start: ${bigWorking.join(', ')}; load average ${loadDuring.map((l) => l.toFixed(1)).join(' / ')}); ` +
          `the big build took ${bigRest.toFixed(1)} s more after the last small one; ` +
          `each small format's queue wait + render, alone: ${times.slice(1, 4).join(' | ')}; ` +
          `under load: ${times.slice(4).join(' | ')}; corpus ${CORPUS_BUNDLE}`,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
