import type { ProjectView } from '../../projections/read-model-types';

export class ChangeDefaultBranchCommand {
  constructor(
    readonly project: ProjectView,
    readonly branch: string,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
