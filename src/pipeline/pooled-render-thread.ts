import type { ChildProcess } from 'node:child_process';
import type { RenderedFile } from './render-format';
import { endFoldersNow } from './render-leftovers';
import {
  ChromiumProfile,
  errorOf,
  RenderThreadInput,
  RenderThreadReply,
  RenderThreadRequest,
} from './render-thread-protocol';

interface Current {
  id: number;
  resolve(rendered: RenderedFile): void;
  reject(error: Error): void;
}

/**
 * One render process of the pool (a forked Node process: when it ends, every byte its renderers held goes back
 * to the system, which a worker thread's did not: see docs/performance.md, item 7) and its message protocol:
 * one render at a time, told apart by id. It stays
 * `reusable` only while every render it served ended with a result or a RenderFailure: an abort, an
 * unexpected error or a crash leaves the thread in a state nobody should render in again.
 */
export class PooledRenderThread {
  /** Resolves with the exit code once the thread has ended, however it ended. */
  readonly exited: Promise<number>;
  private current: Current | null = null;
  private served = 0;
  private healthy = true;
  private hasExited = false;
  private killTimer: NodeJS.Timeout | null = null;
  /** The profile folders of the Chromium the thread keeps (it ends them itself when it can). */
  private readonly chromiumProfiles = new Set<string>();

  constructor(
    private readonly worker: ChildProcess,
    private readonly abortGraceMs: number,
  ) {
    this.exited = new Promise((resolve) => {
      worker.once('exit', (code, signal) => {
        this.hasExited = true;
        this.healthy = false;
        if (this.killTimer) clearTimeout(this.killTimer);
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        this.settle((c) => c.reject(new Error(`the render thread stopped before it finished (${how})`)));
        endFoldersNow([...this.chromiumProfiles]);
        resolve(code ?? 1);
      });
    });
    worker.on('error', (error) => {
      this.healthy = false;
      if (worker.pid === undefined || this.hasExited) {
        this.settle((c) => c.reject(error));
        return;
      }
      // A request written to a process that is dying fails (EPIPE) before its exit is seen: the render ends
      // when the process does, as a thread that stopped before it finished, whichever came first.
      void this.terminate();
    });
    worker.on('message', (reply: RenderThreadReply | ChromiumProfile) => {
      if (reply && 'type' in reply) {
        if (reply.type === 'chromium-profile') this.chromiumProfiles.add(reply.profile);
        return;
      }
      if (reply?.id !== this.current?.id) return;
      const outcome = reply.outcome;
      if (!outcome.ok && !outcome.failure) this.healthy = false;
      this.settle((c) => (outcome.ok ? c.resolve(outcome.rendered) : c.reject(errorOf(outcome))));
    });
  }

  get threadId(): number {
    return this.worker.pid ?? 0;
  }

  /** Renders served (or started) so far. */
  get renders(): number {
    return this.served;
  }

  get busy(): boolean {
    return this.current !== null;
  }

  get alive(): boolean {
    return !this.hasExited;
  }

  /** May be given another render: alive, idle, and nothing went wrong in it. */
  get reusable(): boolean {
    return this.healthy && !this.hasExited && !this.current;
  }

  render(id: number, input: RenderThreadInput, signal: AbortSignal): Promise<RenderedFile> {
    if (!this.reusable) return Promise.reject(new Error('this render thread cannot take another render'));
    this.served += 1;
    this.keepAlive(true);
    const onAbort = () => {
      this.healthy = false;
      this.post({ type: 'abort', id });
      this.terminateAfter(this.abortGraceMs);
    };
    return new Promise<RenderedFile>((resolve, reject) => {
      this.current = { id, resolve, reject };
      this.post({ type: 'render', id, input });
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    }).finally(() => {
      signal.removeEventListener('abort', onAbort);
      this.keepAlive(false);
    });
  }

  /** Lets the thread close its git processes and end; ends it anyway after `graceMs`. */
  close(graceMs: number): Promise<number> {
    this.healthy = false;
    this.keepAlive(false);
    this.post({ type: 'close' });
    this.terminateAfter(graceMs);
    return this.exited;
  }

  terminate(): Promise<number> {
    this.healthy = false;
    if (!this.hasExited) this.worker.kill('SIGKILL');
    return this.exited;
  }

  private terminateAfter(ms: number): void {
    if (this.killTimer || this.hasExited) return;
    this.killTimer = setTimeout(() => void this.terminate(), ms);
    this.killTimer.unref();
  }

  private post(request: RenderThreadRequest): void {
    if (!this.hasExited && this.worker.connected) this.worker.send(request);
  }

  /** A busy render process keeps the server's event loop alive; an idle one (and its channel) does not. */
  private keepAlive(busy: boolean): void {
    const channel = this.worker.channel as { ref(): void; unref(): void } | null | undefined;
    if (busy) {
      this.worker.ref();
      channel?.ref();
    } else {
      this.worker.unref();
      channel?.unref();
    }
  }

  private settle(action: (current: Current) => void): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    action(current);
  }
}
