import { BranchPushedData, isProjectEvent, ProjectCreatedData } from '../src/domain/project';
import { RecordedEvent } from '../src/event-store/event-store.port';
import { ProjectView } from './read-model-types';

/** A project's document as its creation makes it. */
export function createdProjectView(d: ProjectCreatedData, at: string): ProjectView {
  return {
    id: d.projectId,
    fullName: d.fullName,
    fullNameLower: d.fullName.toLowerCase(),
    ownerId: d.ownerId,
    owner: d.owner,
    name: d.name,
    description: d.description,
    visibility: d.visibility,
    defaultBranch: d.defaultBranch,
    createdAt: at,
    updatedAt: at,
    collaborators: [],
    branches: [],
    accessEpoch: 0,
  };
}

/** The project with a branch moved, created or (no `after`) deleted. */
export function withBranchPushed(p: ProjectView, d: BranchPushedData, at: string): ProjectView {
  const others = p.branches.filter((b) => b.name !== d.branch);
  const branches = d.after ? [...others, { name: d.branch, commit: d.after, pushedAt: at }] : others;
  branches.sort((a, b) => a.name.localeCompare(b.name));
  return { ...p, branches, updatedAt: at };
}

/**
 * A project's document after one of its events: null before it is created and once it is deleted. The
 * projects projection writes what this returns, and a command answers with the same fold of its own stored
 * events when the projection has not caught up yet (`projectViewOf`).
 */
export function projectViewAfter(p: ProjectView | null, event: RecordedEvent): ProjectView | null {
  if (!isProjectEvent(event)) return p;
  const at = event.metadata.occurredAt;
  if (event.type === 'ProjectCreated') return createdProjectView(event.data, at);
  if (!p) return null;
  switch (event.type) {
    case 'ProjectDeleted':
      return null;
    case 'ProjectVisibilityChanged': {
      const d = event.data;
      return {
        ...p,
        visibility: d.visibility,
        updatedAt: at,
        accessEpoch: (p.accessEpoch ?? 0) + (d.visibility === 'private' ? 1 : 0),
      };
    }
    case 'CollaboratorAdded': {
      const d = event.data;
      return {
        ...p,
        collaborators: [
          ...p.collaborators.filter((c) => c.userId !== d.userId),
          { userId: d.userId, username: d.username, permission: d.permission },
        ],
      };
    }
    case 'CollaboratorRemoved': {
      const d = event.data;
      return {
        ...p,
        collaborators: p.collaborators.filter((c) => c.userId !== d.userId),
        accessEpoch: (p.accessEpoch ?? 0) + 1,
      };
    }
    case 'BranchPushed':
      return withBranchPushed(p, event.data, at);
    case 'DefaultBranchChanged':
      return { ...p, defaultBranch: event.data.branch, updatedAt: at };
    default:
      return p;
  }
}

/** A project as its stream's events (up to some position) made it; null if not created or deleted. */
export function projectViewOf(events: readonly RecordedEvent[]): ProjectView | null {
  return events.reduce<ProjectView | null>(projectViewAfter, null);
}

/** `projectViewOf` for a command that just changed the project (so it exists): an error otherwise. */
export function projectAsRecorded(projectId: string, events: readonly RecordedEvent[]): ProjectView {
  const project = projectViewOf(events);
  if (!project) throw new Error(`project ${projectId} does not exist in its stream's events`);
  return project;
}
