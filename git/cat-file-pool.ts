import { CatFileBatch, CatFileResult } from './cat-file-batch';
import { CatFileBatchClosed } from './errors';
import { GitCommand } from './git-command';

export interface CatFilePoolOptions {
  /** Most processes open at once; the least recently used one is closed to make room. */
  maxProcesses?: number;
  /** A process unused for this long is closed. */
  idleTimeoutMs?: number;
}

interface PoolEntry {
  batch: CatFileBatch;
  lastUsed: number;
}

/** Keeps at most one `cat-file --batch` process per repository, bounded in number and closed when idle. */
export class CatFilePool {
  private readonly entries = new Map<string, PoolEntry>();
  private readonly maxProcesses: number;
  private readonly idleTimeoutMs: number;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly git: GitCommand,
    options: CatFilePoolOptions = {},
  ) {
    this.maxProcesses = Math.max(1, options.maxProcesses ?? 32);
    this.idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The process currently serving `gitDir`, if any (for inspection). */
  processFor(gitDir: string): CatFileBatch | undefined {
    return this.entries.get(gitDir)?.batch;
  }

  async read(gitDir: string, request: string): Promise<CatFileResult> {
    try {
      return await this.acquire(gitDir).read(request);
    } catch (error) {
      // Reads are idempotent: if the process died under us (killed, crashed, evicted), ask a fresh one once.
      if (!(error instanceof CatFileBatchClosed)) throw error;
      return this.acquire(gitDir).read(request);
    }
  }

  /** Ends the process for one repository (before it is deleted or moved). */
  async closeRepository(gitDir: string): Promise<void> {
    const entry = this.entries.get(gitDir);
    if (!entry) return;
    this.entries.delete(gitDir);
    await entry.batch.close();
    this.stopSweeperIfEmpty();
  }

  async close(): Promise<void> {
    const batches = [...this.entries.values()].map((entry) => entry.batch);
    this.entries.clear();
    this.stopSweeperIfEmpty();
    await Promise.all(batches.map((batch) => batch.close()));
  }

  private acquire(gitDir: string): CatFileBatch {
    const existing = this.entries.get(gitDir);
    this.entries.delete(gitDir);
    if (existing?.batch.isOpen) {
      // Re-inserting keeps the Map in least-recently-used-first order.
      this.entries.set(gitDir, { batch: existing.batch, lastUsed: Date.now() });
      return existing.batch;
    }
    while (this.entries.size >= this.maxProcesses) {
      const [oldestDir, oldest] = this.entries.entries().next().value as [string, PoolEntry];
      this.entries.delete(oldestDir);
      // close() lets the evicted process answer what it was already asked.
      void oldest.batch.close();
    }
    const batch = new CatFileBatch(gitDir, this.git);
    this.entries.set(gitDir, { batch, lastUsed: Date.now() });
    this.startSweeper();
    return batch;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [gitDir, entry] of this.entries) {
      const idle = entry.batch.pendingRequests === 0 && now - entry.lastUsed >= this.idleTimeoutMs;
      if (idle || !entry.batch.isOpen) {
        this.entries.delete(gitDir);
        void entry.batch.close();
      }
    }
    this.stopSweeperIfEmpty();
  }

  private startSweeper(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(5000, this.idleTimeoutMs / 3)));
    this.sweeper.unref();
  }

  private stopSweeperIfEmpty(): void {
    if (this.entries.size > 0 || !this.sweeper) return;
    clearInterval(this.sweeper);
    this.sweeper = null;
  }
}
