import type { Permission } from '../domain/project';
import type { ProjectView, UserView } from '../../projections/read-model-types';

/** `permission` null removes the collaborator. */
export class SetCollaboratorCommand {
  constructor(
    readonly project: ProjectView,
    readonly collaborator: UserView,
    readonly permission: Permission | null,
    readonly actor: string,
    readonly correlationId: string,
  ) {}
}
