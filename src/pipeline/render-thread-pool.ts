import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ChildProcess, fork } from 'node:child_process';
import { GitRepositories } from '../../git';
import { PooledRenderThread } from './pooled-render-thread';
import { pickIdle, rememberServed, RenderKind } from './render-thread-affinity';
import type { RenderedFile } from './render-format';
import type { RenderCache } from '../../renderers';
import type {
  RenderCacheSetting,
  RenderThreadData,
  RenderThreadInput,
  WarmChromiumSetting,
} from './render-thread-protocol';
import type { PdfPartQueueSetting } from '../job-queue/pdf-part-queue.port';

export interface RenderThreadPoolOptions {
  /** Most threads rendering or idle at once: the worker concurrency of the job queue feeding the pool. */
  size: number;
  /** The compiled thread entry; when it is missing (a source checkout run as TypeScript) renders run in-process. */
  entry?: string;
  /** A thread is replaced after this many renders, which bounds whatever memory rendering leaks. */
  rendersPerThread?: number;
  /** An idle thread is ended after this long, giving back the memory its renderer modules hold. */
  idleTimeoutMs?: number;
  /** After an abort, the renderers get this long to stop their own processes before the thread is ended. */
  abortGraceMs?: number;
  /** On close, how long renders still running may take to finish before their threads are ended. */
  closeTimeoutMs?: number;
  /** The environment threads start with (CHROME_PATH, EBOOK_CONVERT_PATH …); the process's by default. */
  env?: NodeJS.ProcessEnv;
  /** The render cache renders use (issue 17, item 4); none: every render converts every source. */
  renderCache?: RenderCacheSetting;
  /** With REDIS_URL: PDF renders have their parts printed by every worker process (issue 17, item 5). */
  pdfPartQueue?: PdfPartQueueSetting;
  /** PDF: each render process keeps one Chromium between its renders (see WarmChromium). */
  warmChromium?: WarmChromiumSetting;
  /** Called with each new render process (diagnostics, and tests that end one to stand for a crash). */
  onThreadStarted?: (process: ChildProcess) => void;
  /** Called as a thread (its process id) takes a render (diagnostics, and tests of which thread serves what). */
  onRenderStarted?: (threadId: number, input: RenderThreadInput) => void;
}

export interface RenderThreadPoolStats {
  /** Threads started since the pool was made. */
  started: number;
  /** Threads not yet ended, including those winding down after an abort. */
  live: number;
  idle: number;
  busy: number;
}

interface Waiter {
  resolve(thread: PooledRenderThread): void;
  reject(error: Error): void;
}

const DEFAULT_ENTRY = join(__dirname, 'render-thread.js');

/**
 * Render threads kept between renders, so the renderer stack (markdown-it, Asciidoctor, highlight.js,
 * Puppeteer …) is loaded once per thread instead of once per render. Threads start on demand, at most
 * `size` of them serve renders, and a thread that was aborted, crashed or failed unexpectedly is ended
 * and never given another render. Idle threads do not keep the process alive.
 */
export class RenderThreadPool {
  private readonly entry: string;
  private readonly threaded: boolean;
  private readonly rendersPerThread: number;
  private readonly idleTimeoutMs: number;
  private readonly abortGraceMs: number;
  private readonly closeTimeoutMs: number;
  /** Threads that count against `size`: busy, or idle in `idle`. */
  private readonly serving = new Set<PooledRenderThread>();
  /** Most recently used last, so the warmest thread is reused and the others can time out. */
  private readonly idle: PooledRenderThread[] = [];
  private readonly idleTimers = new Map<PooledRenderThread, NodeJS.Timeout>();
  /** What each thread rendered, most recent last (`pickIdle`). */
  private readonly served = new WeakMap<PooledRenderThread, string[]>();
  private readonly live = new Set<PooledRenderThread>();
  private readonly waiting: Waiter[] = [];
  private started = 0;
  private nextRenderId = 0;
  private closed = false;
  /** Without threads (tests from sources), renders here share one cache. */
  private inlineCache: RenderCache | undefined;

  constructor(
    private readonly git: GitRepositories,
    private readonly options: RenderThreadPoolOptions,
  ) {
    this.entry = options.entry ?? DEFAULT_ENTRY;
    this.threaded = existsSync(this.entry);
    this.rendersPerThread = Math.max(1, options.rendersPerThread ?? 50);
    this.idleTimeoutMs = options.idleTimeoutMs ?? 5 * 60_000;
    this.abortGraceMs = options.abortGraceMs ?? 5000;
    this.closeTimeoutMs = options.closeTimeoutMs ?? 30_000;
  }

  private get size(): number {
    return Math.max(1, this.options.size);
  }

  /**
   * Renders in a worker thread, so parsing and zipping a book never hold up the event loop that answers API
   * requests, and a render that will not stop can be ended.
   */
  async render(input: RenderThreadInput, signal: AbortSignal): Promise<RenderedFile> {
    if (!this.threaded) {
      // Loaded on first use: a server with render threads never needs the renderers in its own thread.
      const { openRenderCache, renderFormat } = await import('./render-format');
      return renderFormat(this.git, input.build, input.format, input.workDir, signal, {
        printEdition: input.printEdition,
        cache: (this.inlineCache ??= openRenderCache(this.options.renderCache)),
        ...(input.pdfPart ? { pdfPart: input.pdfPart } : {}),
      });
    }
    const kind = { project: input.build.project, format: input.format };
    const thread = await this.acquire(signal, kind, input.background === true);
    rememberServed(this.servedBy(thread), kind);
    this.options.onRenderStarted?.(thread.threadId, input);
    try {
      return await thread.render(++this.nextRenderId, input, signal);
    } finally {
      this.release(thread);
    }
  }

