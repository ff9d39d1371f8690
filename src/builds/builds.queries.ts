import { Inject, Injectable } from '@nestjs/common';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { BuildView, Collections, QueueEntryView } from '../../projections/read-model-types';
import type { Format } from '../domain/build';
import { fairOrder, Lane } from '../pipeline/fair-order';

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

  countOfProject(projectId: string): Promise<number> {
    return this.store.count(Collections.builds, { projectId });
  }

  /**
   * Where each queued format of `builds` stands in the render queue (1 = next), from the queue read model so
   * every process answers the same. It mirrors the queue's fair sharing (`fairOrder`): per requester, queued
   * formats go by build id, then in the order the build listed them; requesters take turns. Only the small
   * queue entries are read, and only when one of `builds` has a queued format.
   */
  async queuePositions(builds: readonly BuildView[]): Promise<Map<number, Map<Format, number>>> {
    const positions = new Map<number, Map<Format, number>>();
    if (!builds.some((b) => b.formats.some((f) => f.status === 'queued'))) return positions;
    const entries = await this.store.find<QueueEntryView>(Collections.buildQueue, {
      orderBy: [['order', 'asc']],
    });
    const lanes = new Map<string, QueueEntryView[]>();
    for (const entry of entries) {
      const lane = lanes.get(entry.requestedBy) ?? [];
      lane.push(entry);
      lanes.set(entry.requestedBy, lane);
    }
    const order = fairOrder(
      [...lanes.values()].map((jobs): Lane<QueueEntryView> => ({ lastServed: -Infinity, jobs })),
      (a, b) => a.order - b.order,
    );
    const wanted = new Set(builds.map((b) => b.id));
    order.forEach((entry, index) => {
      if (!wanted.has(entry.buildId)) return;
      if (!positions.has(entry.buildId)) positions.set(entry.buildId, new Map());
      positions.get(entry.buildId)!.set(entry.format, index + 1);
    });
    return positions;
  }

  pending(): Promise<BuildView[]> {
    return this.store.find<BuildView>(Collections.builds, {
      where: { pending: true },
      orderBy: [['id', 'asc']],
    });
  }
}
