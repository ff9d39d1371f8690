import type { Visibility } from '../domain/project';
import type { ProjectView } from '../../projections/read-model-types';

export class ChangeVisibilityCommand {
  constructor(
    readonly project: ProjectView,
    readonly visibility: Visibility,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
