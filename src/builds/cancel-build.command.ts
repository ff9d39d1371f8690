import type { BuildView, ProjectView, UserView } from '../../projections/read-model-types';

export class CancelBuildCommand {
  constructor(
    readonly build: BuildView,
    /** The build's project, as the caller's request found it (null when it is gone). */
    readonly project: ProjectView | null,
    readonly caller: UserView,
    readonly correlationId: string,
  ) {}
}
