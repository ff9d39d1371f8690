import type { BuildView, ProjectView, UserView } from '../../projections/read-model-types';
import { DomainError } from '../domain/event-types';
import { canWrite } from '../projects/project-access';

/** Who may stop a build or start it again: whoever started it, or anyone who may change the project. */
export function mayChangeBuild(
  project: ProjectView | null,
  build: BuildView,
  user: UserView | null,
): boolean {
  return !!user && (build.requestedBy === user.id || (project !== null && canWrite(project, user)));
}

export function cancelRefusal(
  project: ProjectView | null,
  build: BuildView,
  user: UserView,
): DomainError | null {
  if (mayChangeBuild(project, build, user)) return null;
  return new DomainError(
    'forbidden',
    'only the person who started the build or a project writer can cancel it',
    403,
  );
}
