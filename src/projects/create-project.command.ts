import type { Visibility } from '../domain/project';
import type { UserView } from '../../projections/read-model-types';

export class CreateProjectCommand {
  constructor(
    readonly owner: UserView,
    readonly name: string,
    readonly description: string,
    readonly visibility: Visibility,
    readonly correlationId: string,
    /** false: an empty repository (no commit, no branch) to push an existing book into. */
    readonly starter: boolean = true,
  ) {}
}
