import { RecordedEvent } from '../src/event-store/event-store.port';
import { BuildRequestedData, FormatStatusChangedData, isFinal } from '../src/domain/build';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { AUTO_BUILD_CORRELATION_PREFIX } from './automation.projection';
import { Projection } from './projection';
import { BuildView, Collections, FormatView, QueueEntryView, queueOrder } from './read-model-types';

/** How many formats one requester has waiting in the render queue (one document per requester, while > 0). */
export interface QueueLaneView {
  requestedBy: string;
  queued: number;
  /** The highest queue order this requester was ever given: a just-requested build is at the lane's end. */
  newest: number;
}

/** Requesters with queued formats: queue positions take turns between them without reading every entry. */
export const QUEUE_LANES = 'build_queue_lanes';

/** One document per build with each format's current status, what `build_url` answers from. */
export class BuildsProjection implements Projection {
  readonly name = 'builds';
  /**
   * 2: queue lanes (`build_queue_lanes`) and `fromEnd` on queue entries, for counted queue positions.
   * 3: no `fromEnd`: entries after a position are counted `above` its order.
   * 4: `trigger` and `retryOf` on builds.
   */
  readonly version = 4;
  readonly collections = [Collections.builds, Collections.buildQueue, QUEUE_LANES];
  readonly indexes = [
    [Collections.builds, ['projectId', 'id']],
    [Collections.builds, ['pending']],
    [Collections.buildQueue, ['requestedBy', 'order']],
  ] as const satisfies ReadonlyArray<readonly [string, string[]]>;

  async apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'BuildRequested': {
        const d = event.data as unknown as BuildRequestedData;
        const build: BuildView = {
          id: d.buildId,
          projectId: d.projectId,
          project: d.project,
          branch: d.branch,
          commit: d.commit,
          requestedBy: d.requestedBy,
          createdAt: at,
          pending: true,
          formats: d.formats.map((format) => ({ format, status: 'queued' })),
        };
        const trigger =
          d.trigger ??
          (event.metadata.correlationId.startsWith(AUTO_BUILD_CORRELATION_PREFIX) ? 'push' : undefined);
        if (trigger) build.trigger = trigger;
        if (d.retryOf !== undefined) build.retryOf = d.retryOf;
        tx.put(Collections.builds, String(d.buildId), build);
        d.formats.forEach((format, index) => {
          const order = queueOrder(d.buildId, index);
          const entry: QueueEntryView = { buildId: d.buildId, format, order, requestedBy: d.requestedBy };
          tx.put(Collections.buildQueue, `${d.buildId}:${format}`, entry);
        });
        const newest = queueOrder(d.buildId, d.formats.length - 1);
        await changeLane(tx, d.requestedBy, new Set(d.formats).size, newest);
        break;
      }
      case 'FormatStatusChanged': {
        const d = event.data as unknown as FormatStatusChangedData;
        const build = await tx.get<BuildView>(Collections.builds, String(d.buildId));
        if (!build) break;
        const queueKey = `${d.buildId}:${d.format}`;
        if (d.status !== 'queued' && (await tx.get(Collections.buildQueue, queueKey))) {
          tx.delete(Collections.buildQueue, queueKey);
          await changeLane(tx, build.requestedBy, -1);
        }
        const formats = build.formats.map((f): FormatView => {
          if (f.format !== d.format) return f;
          const next: FormatView = { ...f, status: d.status };
          if (d.message !== undefined) next.message = d.message;
          if (d.artifact !== undefined) next.artifact = d.artifact;
          if (d.log !== undefined) next.log = d.log;
          if (d.reusedFromBuild !== undefined) next.reusedFromBuild = d.reusedFromBuild;
          if (d.status === 'working') next.startedAt = at;
          if (isFinal(d.status)) next.finishedAt = at;
          return next;
        });
        tx.put(Collections.builds, String(d.buildId), {
          ...build,
          formats,
          pending: formats.some((f) => !isFinal(f.status)),
        });
        break;
      }
    }
  }
}

async function changeLane(
  tx: ReadModelTransaction,
  requestedBy: string,
  by: number,
  enqueued = -Infinity,
): Promise<void> {
  const lane = await tx.get<QueueLaneView>(QUEUE_LANES, requestedBy);
  const queued = (lane?.queued ?? 0) + by;
  const newest = Math.max(lane?.newest ?? -Infinity, enqueued);
  if (queued > 0) tx.put(QUEUE_LANES, requestedBy, { requestedBy, queued, newest } satisfies QueueLaneView);
  else tx.delete(QUEUE_LANES, requestedBy);
}
