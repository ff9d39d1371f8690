import type { Visibility } from '../domain/project';
import type { UserView } from '../../projections/read-model-types';

export class CreateProjectCommand {
  constructor(
    readonly owner: UserView,
    readonly name: string,
    readonly description: string,
    readonly visibility: Visibility,
    readonly correlationId: string,
  ) {}
}
