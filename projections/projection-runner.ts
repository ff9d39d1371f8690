import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventStore, RecordedEvent, Subscription } from '../src/event-store/event-store.port';
import { CheckpointMoved, ReadModelStore } from '../read-models/read-model-store.port';
import { Projection } from './projection';

export interface RunnerLogger {
  error(message: string, error?: unknown): void;
  info?(message: string): void;
}

/** Where a projection records the version its read models were written by. */
export function projectionVersionCollection(projection: string): string {
  return `projection_version_${projection}`;
}

/** The version records of read models written by these projections' current code (for `replace`). */
export function projectionVersionDocuments(
  projections: readonly Projection[],
): Record<string, Record<string, { version: number }>> {
  return Object.fromEntries(
    projections.map((p) => [projectionVersionCollection(p.name), { version: { version: p.version ?? 1 } }]),
  );
}

/**
 * Keeps each projection's read models up to date from its own checkpoint. The checkpoint moves in the same
 * transaction as the writes, so a crash re-applies nothing and skips nothing. Several runners may run the
 * same projection: a batch always starts from the stored checkpoint, so a rewind (rebuild) or a runner
 * ahead of this one is noticed and handled.
 */
export class ProjectionRunner {
  private readonly subscriptions: Subscription[] = [];
  private readonly advanced = new EventEmitter();
  private readonly delivered = new Map<string, number>();

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadModelStore,
    readonly projections: readonly Projection[],
    private readonly logger: RunnerLogger = {
      error: (message, error) => console.error(message, error),
      info: (message) => console.log(message),
    },
    /** Tests only (OCTAVO_FAULT_PROJECTION_DELAY_MS): every batch waits this long, a slow projector. */
    private readonly faultDelayMs = 0,
  ) {
    this.advanced.setMaxListeners(0);
  }

  async start(): Promise<void> {
    for (const projection of this.projections) {
      await this.replayIfVersionChanged(projection);
      for (const [collection, fields] of projection.indexes ?? [])
        await this.store.ensureIndex(collection, fields);
      const after = await this.store.checkpoint(projection.name);
      this.delivered.set(projection.name, after);
      this.subscriptions.push(
        this.events.subscribe({
          after,
          onEvents: (batch) => this.applyBatch(projection, batch),
          onError: (error) => this.logger.error(`projection ${projection.name} failed; retrying`, error),
        }),
      );
    }
  }

  /**
   * Read models written by another version of a projection are emptied and its checkpoint set to 0, in one
   * step; the subscription then replays the whole log. Two runners starting at once may both do it: the
   * later reset is a rewind, which a runner notices at its next batch.
   */
  private async replayIfVersionChanged(projection: Projection): Promise<void> {
    const version = projection.version ?? 1;
    const meta = projectionVersionCollection(projection.name);
    const stored = await this.store.get<{ version: number }>(meta, 'version');
    const checkpoint = await this.store.checkpoint(projection.name);
    // Read models from before versions were recorded are version 1.
    const found = stored?.version ?? (checkpoint > 0 ? 1 : undefined);
    if (found === version) return;
    if (found !== undefined) {
      this.logger.info?.(
        `projection ${projection.name}: read models are version ${found}, this is version ${version}; replaying the log`,
      );
    }
    await this.store.replace({
      checkpoints: { [projection.name]: 0 },
      collections: {
        ...Object.fromEntries(projection.collections.map((collection) => [collection, {}])),
        ...projectionVersionDocuments([projection]),
      },
    });
  }

  async stop(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((s) => s.stop()));
  }

  /** Resolves true once every named projection has reached `position`, false after `timeoutMs`. */
  async waitFor(position: number, names: readonly string[], timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const positions = await Promise.all(names.map((name) => this.store.checkpoint(name)));
      if (positions.every((p) => p >= position)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Local commits wake us at once; the short poll covers a projector running in another process.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, 20));
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.advanced.once('advanced', done);
      });
    }
  }

  private async applyBatch(projection: Projection, batch: RecordedEvent[]): Promise<void> {
    if (this.faultDelayMs > 0) await sleep(this.faultDelayMs);
    for (;;) {
      const from = await this.store.checkpoint(projection.name);
      const events = await this.withGap(projection, from, batch);
      if (events.length === 0) break;
      try {
        await this.store.transaction(async (tx) => {
          for (const event of events) await projection.apply(event, tx);
          tx.moveCheckpoint(projection.name, from, events[events.length - 1].position);
        });
        break;
      } catch (error) {
        if (!(error instanceof CheckpointMoved)) throw error;
      }
    }
    this.delivered.set(projection.name, batch[batch.length - 1].position);
    this.advanced.emit('advanced');
  }

  /** Events after the stored checkpoint: drops what another runner applied, refetches after a rewind. */
  private async withGap(
    projection: Projection,
    from: number,
    batch: RecordedEvent[],
  ): Promise<RecordedEvent[]> {
    const delivered = this.delivered.get(projection.name) ?? 0;
    if (from >= delivered) return batch.filter((e) => e.position > from);
    const gap: RecordedEvent[] = [];
    let after = from;
    for (;;) {
      const page = await this.events.readAll({ after, limit: 1000 });
      const before = page.filter((e) => e.position < batch[0].position);
      gap.push(...before);
      if (before.length < page.length || page.length === 0) break;
      after = page[page.length - 1].position;
    }
    return [...gap, ...batch];
  }
}
