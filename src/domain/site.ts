import { DomainError, DomainEvent, eventGuard } from './event-types';
import { ProjectState } from './project';

export interface SitePublishedData {
  projectId: string;
  project: string;
  buildId: number;
  public: boolean;
  publishedBy: string;
  /** The site follows this branch: each html build of it that completes is published in turn. */
  followBranch?: string;
}

/** A project's site events, with their payloads. */
export type SiteEvent = { type: 'SitePublished'; data: SitePublishedData };

export const isSiteEvent = eventGuard<SiteEvent>({ SitePublished: true });

/** A site is a completed html build of the project, published under /sites/owner/repo/. */
export function decidePublishSite(
  state: ProjectState,
  data: SitePublishedData,
  build: { projectId: string; htmlCompleted: boolean },
): DomainEvent[] {
  if (!state.exists || state.deleted) throw new DomainError('project_not_found', 'no such project', 404);
  if (build.projectId !== data.projectId) {
    throw new DomainError(
      'validation_failed',
      `build ${data.buildId} is not a build of ${data.project}`,
      422,
      [{ field: 'build_id', message: 'belongs to another project' }],
    );
  }
  if (!build.htmlCompleted) {
    throw new DomainError(
      'validation_failed',
      `build ${data.buildId} has no completed html format; build html first, then publish`,
      422,
      [{ field: 'build_id', message: 'has no completed html format' }],
    );
  }
  return [{ type: 'SitePublished', data: { ...data } }];
}