  stats(): RenderThreadPoolStats {
    const busy = [...this.serving].filter((t) => t.busy).length;
    return { started: this.started, live: this.live.size, idle: this.idle.length, busy };
  }

  /**
   * Starts no more renders and ends idle threads at once. Running renders are waited for (whoever runs them
   * aborts them on shutdown) for up to `closeTimeoutMs`; their threads are ended after that. A render asked
   * for from now on never starts and ends only when its signal is aborted: on shutdown the job queue aborts
   * its jobs, and a job that ended with an error here would be reported as a failed format instead of being
   * resumed after the restart.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const thread of [...this.idle]) this.retire(thread);
    const all = Promise.all([...this.live].map((t) => t.exited));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.closeTimeoutMs);
    });
    const result = await Promise.race([all, timeout]);
    clearTimeout(timer);
    if (result === 'timeout') await Promise.all([...this.live].map((t) => t.terminate()));
  }

  /**
   * A warm thread when one is idle: the one that rendered the same format of the same book last (render-thread-
   * affinity.ts), else the most recently used. A long job's render (`background`) takes a new
   * thread while the pool has room, leaving the warm ones to short jobs: a small book's render that lands on a
   * new thread pays its start (loading the renderers, Asciidoctor's first conversion): the first small build
   * while a big book rendered took 3.5-4.1 s against 2.3-2.7 s for the next ones (bench:load), where a long
   * job's 10-20 s hardly notice it.
   */
  private acquire(signal: AbortSignal, kind: RenderKind, background = false): Promise<PooledRenderThread> {
    if (signal.aborted) return Promise.reject(abortError(signal));
    if (background && !this.closed && this.idle.length > 0 && this.serving.size < this.size)
      return Promise.resolve(this.spawn());
    const warm = this.closed ? undefined : this.takeIdle(kind);
    if (warm) {
      this.clearIdleTimer(warm);
      return Promise.resolve(warm);
    }
    if (!this.closed && this.serving.size < this.size) return Promise.resolve(this.spawn());
    return new Promise<PooledRenderThread>((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(abortError(signal));
      };
      const waiter: Waiter = {
        resolve: (thread) => {
          signal.removeEventListener('abort', onAbort);
          resolve(thread);
        },
        reject: (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private takeIdle(kind: RenderKind): PooledRenderThread | undefined {
    if (this.idle.length === 0) return undefined;
    return this.idle.splice(
      pickIdle(this.idle, (thread) => this.servedBy(thread), kind),
      1,
    )[0];
  }

  private servedBy(thread: PooledRenderThread): string[] {
    let served = this.served.get(thread);
    if (!served) this.served.set(thread, (served = []));
    return served;
  }

  private release(thread: PooledRenderThread): void {
    if (this.closed || !thread.reusable || thread.renders >= this.rendersPerThread) {
      this.retire(thread);
      return;
    }
    const waiter = this.waiting.shift();
    if (waiter) return waiter.resolve(thread);
    this.idle.push(thread);
    const timer = setTimeout(() => this.retire(thread), this.idleTimeoutMs);
    timer.unref();
    this.idleTimers.set(thread, timer);
  }

  /** The thread stops counting against `size` at once; it ends gracefully, or is ended after the grace. */
  private retire(thread: PooledRenderThread): void {
    this.forget(thread);
    if (thread.alive) void thread.close(this.abortGraceMs);
    this.serveWaiter();
  }

  private spawn(): PooledRenderThread {
    const settings: RenderThreadData = {
      repositoriesRoot: this.git.root,
      ...(this.options.renderCache ? { renderCache: this.options.renderCache } : {}),
      ...(this.options.pdfPartQueue ? { pdfPartQueue: this.options.pdfPartQueue } : {}),
      ...(this.options.warmChromium ? { warmChromium: this.options.warmChromium } : {}),
    };
    const worker = fork(this.entry, [JSON.stringify(settings)], {
      env: renderProcessEnv(this.options.env ?? process.env),
      // Not the server's own flags (an inspector port, a heap snapshot signal): a render process is plain.
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.options.onThreadStarted?.(worker);
    const thread = new PooledRenderThread(worker, this.abortGraceMs);
    this.started += 1;
    this.serving.add(thread);
    this.live.add(thread);
    void thread.exited.then(() => {
      // Whether it was retired or died on its own, idle or busy (its render is rejected by the exit).
      this.live.delete(thread);
      this.forget(thread);
      this.serveWaiter();
    });
    return thread;
  }

  private forget(thread: PooledRenderThread): void {
    this.serving.delete(thread);
    this.clearIdleTimer(thread);
    const index = this.idle.indexOf(thread);
    if (index >= 0) this.idle.splice(index, 1);
  }

  private serveWaiter(): void {
    if (this.closed || this.waiting.length === 0 || this.serving.size >= this.size) return;
    const waiter = this.waiting.shift()!;
    try {
      waiter.resolve(this.spawn());
    } catch (error) {
      waiter.reject(error as Error);
    }
  }

  private clearIdleTimer(thread: PooledRenderThread): void {
    const timer = this.idleTimers.get(thread);
    if (timer) clearTimeout(timer);
    this.idleTimers.delete(thread);
  }
}

/**
 * What a render process starts with: the server's environment, without the allocator bin/octavo preloaded into
 * the server (a render process gives its memory back when it ends, and Chromium and Calibre, which it starts,
 * bring their own).
 */
export function renderProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const preloaded = env.OCTAVO_PRELOADED_ALLOCATOR;
  if (!preloaded || env.LD_PRELOAD !== preloaded) return env;
  const { LD_PRELOAD: _preload, OCTAVO_PRELOADED_ALLOCATOR: _allocator, ...rest } = env;
  return rest;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('the render was stopped');
}
