import type { BuildView, UserView } from '../../projections/read-model-types';

/** A new build of an earlier build's commit, branch and formats, requested by `caller`. */
export class RetryBuildCommand {
  constructor(
    readonly caller: UserView,
    readonly build: BuildView,
    readonly correlationId: string,
  ) {}
}
