import { Inject, Injectable } from '@nestjs/common';
import { PUSH_REFUSALS, PushRefusalView } from '../../projections/push-refusals.projection';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';

/** Pushes that started no build (a broken book configuration, a refused auto-build), newest first. */
@Injectable()
export class PushRefusalsQueries {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  ofProject(projectId: string, limit = 20): Promise<PushRefusalView[]> {
    return this.store.find<PushRefusalView>(PUSH_REFUSALS, {
      where: { projectId },
      orderBy: [['at', 'desc']],
      limit,
    });
  }
}
