import type { ProjectView, UserView } from '../../projections/read-model-types';

/** Read: owner, collaborators, anyone if public. Write: owner and `write` collaborators. Admins: both. */
export function canRead(project: ProjectView, user: UserView | null): boolean {
  if (project.visibility === 'public') return true;
  if (!user) return false;
  return user.admin || project.ownerId === user.id || project.collaborators.some((c) => c.userId === user.id);
}

export function canWrite(project: ProjectView, user: UserView | null): boolean {
  if (!user) return false;
  return (
    user.admin ||
    project.ownerId === user.id ||
    project.collaborators.some((c) => c.userId === user.id && c.permission === 'write')
  );
}

export function isOwner(project: ProjectView, user: UserView | null): boolean {
  return !!user && (user.admin || project.ownerId === user.id);
}
