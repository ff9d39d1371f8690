import { DomainError, DomainEvent, eventGuard } from './event-types';

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
  /** The user who moved the branch; for a reconciled update the one the reflog names, else the owner. */
  pusher: string;
  via: 'web' | 'api' | 'ssh' | 'unknown';
  /**
   * Set on updates found by the reconciler: git had applied them, but they had not been recorded (a crash or a
   * failed append between the ref update and its event). `before` is what the log said, `after` what git has.
   */
  reconciled?: true;
}
/**
 * HEAD moved: the owner chose another branch, or the first branch pushed to an empty project became the
 * default. `previous` is what HEAD named before (an unborn branch for an empty project).
 */
export interface DefaultBranchChangedData {
  projectId: string;
  project: string;
  branch: string;
  previous: string;
  reason: 'first-push' | 'chosen';
}

export interface ProjectState {
  exists: boolean;
  deleted: boolean;
  visibility: Visibility;
  collaborators: Map<string, Permission>;
  /** The branch HEAD names; unborn while the project is empty. */
  defaultBranch: string;
  /** Branches that exist, as the recorded pushes left them. */
  branches: ReadonlySet<string>;
  /** The commit each branch points at, as the recorded pushes left it. */
  branchTips: ReadonlyMap<string, string>;
}

export const initialProjectState = (): ProjectState => ({
  exists: false,
  deleted: false,
  visibility: 'private',
  collaborators: new Map(),
  defaultBranch: 'main',
  branches: new Set(),
  branchTips: new Map(),
});

/** A project's events with their payloads: `evolveProject` narrows each by `type`. */
export type ProjectEvent =
  | { type: 'ProjectCreated'; data: ProjectCreatedData }
  | { type: 'ProjectVisibilityChanged'; data: ProjectVisibilityChangedData }
  | { type: 'ProjectDeleted'; data: ProjectDeletedData }
  | { type: 'CollaboratorAdded'; data: CollaboratorAddedData }
  | { type: 'CollaboratorRemoved'; data: CollaboratorRemovedData }
  | { type: 'BranchPushed'; data: BranchPushedData }
  | { type: 'DefaultBranchChanged'; data: DefaultBranchChangedData };

export const isProjectEvent = eventGuard<ProjectEvent>({
  ProjectCreated: true,
  ProjectVisibilityChanged: true,
  ProjectDeleted: true,
  CollaboratorAdded: true,
  CollaboratorRemoved: true,
  BranchPushed: true,
  DefaultBranchChanged: true,
});

/** The branch a decision made the default (its `DefaultBranchChanged`), if it made one. */
export function defaultBranchChangedTo(
  events: readonly { type: string; data: unknown }[],
): string | undefined {
  for (const event of events) {
    if (isProjectEvent(event) && event.type === 'DefaultBranchChanged') return event.data.branch;
  }
  return undefined;
}

