import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OctavoProcess } from './support/octavo-process';
import { treeProcesses, treeRss } from './support/process-tree';
import { BenchRow, printTable, writeResults } from './support/report';

/**
 * Issue 17, item 7 (memory): the server's resident memory idle at start, at its peak during builds, and idle
 * again after BUILDS builds once its render threads have timed out; target: back under 300 MB idle. Heap
 * snapshots of the main thread before and after the builds (taken idle, each after a full GC) say whether
 * what stays is a leak: the constructors whose retained bytes grew the most are printed.
 *
 * Each build is of a new commit of a small book (PDF, EPUB, HTML, source package), two at a time, so every
 * format is rendered, none reused.
 */
const BUILDS = Number(process.env.OCTAVO_BENCH_MEMORY_BUILDS ?? 50);
const FORMATS = process.env.OCTAVO_BENCH_MEMORY_FORMATS ?? 'pdf,epub,html,platform';
const IDLE_MS = 10_000;
const IDLE_TARGET_MB = 300;
const MB = 1024 * 1024;
const ALLOCATOR_SETTINGS = ['MALLOC_ARENA_MAX', 'LD_PRELOAD', 'MALLOC_CONF'];
/** Where bin/octavo looks for Debian's libjemalloc2. */
const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

const smallBook: Record<string, string> = {
  'platform.json': JSON.stringify({ title: 'Memory Book', files: ['ch01.md', 'ch02.adoc', 'ch03.html'] }),
  'ch01.md': '# First Chapter\n\nSome *Markdown* text.\n\n## A Section\n\nMore text.\n'.repeat(20),
  'ch02.adoc':
    '= Second Chapter\n\nSome AsciiDoc text.\n\n== A Section\n\n[source,js]\n----\nlet a = 1;\n----\n',
  'ch03.html':
    '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>HTMLBook text.</p></section>',
};

interface BuildJson {
  id: number;
  status: { format: string; status: string; message?: string }[];
}

/** The threads of a process (the main thread, V8's and libuv's helpers, render threads while they live). */
function threadsOf(pid: number): number {
  return Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** Self sizes by constructor name over a V8 heap snapshot, and their sum. */
function heapByConstructor(file: string): { total: number; byName: Map<string, number> } {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = snapshot.snapshot.meta.node_types[0];
  const byName = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const size = snapshot.nodes[i + sizeAt];
    const type = types[snapshot.nodes[i + typeAt]];
    const name =
      type === 'object' || type === 'closure' ? snapshot.strings[snapshot.nodes[i + nameAt]] : `(${type})`;
    byName.set(name, (byName.get(name) ?? 0) + size);
    total += size;
  }
  return { total, byName };
}

