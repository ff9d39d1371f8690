import { Inject, Injectable } from '@nestjs/common';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { QUEUE_LANES, QueueLaneView } from '../../projections/builds.projection';
import { BuildView, Collections, QueueEntryView, queueOrder } from '../../projections/read-model-types';
import type { Format } from '../domain/build';
import { fairQueuePosition, QueueLane } from './queue-position';

@Injectable()
export class BuildsQueries {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  byId(id: number): Promise<BuildView | null> {
    return this.store.get<BuildView>(Collections.builds, String(id));
  }

  ofProject(projectId: string, page: number, perPage: number): Promise<BuildView[]> {
    return this.store.find<BuildView>(Collections.builds, {
      where: { projectId },
      orderBy: [['id', 'desc']],
      limit: perPage,
      offset: (page - 1) * perPage,
    });
  }

  /** The project's builds of one commit, newest first (a commit page links them). */
  ofCommit(projectId: string, commit: string, limit = 20): Promise<BuildView[]> {
    return this.store.find<BuildView>(Collections.builds, {
      where: { projectId, commit },
      orderBy: [['id', 'desc']],
      limit,
    });
  }

  countOfProject(projectId: string): Promise<number> {
    return this.store.count(Collections.builds, { projectId });
  }

  /**
   * Where each queued format of `builds` stands in the render queue (1 = next), from the queue read model so
   * every process answers the same. It mirrors the queue's fair sharing (`fairOrder`): per requester, queued
   * formats go by build id, then in the order the build listed them; requesters take turns. Instead of
   * reading the queue it counts (`fairQueuePosition`): the requesters with queued formats, per build the
   * requester's formats ahead of it, and a requester's oldest queued format only when turn order matters.
   */
  async queuePositions(builds: readonly BuildView[]): Promise<Map<number, Map<Format, number>>> {
    const positions = new Map<number, Map<Format, number>>();
    const waiting = builds.filter((b) => b.formats.some((f) => f.status === 'queued'));
    if (waiting.length === 0) return positions;
    const lanes = await this.store.find<QueueLaneView>(QUEUE_LANES);
    const oldest = new Map<string, Promise<number | undefined>>();
    const oldestOf = (requestedBy: string) => {
      let found = oldest.get(requestedBy);
      if (!found) {
        found = this.store
          .find<QueueEntryView>(Collections.buildQueue, {
            where: { requestedBy },
            orderBy: [['order', 'asc']],
            limit: 1,
          })
          .then(([entry]) => entry?.order);
        oldest.set(requestedBy, found);
      }
      return found;
    };
    for (const build of waiting) {
      const first = build.formats.findIndex((f) => f.status === 'queued');
      const order = queueOrder(build.id, first);
      const own = lanes.find((l) => l.requestedBy === build.requestedBy);
      let ahead = await this.aheadInLane(build.requestedBy, order, own, oldestOf);
      const others = await Promise.all(
        lanes
          .filter((l) => l.requestedBy !== build.requestedBy)
          .map(async (l): Promise<QueueLane> => {
            if (l.queued <= ahead) return { queued: l.queued };
            const since = await oldestOf(l.requestedBy);
            // Emptied since the lanes were read: it no longer takes a turn.
            return since === undefined ? { queued: 0 } : { queued: l.queued, oldest: since };
          }),
      );
      const needsOwnOldest = ahead > 0 && others.some((l) => l.queued > ahead);
      const ownOldest = (needsOwnOldest ? await oldestOf(build.requestedBy) : undefined) ?? order;
      const mine = new Map<Format, number>();
      build.formats.forEach((f) => {
        if (f.status === 'queued') mine.set(f.format, fairQueuePosition(ahead++, ownOldest, others));
      });
      positions.set(build.id, mine);
    }
    return positions;
  }

  /**
   * How many of the requester's queued formats come before queue order `order`. An index count walks every
   * entry it counts, so it counts from the nearer end of the lane: from the back for a build at or near the
   * end (every build just requested), from the front for one that has moved up. The lane's count is from the
   * same projection transaction as its entries.
   */
  private async aheadInLane(
    requestedBy: string,
    order: number,
    lane: QueueLaneView | undefined,
    oldestOf: (requestedBy: string) => Promise<number | undefined>,
  ): Promise<number> {
    const fromFront = () =>
      this.store.count(Collections.buildQueue, { requestedBy }, { below: { field: 'order', value: order } });
    if (!lane) return fromFront();
    // At most newest - order + 1 entries lie at `order` or after; when that is at most half the lane, they
    // are the fewer without looking. Otherwise the distances to the lane's ends tell.
    if (lane.newest - order + 1 > lane.queued / 2) {
      const front = (await oldestOf(requestedBy)) ?? order;
      if (order - front <= lane.newest - order) return fromFront();
    }
    // Queue orders are integers: those above order - 1 are `order` and the ones after it.
    const atOrAfter = await this.store.count(
      Collections.buildQueue,
      { requestedBy },
      { above: { field: 'order', value: order - 1 } },
    );
    return Math.max(0, lane.queued - atOrAfter);
  }

  pending(): Promise<BuildView[]> {
    return this.store.find<BuildView>(Collections.builds, {
      where: { pending: true },
      orderBy: [['id', 'asc']],
    });
  }
}
