import type { ProjectView, UserView } from '../../projections/read-model-types';
import { canRead, canWrite } from '../projects/project-access';
import type { GitExecRequest } from './git-exec-request';

export type AccessDecision = { allowed: true; project: ProjectView } | { allowed: false; message: string };

/**
 * Read for the owner, collaborators and public projects; write for the owner and `write` collaborators. A
 * project the user may not see is "not found", exactly like one that does not exist, so names do not leak.
 */
export function decideGitAccess(
  request: GitExecRequest,
  project: ProjectView | null,
  user: UserView,
): AccessDecision {
  const asked = `${request.owner}/${request.repo}`;
  if (!project || !canRead(project, user)) {
    return {
      allowed: false,
      message: `repository ${asked} not found; check the owner/repo in the address, and that your SSH key belongs to an account with access`,
    };
  }
  if (request.writes && !canWrite(project, user)) {
    return {
      allowed: false,
      message: `${user.username} has read-only access to ${project.fullName}, so pushing is not allowed; ask the owner for write access`,
    };
  }
  return { allowed: true, project };
}
