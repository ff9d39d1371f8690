import type { ProjectView, UserView } from '../../projections/read-model-types';

export class PublishSiteCommand {
  constructor(
    readonly project: ProjectView,
    readonly caller: UserView,
    /** The html build to publish; the latest completed one when absent. */
    readonly buildId: number | undefined,
    /** Absent: the site keeps the visibility it has (a new site is private). */
    readonly isPublic: boolean | undefined,
    readonly correlationId: string,
    /** A branch to follow from now on; null stops following; absent keeps what the site does. */
    readonly follow?: string | null,
  ) {}
}
