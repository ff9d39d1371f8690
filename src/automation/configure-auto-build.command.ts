import type { ProjectView } from '../../projections/read-model-types';
import type { AutoBuildInput } from './automation-input';

export class ConfigureAutoBuildCommand {
  constructor(
    readonly project: ProjectView,
    readonly settings: AutoBuildInput,
    readonly actorId: string,
    readonly correlationId: string,
  ) {}
}
