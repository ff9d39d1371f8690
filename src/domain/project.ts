import { DomainError, DomainEvent } from './event-types';

export type Visibility = 'private' | 'public';
export type Permission = 'read' | 'write';

export interface ProjectCreatedData {
  projectId: string;
  ownerId: string;
  owner: string;
  name: string;
  fullName: string;
  description: string;
  visibility: Visibility;
  defaultBranch: string;
}
export interface ProjectVisibilityChangedData {
  projectId: string;
  project: string;
  visibility: Visibility;
}
export interface ProjectDeletedData {
  projectId: string;
  fullName: string;
}
export interface CollaboratorAddedData {
  projectId: string;
  userId: string;
  username: string;
  permission: Permission;
}
export interface CollaboratorRemovedData {
  projectId: string;
  userId: string;
}
export interface BranchPushedData {
  projectId: string;
  project: string;
  branch: string;
  /** null when the branch was created */
  before: string | null;
  /** null when the branch was deleted */
  after: string | null;
  pusher: string;
  via: 'web' | 'api' | 'ssh';
}

export interface ProjectState {
  exists: boolean;
  deleted: boolean;
  visibility: Visibility;
  collaborators: Map<string, Permission>;
}

export const initialProjectState = (): ProjectState => ({
  exists: false,
  deleted: false,
  visibility: 'private',
  collaborators: new Map(),
});

export function evolveProject(state: ProjectState, event: { type: string; data: unknown }): ProjectState {
  switch (event.type) {
    case 'ProjectCreated':
      return {
        ...state,
        exists: true,
        visibility: (event.data as ProjectCreatedData).visibility ?? 'private',
      };
    case 'ProjectVisibilityChanged':
      return { ...state, visibility: (event.data as ProjectVisibilityChangedData).visibility };
    case 'ProjectDeleted':
      return { ...state, deleted: true };
    case 'CollaboratorAdded': {
      const data = event.data as CollaboratorAddedData;
      const collaborators = new Map(state.collaborators);
      collaborators.set(data.userId, data.permission);
      return { ...state, collaborators };
    }
    case 'CollaboratorRemoved': {
      const collaborators = new Map(state.collaborators);
      collaborators.delete((event.data as CollaboratorRemovedData).userId);
      return { ...state, collaborators };
    }
    default:
      return state;
  }
}

function requireLive(state: ProjectState): void {
  if (!state.exists || state.deleted) throw new DomainError('project_not_found', 'no such project', 404);
}

export function decideCreateProject(state: ProjectState, data: ProjectCreatedData): DomainEvent[] {
  if (state.exists) throw new DomainError('conflict', `project ${data.fullName} already exists`, 409);
  return [{ type: 'ProjectCreated', data: { ...data } }];
}

export function decideDeleteProject(state: ProjectState, data: ProjectDeletedData): DomainEvent[] {
  requireLive(state);
  return [{ type: 'ProjectDeleted', data: { ...data } }];
}

export function decideChangeVisibility(
  state: ProjectState,
  data: ProjectVisibilityChangedData,
): DomainEvent[] {
  requireLive(state);
  if (data.visibility !== 'private' && data.visibility !== 'public') {
    throw new DomainError('validation_failed', 'visibility must be "private" or "public"', 422, [
      { field: 'visibility', message: 'must be "private" or "public"' },
    ]);
  }
  if (state.visibility === data.visibility) return [];
  return [{ type: 'ProjectVisibilityChanged', data: { ...data } }];
}

export function decideAddCollaborator(state: ProjectState, data: CollaboratorAddedData): DomainEvent[] {
  requireLive(state);
  if (state.collaborators.get(data.userId) === data.permission) return [];
  return [{ type: 'CollaboratorAdded', data: { ...data } }];
}

export function decideRemoveCollaborator(state: ProjectState, data: CollaboratorRemovedData): DomainEvent[] {
  requireLive(state);
  if (!state.collaborators.has(data.userId)) {
    throw new DomainError('collaborator_not_found', 'that user is not a collaborator of this project', 404);
  }
  return [{ type: 'CollaboratorRemoved', data: { ...data } }];
}

export function decideRecordPush(state: ProjectState, data: BranchPushedData): DomainEvent[] {
  requireLive(state);
  return [{ type: 'BranchPushed', data: { ...data } }];
}