export function evolveProject(state: ProjectState, stored: { type: string; data: unknown }): ProjectState {
  if (!isProjectEvent(stored)) return state;
  const event: ProjectEvent = stored;
  switch (event.type) {
    case 'ProjectCreated':
      return {
        ...state,
        exists: true,
        visibility: event.data.visibility ?? 'private',
        defaultBranch: event.data.defaultBranch ?? 'main',
      };
    case 'ProjectVisibilityChanged':
      return { ...state, visibility: event.data.visibility };
    case 'ProjectDeleted':
      return { ...state, deleted: true };
    case 'CollaboratorAdded': {
      const data = event.data;
      const collaborators = new Map(state.collaborators);
      collaborators.set(data.userId, data.permission);
      return { ...state, collaborators };
    }
    case 'CollaboratorRemoved': {
      const collaborators = new Map(state.collaborators);
      collaborators.delete(event.data.userId);
      return { ...state, collaborators };
    }
    case 'BranchPushed': {
      const data = event.data;
      const branches = new Set(state.branches);
      const branchTips = new Map(state.branchTips);
      if (data.after) {
        branches.add(data.branch);
        branchTips.set(data.branch, data.after);
      } else {
        branches.delete(data.branch);
        branchTips.delete(data.branch);
      }
      return { ...state, branches, branchTips };
    }
    case 'DefaultBranchChanged':
      return { ...state, defaultBranch: event.data.branch };
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
  return decideRecordPushes(state, [data]);
}

/**
 * Records ref updates that already happened. When they bring the first branches into an empty project, one
 * of them becomes the default branch (HEAD), as on GitHub: the unborn default if it was pushed, else
 * `master` (an Atlas book), else the first one pushed.
 */
export function decideRecordPushes(state: ProjectState, pushed: readonly BranchPushedData[]): DomainEvent[] {
  requireLive(state);
  // An update the log already has (the reconciler recorded it first, or a retried report) is not recorded twice.
  const updates = pushed.filter((u) => (state.branchTips.get(u.branch) ?? null) !== u.after);
  const events: DomainEvent[] = updates.map((data) => ({ type: 'BranchPushed', data: { ...data } }));
  if (state.branches.size > 0 || updates.length === 0) return events;
  const created = updates.filter((u) => u.after !== null).map((u) => u.branch);
  if (created.length === 0 || created.includes(state.defaultBranch)) return events;
  const branch = created.includes('master') ? 'master' : created[0];
  const change: DefaultBranchChangedData = {
    projectId: updates[0].projectId,
    project: updates[0].project,
    branch,
    previous: state.defaultBranch,
    reason: 'first-push',
  };
  return [...events, { type: 'DefaultBranchChanged', data: { ...change } }];
}

/** The owner makes another existing branch the default. */
export function decideChangeDefaultBranch(
  state: ProjectState,
  data: Omit<DefaultBranchChangedData, 'previous' | 'reason'>,
): DomainEvent[] {
  requireLive(state);
  if (!state.branches.has(data.branch)) {
    const existing = [...state.branches].sort();
    const message =
      existing.length === 0
        ? `${data.project} has no branches yet, so ${data.branch} cannot be its default branch; push a branch first`
        : `branch ${data.branch} does not exist in ${data.project}; existing branches: ${existing.join(', ')}`;
    throw new DomainError('validation_failed', message, 422, [
      {
        field: 'default_branch',
        message: existing.length ? `one of ${existing.join(', ')}` : 'no branches yet',
      },
    ]);
  }
  if (state.defaultBranch === data.branch) return [];
  const change: DefaultBranchChangedData = { ...data, previous: state.defaultBranch, reason: 'chosen' };
  return [{ type: 'DefaultBranchChanged', data: { ...change } }];
}

/** A branch as git has it right now, with who moved it there when the reflog says so. */
export interface ObservedBranch {
  branch: string;
  commit: string | null;
  /** The user the ref's reflog names for its last move, if any. */
  pusher: string | null;
  via: BranchPushedData['via'];
}

/**
 * Brings the log in line with git after ref updates that were applied but never recorded: one BranchPushed
 * (`reconciled: true`, `before` from the log, `after` from git) per branch whose tip differs, and the default
 * branch chosen as for any first push. `observed` lists every branch git has plus branches the log has that
 * git no longer has (commit null). Git is the truth: its objects and refs are what clones see.
 */
export function decideReconcileBranches(
  state: ProjectState,
  project: { projectId: string; project: string; ownerId: string },
  observed: readonly ObservedBranch[],
): DomainEvent[] {
  if (!state.exists || state.deleted) return [];
  const updates: BranchPushedData[] = [];
  for (const branch of observed) {
    const before = state.branchTips.get(branch.branch) ?? null;
    if (before === branch.commit) continue;
    updates.push({
      projectId: project.projectId,
      project: project.project,
      branch: branch.branch,
      before,
      after: branch.commit,
      pusher: branch.pusher ?? project.ownerId,
      via: branch.via,
      reconciled: true,
    });
  }
  return updates.length ? decideRecordPushes(state, updates) : [];
}
