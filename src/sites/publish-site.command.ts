import type { ProjectView, UserView } from '../../projections/read-model-types';

export class PublishSiteCommand {
  constructor(
    readonly project: ProjectView,
    readonly caller: UserView,
    /** The html build to publish; the latest completed one when absent. */
    readonly buildId: number | undefined,
    readonly isPublic: boolean,
    readonly correlationId: string,
  ) {}
}
