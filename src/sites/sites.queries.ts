import { Inject, Injectable } from '@nestjs/common';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { SITES, SiteView } from '../../projections/sites.projection';

@Injectable()
export class SitesQueries {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  async byProject(fullName: string): Promise<SiteView | null> {
    const [site] = await this.store.find<SiteView>(SITES, {
      where: { projectLower: fullName.toLowerCase() },
      limit: 1,
    });
    return site ?? null;
  }

  byProjectId(projectId: string): Promise<SiteView | null> {
    return this.store.get<SiteView>(SITES, projectId);
  }
}
