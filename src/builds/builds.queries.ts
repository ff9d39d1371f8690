import { Inject, Injectable } from '@nestjs/common';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { BuildView, Collections } from '../../projections/read-model-types';
import type { Format } from '../domain/build';

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
   * Where each queued format of `builds` stands in the render queue (1 = next), from the builds read model so
   * every process answers the same: queued formats of pending builds are served FIFO by build id, then in
   * the order the build listed its formats (the order BuildDispatcher enqueues them). Only builds with a
   * queued format are in the answer.
   */
  async queuePositions(builds: readonly BuildView[]): Promise<Map<number, Map<Format, number>>> {
    const positions = new Map<number, Map<Format, number>>();
    const wanted = new Set(
      builds.filter((b) => b.formats.some((f) => f.status === 'queued')).map((b) => b.id),
    );
    if (wanted.size === 0) return positions;
    const last = Math.max(...wanted);
    let ahead = 0;
    for (const build of await this.pending()) {
      if (build.id > last) break;
      for (const format of build.formats) {
        if (format.status !== 'queued') continue;
        ahead += 1;
        if (!wanted.has(build.id)) continue;
        if (!positions.has(build.id)) positions.set(build.id, new Map());
        positions.get(build.id)!.set(format.format, ahead);
      }
    }
    return positions;
  }

  pending(): Promise<BuildView[]> {
    return this.store.find<BuildView>(Collections.builds, {
      where: { pending: true },
      orderBy: [['id', 'asc']],
    });
  }
}
