import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { GitRepositories } from '../../git';
import type { ChapterPreview } from '../../renderers/preview/preview-document';
import type { PreviewInput, PreviewReply, PreviewThreadData } from './preview-protocol';
import type { PreviewRenderer } from './render-preview';

/** A preview asked for again (the author kept typing) before this one started: its answer is no longer wanted. */
export class PreviewSuperseded extends Error {}

const THREAD_ENTRY = join(__dirname, 'preview-thread.js');
const TIME_LIMIT_MS = 30_000;
/** An idle preview thread is ended after this long, giving back the memory the renderers hold. */
const IDLE_MS = 5 * 60_000;

interface Pending {
  key: string;
  input: PreviewInput;
  resolve(preview: ChapterPreview): void;
  reject(error: Error): void;
}

/**
 * Renders previews on one worker thread, one at a time. Per key (a visitor's file) only the newest waiting
 * request is kept: a burst of keystrokes renders the text as it is now, not every state it passed through.
 * Runs in-process when the compiled thread entry is missing (TypeScript run from source).
 */
@Injectable()
export class ChapterPreviews implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly waiting: Pending[] = [];
  private running: { id: number; pending: Pending; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private inProcess: Promise<PreviewRenderer> | null = null;

  constructor(@Inject(GitRepositories) private readonly git: GitRepositories) {}

  render(key: string, input: PreviewInput): Promise<ChapterPreview> {
    return new Promise<ChapterPreview>((resolve, reject) => {
      for (let i = this.waiting.length - 1; i >= 0; i--) {
        if (this.waiting[i].key !== key) continue;
        this.waiting[i].reject(new PreviewSuperseded('a newer preview was asked for'));
        this.waiting.splice(i, 1);
      }
      this.waiting.push({ key, input, resolve, reject });
      this.next();
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await this.worker?.terminate();
    this.worker = null;
  }

  private next(): void {
    if (this.running || this.waiting.length === 0) return;
    const pending = this.waiting.shift()!;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (!existsSync(THREAD_ENTRY)) {
      // Loaded on first use, as the thread does: the server itself never needs the renderers.
      this.inProcess ??= import('./render-preview').then(
        ({ PreviewRenderer }) => new PreviewRenderer(this.git),
      );
      const id = this.nextId++;
      this.running = { id, pending, timer: setTimeout(() => undefined, 0) };
      void this.inProcess
        .then((renderer) => renderer.render(pending.input))
        .then(
          (preview) => this.settle(id, { id, ok: true, preview }),
          (error: Error) => this.settle(id, { id, ok: false, message: error.message }),
        );
      return;
    }
    const worker = this.thread();
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.settle(id, { id, ok: false, message: 'the preview took too long; it is shown when you save' });
      void this.restart();
    }, TIME_LIMIT_MS);
    this.running = { id, pending, timer };
    worker.postMessage({ id, input: pending.input });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_ENTRY, {
      workerData: { repositoriesRoot: this.git.root } satisfies PreviewThreadData,
    });
    worker.unref();
    worker.on('message', (reply: PreviewReply) => this.settle(reply.id, reply));
    worker.on('error', (error) => this.crashed(worker, error.message));
    worker.on('exit', () => this.crashed(worker, 'the preview thread stopped'));
    this.worker = worker;
    return worker;
  }

  private crashed(worker: Worker, message: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    if (this.running) this.settle(this.running.id, { id: this.running.id, ok: false, message });
  }

  private async restart(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private settle(id: number, reply: PreviewReply): void {
    if (!this.running || this.running.id !== id) return;
    const { pending, timer } = this.running;
    clearTimeout(timer);
    this.running = null;
    if (reply.ok) pending.resolve(reply.preview);
    else pending.reject(new Error(reply.message));
    if (this.waiting.length) this.next();
    else {
      this.idleTimer = setTimeout(() => void this.restart(), IDLE_MS);
      this.idleTimer.unref();
    }
  }
}
