import { RecordedEvent } from '../src/event-store/event-store.port';
import { isProjectEvent } from '../src/domain/project';
import { isSiteEvent } from '../src/domain/site';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { Projection } from './projection';

export interface SiteView {
  projectId: string;
  project: string;
  projectLower: string;
  buildId: number;
  public: boolean;
  publishedBy: string;
  publishedAt: string;
  /** Each completed html build of this branch is published in turn (see SiteFollower). */
  followBranch?: string;
}

export const SITES = 'sites';

/**
 * The build each project's site serves, and who may read it. A public site follows its project: when the
 * project is made private, the site becomes private too (readers with access only); making the project public
 * again does not republish it publicly, the owner does that.
 */
export class SitesProjection implements Projection {
  readonly name = 'sites';
  /** 2: a site turns private with its project; 3: `followBranch`. */
  readonly version = 3;
  readonly collections = [SITES];
  readonly indexes = [[SITES, ['projectLower']]] as const satisfies ReadonlyArray<
    readonly [string, string[]]
  >;

  async apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    if (isSiteEvent(event)) {
      const d = event.data;
      const site: SiteView = {
        projectId: d.projectId,
        project: d.project,
        projectLower: d.project.toLowerCase(),
        buildId: d.buildId,
        public: d.public,
        publishedBy: d.publishedBy,
        publishedAt: event.metadata.occurredAt,
        ...(d.followBranch ? { followBranch: d.followBranch } : {}),
      };
      tx.put(SITES, d.projectId, site);
    } else if (!isProjectEvent(event)) {
      return;
    } else if (event.type === 'ProjectVisibilityChanged') {
      const d = event.data;
      if (d.visibility !== 'private') return;
      const site = await tx.get<SiteView>(SITES, d.projectId);
      if (site?.public) tx.put(SITES, d.projectId, { ...site, public: false });
    } else if (event.type === 'ProjectDeleted') {
      tx.delete(SITES, event.data.projectId);
    }
  }
}
