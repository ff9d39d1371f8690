import type { ProjectView } from '../../projections/read-model-types';

export class DeleteProjectCommand {
  constructor(
    readonly project: ProjectView,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
