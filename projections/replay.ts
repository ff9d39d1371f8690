import { EventStore } from '../src/event-store/event-store.port';
import { ReadModelStore } from '../read-models/read-model-store.port';
import { Projection } from './projection';
import { projectionVersionCollection } from './projection-runner';

export interface ReplayProgress {
  position: number;
  head: number;
}

/**
 * Folds the log into `target` for each projection, up to `upTo[name]` (inclusive), or the head at start.
 * Used by `projections rebuild` (into a scratch store, then swapped in) and `projections verify`.
 */
export async function replayProjections(
  events: EventStore,
  target: ReadModelStore,
  projections: readonly Projection[],
  options: {
    upTo?: Record<string, number>;
    batchSize?: number;
    onProgress?: (p: ReplayProgress) => void;
    /** A scratch store that is only snapshotted needs no query indexes; maintaining them costs a third. */
    indexes?: boolean;
  } = {},
): Promise<Record<string, number>> {
  const head = await events.headPosition();
  const limitOf = (p: Projection) => options.upTo?.[p.name] ?? head;
  const end = Math.max(0, ...projections.map(limitOf));
  const reached: Record<string, number> = Object.fromEntries(projections.map((p) => [p.name, 0]));
  if (options.indexes !== false) {
    for (const projection of projections) {
      for (const [collection, fields] of projection.indexes ?? [])
        await target.ensureIndex(collection, fields);
    }
  }
  let after = 0;
  while (after < end) {
    const batch = await events.readAll({ after, limit: options.batchSize ?? 5000 });
    if (batch.length === 0) break;
    await target.transaction(async (tx) => {
      for (const projection of projections) {
        const limit = limitOf(projection);
        const mine = batch.filter((e) => e.position <= limit);
        if (mine.length === 0) continue;
        for (const event of mine) await projection.apply(event, tx);
        if (reached[projection.name] === 0)
          tx.put(projectionVersionCollection(projection.name), 'version', {
            version: projection.version ?? 1,
          });
        const to = mine[mine.length - 1].position;
        tx.moveCheckpoint(projection.name, reached[projection.name], to);
        reached[projection.name] = to;
      }
    });
    after = batch[batch.length - 1].position;
    options.onProgress?.({ position: Math.min(after, end), head: end });
  }
  for (const projection of projections) {
    const limit = limitOf(projection);
    if (reached[projection.name] < limit) {
      await target.transaction(async (tx) =>
        tx.moveCheckpoint(projection.name, reached[projection.name], limit),
      );
      reached[projection.name] = limit;
    }
  }
  return reached;
}
