import { BranchPushedData, isProjectEvent, ProjectCreatedData } from '../src/domain/project';
import { RecordedEvent } from '../src/event-store/event-store.port';
import { ProjectView } from './read-model-types';

/**
 * A project's document as its creation makes it: the projects projection writes these, and CreateProject
 * answers from its own stored events with the same fold when the projection has not caught up yet.
 */
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

/** A new project from the events that created it (ProjectCreated and its first BranchPushed). */
export function createdProjectViewOf(events: readonly RecordedEvent[]): ProjectView | null {
  let project: ProjectView | null = null;
  for (const event of events) {
    if (!isProjectEvent(event)) continue;
    const at = event.metadata.occurredAt;
    if (event.type === 'ProjectCreated') project = createdProjectView(event.data, at);
    else if (event.type === 'BranchPushed' && project) project = withBranchPushed(project, event.data, at);
  }
  return project;
}
