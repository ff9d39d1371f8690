import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { GitRepositories } from '../git';
import { RenderFailure } from '../renderers';
import type { BuildRequestedData, Format } from '../src/domain/build';
import { RenderThreadPool, RenderThreadPoolOptions } from '../src/pipeline/render-thread-pool';
import type { RenderThreadInput } from '../src/pipeline/render-thread-protocol';
import { smallBook } from './support/book';
import { escapeRegExp, killAll, leftoverProcesses, livingProcesses } from './support/faults';
import { NODE, ROOT } from './support/octavo-server';

const execFileAsync = promisify(execFile);

/**
 * The render thread pool against the built thread entry (dist/): real threads rendering a real book from a
 * real bare repository. Thread reuse is seen through `stats().started`, which counts thread creations.
 */
const ENTRY = join(ROOT, 'dist', 'src', 'pipeline', 'render-thread.js');
const POOL_MODULE = join(ROOT, 'dist', 'src', 'pipeline', 'render-thread-pool.js');
/** The fake Chromium's unusual sleep lets the test find (and miss) exactly its own process. */
const HANG_SECONDS = 86391;

describe('render thread pool', () => {
  let dir: string;
  let git: GitRepositories;
  let build: BuildRequestedData;
  let hangingChromium: string;
  const pools: RenderThreadPool[] = [];
  const inputs = new Map<string, number>();

  /** A fresh work directory per render, as RenderWorker makes one. */
  const input = (format: Format): RenderThreadInput => {
    const n = (inputs.get(format) ?? 0) + 1;
    inputs.set(format, n);
    const workDir = mkdtempSync(join(dir, `work-${format}-${n}-`));
    return { build, format, workDir };
  };
  const open = (options: Partial<RenderThreadPoolOptions> = {}) => {
    const pool = new RenderThreadPool(git, { size: 2, entry: ENTRY, ...options });
    pools.push(pool);
    return pool;
  };
  const live = () => new AbortController().signal;
  const catFiles = () => livingProcesses(new RegExp(`${escapeRegExp(git.root)}.*cat-file`));

  beforeAll(async () => {
    if (!existsSync(ENTRY) || !existsSync(POOL_MODULE))
      throw new Error(`${ENTRY} or ${POOL_MODULE} is missing: run "npm run build" before this test`);
    dir = mkdtempSync(join(tmpdir(), 'octavo-thread-pool-'));
    git = new GitRepositories(join(dir, 'repositories'));
    const { commit } = await git.create('ann', 'book', {
      files: smallBook,
      message: 'A small book',
      author: { name: 'Ann', email: 'ann@example.com' },
    });
    build = {
      buildId: 1,
      projectId: 'p-1',
      project: 'ann/book',
      branch: 'main',
      commit,
      formats: ['html', 'epub', 'platform', 'pdf'],
      requestedBy: 'u-1',
    };
    hangingChromium = join(dir, 'chromium-hang');
    writeFileSync(hangingChromium, `#!/bin/sh\nsleep ${HANG_SECONDS}\n`);
    chmodSync(hangingChromium, 0o755);
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await git?.close();
    killAll(await livingProcesses(new RegExp(`^sleep ${HANG_SECONDS}$`)));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves renders one after another from one thread, and keeps no git process between them', async () => {
    const pool = open();
    const html = await pool.render(input('html'), live());
    expect(html.fileName).toBe(`book-${build.commit.slice(0, 7)}-html.zip`);
    expect(statSync(html.file).size).toBeGreaterThan(0);
    expect(await catFiles()).toEqual([]);
    const epub = await pool.render(input('epub'), live());
    expect(epub.contentType).toBe('application/epub+zip');
    expect(statSync(epub.file).size).toBeGreaterThan(0);
    expect(pool.stats()).toEqual({ started: 1, live: 1, idle: 1, busy: 0 });
    expect(await catFiles()).toEqual([]);
  });

  it('starts at most `size` threads: renders past it wait for a free thread', async () => {
    const pool = open({ size: 2 });
    const formats: Format[] = ['html', 'epub', 'platform', 'html', 'epub'];
    const rendered = await Promise.all(formats.map((format) => pool.render(input(format), live())));
    expect(rendered.map((r) => r.contentType)).toEqual([
      'application/zip',
      'application/epub+zip',
      'application/zip',
      'application/zip',
      'application/epub+zip',
    ]);
    expect(pool.stats()).toMatchObject({ started: 2, idle: 2, busy: 0 });
  });

  it("gives a long job's render a new thread while there is room, keeping the warm ones for short jobs", async () => {
    const pool = open({ size: 3 });
    await Promise.all([pool.render(input('html'), live()), pool.render(input('epub'), live())]);
    expect(pool.stats()).toMatchObject({ started: 2, idle: 2 });
    // A long job: a third thread, though two are idle.
    await pool.render({ ...input('platform'), background: true }, live());
    expect(pool.stats()).toMatchObject({ started: 3, live: 3, idle: 3 });
    // The pool is full: a long job takes an idle thread after all, and so does a short one.
    await pool.render({ ...input('platform'), background: true }, live());
    await pool.render(input('html'), live());
    expect(pool.stats()).toEqual({ started: 3, live: 3, idle: 3, busy: 0 });
  });

  it('gives a render the idle thread that rendered the same format of the book before', async () => {
    const servedBy = new Map<number, Format[]>();
    const pool = open({
      size: 2,
      onRenderStarted: (thread, { format }) =>
        servedBy.set(thread, [...(servedBy.get(thread) ?? []), format]),
    });
    await Promise.all([pool.render(input('html'), live()), pool.render(input('epub'), live())]);
    expect([...servedBy.values()].sort()).toEqual([['epub'], ['html']]);
    // One at a time, the most recently used thread is always idle too: each format goes back to its own.
    for (const format of ['html', 'epub', 'html', 'epub'] as Format[])
      await pool.render(input(format), live());
    expect([...servedBy.values()].sort()).toEqual([
      ['epub', 'epub', 'epub'],
      ['html', 'html', 'html'],
    ]);
    expect(pool.stats()).toMatchObject({ started: 2, idle: 2 });
  });

  it('keeps a thread whose render failed with a RenderFailure', async () => {
    const pool = open();
    const gone = { ...input('html'), build: { ...build, project: 'ann/deleted' } };
    await expect(pool.render(gone, live())).rejects.toThrow(RenderFailure);
    await expect(pool.render(gone, live())).rejects.toThrow(/no longer exists/);
    expect(pool.stats()).toMatchObject({ started: 1, idle: 1 });
  });

  it('replaces a thread whose render failed unexpectedly, and the next render works', async () => {
    const pool = open();
    await pool.render(input('platform'), live());
    const unknown = input('platform');
    const failure = pool.render({ ...unknown, format: 'postscript' as Format }, live());
    await expect(failure).rejects.toThrow(Error);
    await expect(failure).rejects.not.toThrow(RenderFailure);
    await waitFor(() => pool.stats().live === 0, 'the failed thread to end');
    const next = await pool.render(input('html'), live());
    expect(statSync(next.file).size).toBeGreaterThan(0);
    expect(pool.stats()).toEqual({ started: 2, live: 1, idle: 1, busy: 0 });
  });

  it('ends an aborted thread with the Chromium it started, then renders on a new thread', async () => {
    const pool = open({ env: { ...process.env, CHROME_PATH: hangingChromium } });
    await pool.render(input('html'), live());
    const controller = new AbortController();
    const hung = pool.render(input('pdf'), controller.signal);
    hung.catch(() => undefined);
    await waitFor(
      async () => (await livingProcesses(new RegExp(`^sleep ${HANG_SECONDS}$`))).length > 0,
      'the fake Chromium to start',
    );
    controller.abort(new Error('time limit reached'));
    await expect(hung).rejects.toThrow(/stopped|aborted|time limit/);
    await waitFor(() => pool.stats().live === 0, 'the aborted thread to end');
    const left = await leftoverProcesses(new RegExp(`^sleep ${HANG_SECONDS}$`));
    killAll(left);
    expect(left.map((p) => p.args)).toEqual([]);
    const next = await pool.render(input('epub'), live());
    expect(statSync(next.file).size).toBeGreaterThan(0);
    expect(pool.stats()).toMatchObject({ started: 2, idle: 1, busy: 0 });
  });

  it('a render aborted while it waits for a thread never starts', async () => {
    const pool = open({ size: 1 });
    const first = pool.render(input('epub'), live());
    const controller = new AbortController();
    const waiting = pool.render(input('html'), controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    await first;
    expect(pool.stats()).toMatchObject({ started: 1, idle: 1 });
  });

  it('a thread that crashes in the middle of a render fails that render only; the next one works', async () => {
    const workers: ChildProcess[] = [];
    const pool = open({ onThreadStarted: (worker) => workers.push(worker) });
    await pool.render(input('platform'), live());
    const crashing = pool.render(input('epub'), live());
    workers[0].kill('SIGKILL');
    await expect(crashing).rejects.toThrow(/render thread stopped before it finished/);
    const next = await pool.render(input('epub'), live());
    expect(statSync(next.file).size).toBeGreaterThan(0);
    expect(pool.stats()).toEqual({ started: 2, live: 1, idle: 1, busy: 0 });
  });

  it('an idle thread that dies leaves the pool, and the next render gets a new one', async () => {
    const workers: ChildProcess[] = [];
    const pool = open({ onThreadStarted: (worker) => workers.push(worker) });
    await pool.render(input('platform'), live());
    workers[0].kill('SIGKILL');
    await waitFor(() => pool.stats().live === 0, 'the pool to notice the thread ended');
    await pool.render(input('platform'), live());
    expect(pool.stats()).toEqual({ started: 2, live: 1, idle: 1, busy: 0 });
  });

  it('recycles a thread after its render quota', async () => {
    const pool = open({ size: 1, rendersPerThread: 2 });
    for (let i = 0; i < 5; i++) await pool.render(input('platform'), live());
    expect(pool.stats()).toMatchObject({ started: 3, idle: 1 });
  });

  it('ends idle threads after their idle time', async () => {
    const pool = open({ idleTimeoutMs: 200 });
    await pool.render(input('platform'), live());
    await waitFor(() => pool.stats().live === 0, 'the idle thread to be ended');
    await pool.render(input('platform'), live());
    expect(pool.stats()).toMatchObject({ started: 2, idle: 1 });
  });

  it('close() ends every thread; a render asked for afterwards never starts and ends with its abort', async () => {
    const pool = open();
    await Promise.all([pool.render(input('html'), live()), pool.render(input('epub'), live())]);
    expect(pool.stats().live).toBe(2);
    await pool.close();
    expect(pool.stats()).toEqual({ started: 2, live: 0, idle: 0, busy: 0 });
    expect(await catFiles()).toEqual([]);
    const controller = new AbortController();
    const late = pool.render(input('html'), controller.signal);
    controller.abort(new Error('the server is shutting down'));
    await expect(late).rejects.toThrow('the server is shutting down');
    expect(pool.stats()).toEqual({ started: 2, live: 0, idle: 0, busy: 0 });
  });

  it('close() waits for a running render, which ends its thread when it is done', async () => {
    const pool = open();
    const running = pool.render(input('epub'), live());
    await waitFor(() => pool.stats().busy === 1, 'the render to start');
    const closed = pool.close();
    const rendered = await running;
    expect(statSync(rendered.file).size).toBeGreaterThan(0);
    await closed;
    expect(pool.stats()).toEqual({ started: 1, live: 0, idle: 0, busy: 0 });
  });

  it('renders in-process when there is no built thread entry (source checkouts)', async () => {
    const pool = open({ entry: join(dir, 'no-such-render-thread.js') });
    const rendered = await pool.render(input('platform'), live());
    expect(statSync(rendered.file).size).toBeGreaterThan(0);
    expect(pool.stats().started).toBe(0);
  });

  it('an idle thread does not keep the process alive', async () => {
    // A separate Node process that renders once and never closes the pool: it must end by itself.
    const script = `
      const { GitRepositories } = require(${JSON.stringify(join(ROOT, 'dist', 'git'))});
      const { RenderThreadPool } = require(${JSON.stringify(POOL_MODULE)});
      const pool = new RenderThreadPool(new GitRepositories(process.argv[1]), { size: 2 });
      const input = JSON.parse(process.argv[2]);
      pool.render(input, new AbortController().signal).then((rendered) => {
        console.log(JSON.stringify({ fileName: rendered.fileName, stats: pool.stats() }));
      });
    `;
    const { stdout } = await execFileAsync(NODE, ['-e', script, git.root, JSON.stringify(input('html'))], {
      timeout: 60_000,
      killSignal: 'SIGKILL',
    });
    expect(JSON.parse(stdout)).toEqual({
      fileName: `book-${build.commit.slice(0, 7)}-html.zip`,
      stats: { started: 1, live: 1, idle: 1, busy: 0 },
    });
  });
});

/** Polls until `check` holds; fails naming what it waited for. */
async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
