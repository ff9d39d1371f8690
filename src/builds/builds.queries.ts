import { Inject, Injectable } from '@nestjs/common';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { BuildView, Collections } from '../../projections/read-model-types';

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

  pending(): Promise<BuildView[]> {
    return this.store.find<BuildView>(Collections.builds, {
      where: { pending: true },
      orderBy: [['id', 'asc']],
    });
  }
}
