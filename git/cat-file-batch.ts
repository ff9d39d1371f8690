import { ChildProcess } from 'node:child_process';
import { CatFileBatchClosed } from './errors';
import { GitCommand } from './git-command';

export type GitObjectType = 'blob' | 'tree' | 'commit' | 'tag';

export type CatFileResult =
  | { kind: 'object'; sha: string; type: GitObjectType; size: number; content: Buffer }
  | { kind: 'missing' | 'ambiguous'; request: string };

interface PendingRequest {
  request: string;
  resolve(result: CatFileResult): void;
  reject(error: Error): void;
}

interface BodyInProgress {
  sha: string;
  type: GitObjectType;
  content: Buffer;
  filled: number;
}

const LF = 0x0a;
const OBJECT_HEADER = /^([0-9a-f]{40}|[0-9a-f]{64}) (blob|tree|commit|tag) (\d+)$/;
const STDERR_KEPT = 4096;
const CLOSE_GRACE_MS = 5000;

/**
 * One long-lived `git cat-file --batch` process for a repository. Requests ("<rev>", "<commit>:<path>",
 * "refs/heads/<b>") are answered in order, so a FIFO queue pairs answers with callers.
 *
 * Freshness: git re-reads loose refs and re-validates packed-refs on every lookup, looks loose objects up on
 * disk each time and rescans the pack directory when an object is not found, so objects and refs written by
 * other processes after this one started are seen (covered by the specs).
 */
export class CatFileBatch {
  private readonly child: ChildProcess;
  private readonly queue: PendingRequest[] = [];
  private rest: Buffer = Buffer.alloc(0);
  private body: BodyInProgress | null = null;
  private stderrTail = '';
  private endedReason: string | null = null;
  private readonly exited: Promise<void>;

  constructor(
    readonly gitDir: string,
    git: GitCommand = new GitCommand(),
  ) {
    this.child = git.spawn([`--git-dir=${gitDir}`, 'cat-file', '--batch']);
    this.child.stdout!.on('data', (chunk: Buffer) => this.onData(chunk));
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    this.child.stdin!.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.fail(`could not start git: ${error.message}`);
        resolve();
      });
      this.child.on('close', (code, signal) => {
        this.fail(
          `exited (${signal ?? `code ${code}`})${this.stderrTail ? `: ${this.stderrTail.trim()}` : ''}`,
        );
        resolve();
      });
    });
    this.updateKeepAlive();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** False once the process exited, failed, or close() was called. */
  get isOpen(): boolean {
    return this.endedReason === null;
  }

  get pendingRequests(): number {
    return this.queue.length;
  }

  read(request: string): Promise<CatFileResult> {
    if (request === '' || /[\n\r\0]/.test(request)) {
      return Promise.reject(
        new RangeError(`cat-file request must be one non-empty line: ${JSON.stringify(request)}`),
      );
    }
    if (this.endedReason !== null) {
      return Promise.reject(new CatFileBatchClosed(this.gitDir, this.endedReason));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.updateKeepAlive();
      this.child.stdin!.write(`${request}\n`);
    });
  }

  /** Lets git answer what was already asked, then waits for it to exit (killing it if it hangs). */
  async close(): Promise<void> {
    if (this.endedReason === null) this.endedReason = 'closed';
    this.child.stdin!.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), CLOSE_GRACE_MS);
    timer.unref();
    await this.exited;
    clearTimeout(timer);
  }

  private onData(chunk: Buffer): void {
    let buffer = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    this.rest = Buffer.alloc(0);
    while (buffer.length > 0) {
      if (this.body) {
        const body = this.body;
        const wanted = body.content.length - body.filled;
        if (wanted > 0) {
          const copied = buffer.copy(body.content, body.filled, 0, Math.min(wanted, buffer.length));
          body.filled += copied;
          buffer = buffer.subarray(copied);
          if (body.filled < body.content.length || buffer.length === 0) break;
        }
        if (buffer[0] !== LF) return this.protocolError('object content not followed by a newline');
        buffer = buffer.subarray(1);
        this.body = null;
        this.answer({
          kind: 'object',
          sha: body.sha,
          type: body.type,
          size: body.content.length,
          content: body.content,
        });
        continue;
      }
      const newline = buffer.indexOf(LF);
      if (newline < 0) {
        this.rest = Buffer.from(buffer);
        break;
      }
      const header = buffer.toString('utf8', 0, newline);
      buffer = buffer.subarray(newline + 1);
      const object = OBJECT_HEADER.exec(header);
      if (object) {
        this.body = {
          sha: object[1],
          type: object[2] as GitObjectType,
          content: Buffer.allocUnsafe(Number(object[3])),
          filled: 0,
        };
        continue;
      }
      const pending = this.queue[0];
      if (pending && header === `${pending.request} missing`) {
        this.answer({ kind: 'missing', request: pending.request });
      } else if (pending && header === `${pending.request} ambiguous`) {
        this.answer({ kind: 'ambiguous', request: pending.request });
      } else {
        return this.protocolError(`unexpected answer ${JSON.stringify(header.slice(0, 200))}`);
      }
    }
  }

  private answer(result: CatFileResult): void {
    const pending = this.queue.shift();
    if (!pending) return this.protocolError('an answer arrived with no request waiting');
    pending.resolve(result);
    this.updateKeepAlive();
  }

  private protocolError(detail: string): void {
    this.fail(`protocol error: ${detail}`);
    this.child.kill('SIGKILL');
  }

  private fail(reason: string): void {
    if (this.endedReason === null || this.endedReason === 'closed') this.endedReason = reason;
    for (const pending of this.queue.splice(0)) {
      pending.reject(new CatFileBatchClosed(this.gitDir, reason));
    }
    this.updateKeepAlive();
  }

  /** An idle process must not keep Node alive: only a process with requests in flight holds the event loop. */
  private updateKeepAlive(): void {
    const busy = this.queue.length > 0;
    for (const handle of [this.child, this.child.stdin, this.child.stdout, this.child.stderr]) {
      const refable = handle as unknown as { ref?: () => void; unref?: () => void } | null;
      if (busy) refable?.ref?.();
      else refable?.unref?.();
    }
  }
}