/** Asks the server for a heap snapshot (it was started with --heapsnapshot-signal) and waits for the file. */
async function heapSnapshot(server: OctavoProcess, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  process.kill(server.pid!, 'SIGUSR2');
  for (let waited = 0; waited < 120_000; waited += 250) {
    await sleep(250);
    const file = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    if (!file) continue;
    const path = join(dir, file);
    const size = statSync(path).size;
    await sleep(500);
    if (size > 0 && statSync(path).size === size) return path;
  }
  throw new Error('the server wrote no heap snapshot in 2 minutes');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'octavo-bench-memory-'));
  const snapshots = mkdtempSync(join(tmpdir(), 'octavo-bench-heap-'));
  // The allocator settings to try are passed on to the server (glibc arenas, a preloaded jemalloc). Without
  // any, the server runs as `bin/octavo serve` runs it: on jemalloc when it is installed, unless
  // OCTAVO_ALLOCATOR=glibc; render processes then drop it, as they do under bin/octavo.
  const allocator: Record<string, string> = Object.fromEntries(
    ALLOCATOR_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  );
  const jemalloc = JEMALLOC_PATHS.find((path) => existsSync(path));
  if (Object.keys(allocator).length === 0 && process.env.OCTAVO_ALLOCATOR !== 'glibc' && jemalloc) {
    allocator.LD_PRELOAD = jemalloc;
    allocator.OCTAVO_PRELOADED_ALLOCATOR = jemalloc;
  }
  console.log(`allocator: ${allocator.LD_PRELOAD ? `jemalloc (${allocator.LD_PRELOAD})` : 'glibc'}`);
  const server = await new OctavoProcess(dataDir, {
    OCTAVO_RENDER_THREAD_IDLE_MS: String(IDLE_MS),
    ...allocator,
  }).start(['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`]);
  const pid = server.pid!;
  try {
    const token = await server.createUser('author');
    const call = server.apiCaller(token);
    await sleep(3000);
    const idleAtStart = treeRss(pid);
    const threadsAtStart = threadsOf(pid);
    console.log(`idle at start: ${(idleAtStart / MB).toFixed(0)} MB; one build to load every renderer …`);

    // One book per lane: two lanes editing one branch would refuse each other's commits.
    for (const name of ['book-1', 'book-2']) {
      await call('POST', '/api/projects', { name });
      for (const [path, content] of Object.entries(smallBook))
        await call('PUT', `/api/projects/author/${name}/files/${path}`, { content, message: `Add ${path}` });
    }
    let edits = 0;
    const buildOnce = async (book = 'book-1'): Promise<void> => {
      await call('PUT', `/api/projects/author/${book}/files/ch03.html`, {
        content: smallBook['ch03.html'].replace('text.', `text, edit ${++edits}.`),
        message: `Edit ${edits}`,
      });
      const { id } = (await call('POST', '/api/builds', {
        project: `author/${book}`,
        formats: FORMATS,
      })) as BuildJson;
      for (;;) {
        const build = (await call('GET', `/api/builds/${id}`)) as BuildJson;
        const failed = build.status.find((s) => s.status === 'failed');
        if (failed) throw new Error(`build ${id}: ${failed.format} failed: ${failed.message ?? ''}`);
        if (build.status.every((s) => s.status === 'completed')) return;
        await sleep(50);
      }
    };

    // One build loads every renderer; the "before" snapshot is taken idle after it.
    await buildOnce();
    await sleep(IDLE_MS + 3000);
    const idleAfterOne = treeRss(pid);
    console.log(`idle after one build: ${(idleAfterOne / MB).toFixed(0)} MB; heap snapshot …`);
    const before = heapByConstructor(await heapSnapshot(server, snapshots));
    console.log(`${BUILDS} builds, two at a time …`);

    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 200);
    const started = performance.now();
    let remaining = BUILDS;
    const lane = async (book: string) => {
      while (remaining > 0) {
        remaining -= 1;
        await buildOnce(book);
      }
    };
    await Promise.all([lane('book-1'), lane('book-2')]);
    clearInterval(sampler);
    const buildSeconds = (performance.now() - started) / 1000;
    const rightAfter = treeRss(pid);
    console.log(`done in ${buildSeconds.toFixed(1)} s; waiting for the render threads to time out …`);

    await sleep(IDLE_MS + 3000);
    // Measured before the snapshot: writing one takes memory of its own.
    const idleAfter = treeRss(pid);
    const threadsAfter = threadsOf(pid);
    const leftBelow = treeProcesses(pid).filter((p) => p.pid !== pid);
    const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
    const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1] ?? NaN) / MB;
    const after = heapByConstructor(await heapSnapshot(server, snapshots));

    const rows: BenchRow[] = [
      row('server RSS idle at start', idleAtStart, null),
      row('server RSS idle after 1 build (threads ended)', idleAfterOne, null),
      row(`server tree RSS at peak during ${BUILDS} builds`, peak, null),
      row(`server RSS right after ${BUILDS} builds`, rightAfter, null),
      row(`server RSS idle after ${BUILDS} builds (threads ended)`, idleAfter, IDLE_TARGET_MB),
      {
        metric: `main-thread heap after ${BUILDS} builds vs before (after full GC)`,
        unit: 'MB',
        octavo: after.total / MB,
        reference: before.total / MB,
        ratio: after.total / before.total,
        target: 'reported',
        pass: null,
        notes: 'reference column: the heap before the builds',
      },
    ];
    printTable(rows);
    console.log(
      `\nprocesses below the server when idle after the builds: ${
        leftBelow.map((p) => `${p.name} (pid ${p.pid}, ${(p.rss / MB).toFixed(0)} MB)`).join(', ') || 'none'
      }`,
    );
    console.log(
      `the server's own memory idle after the builds (its /metrics): heap ${gauge('nodejs_heap_size_total_bytes').toFixed(0)} MB, ` +
        `external ${gauge('nodejs_external_memory_bytes').toFixed(0)} MB, resident ${gauge('process_resident_memory_bytes').toFixed(0)} MB`,
    );
    console.log(
      `threads in the server: ${threadsAtStart} idle at start, ${threadsAfter} idle after the builds` +
        Object.entries(allocator)
          .map(([name, value]) => `; ${name}=${value}`)
          .join(''),
    );
    const growth = [...after.byName]
      .map(([name, size]) => ({ name, grewBy: size - (before.byName.get(name) ?? 0) }))
      .sort((a, b) => b.grewBy - a.grewBy)
      .slice(0, 10);
    console.log(
      `\n${BUILDS} builds (${FORMATS}) took ${buildSeconds.toFixed(1)} s; heap growth by constructor:`,
    );
    for (const { name, grewBy } of growth)
      console.log(`  ${(grewBy / 1024).toFixed(0).padStart(8)} KiB  ${name}`);
    console.log(`results: ${writeResults('memory', { builds: BUILDS, formats: FORMATS, rows, growth })}`);
  } catch (error) {
    console.error(`the server printed:\n${server.printed.slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (existsSync(snapshots)) rmSync(snapshots, { recursive: true, force: true });
  }
}

function row(metric: string, bytes: number, targetMb: number | null): BenchRow {
  return {
    metric,
    unit: 'MB',
    octavo: bytes / MB,
    reference: null,
    ratio: targetMb ? bytes / MB / targetMb : null,
    target: targetMb ? `≤ ${targetMb} MB` : 'reported',
    pass: targetMb ? bytes / MB <= targetMb : null,
  };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
