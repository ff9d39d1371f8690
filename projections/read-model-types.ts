import type { Artifact, BuildLog, BuildTrigger, Format, FormatStatus } from '../src/domain/build';
import type { Permission, Visibility } from '../src/domain/project';

/** Document shapes the projections write and the queries read. */
export interface UserView {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  admin: boolean;
  createdAt: string;
}

export interface ApiTokenView {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt?: string | null;
}

export interface SshKeyView {
  id: string;
  userId: string;
  username: string;
  title: string;
  fingerprint: string;
  keyType: string;
  publicKey: string;
  createdAt: string;
}

export interface ProjectView {
  id: string;
  fullName: string;
  fullNameLower: string;
  ownerId: string;
  owner: string;
  name: string;
  description: string;
  visibility: Visibility;
  defaultBranch: string;
  createdAt: string;
  updatedAt: string;
  collaborators: Array<{ userId: string; username: string; permission: Permission }>;
  branches: Array<{ name: string; commit: string; pushedAt: string }>;
  /**
   * Counts the times someone lost read access (a collaborator removed, the project made private). Download
   * links carry the count they were made at and stop working when it moves on.
   */
  accessEpoch?: number;
}

export interface ProjectMemberView {
  projectId: string;
  userId: string;
  permission: Permission;
}

export interface FormatView {
  format: Format;
  status: FormatStatus;
  message?: string;
  artifact?: Artifact;
  /** The full build log (every warning with file:line, or the error), in the artifact store. */
  log?: BuildLog;
  /** The earlier build whose artifact this one reuses (same inputs). */
  reusedFromBuild?: number;
  startedAt?: string;
  finishedAt?: string;
}

/** One queued format, in dispatch order (build id, then the build's format order). */
export interface QueueEntryView {
  buildId: number;
  format: Format;
  order: number;
  requestedBy: string;
}

export const queueOrder = (buildId: number, formatIndex: number) => buildId * 16 + formatIndex;

export interface BuildView {
  id: number;
  projectId: string;
  project: string;
  branch: string;
  commit: string;
  requestedBy: string;
  createdAt: string;
  pending: boolean;
  /** What started it (see BuildTrigger); absent when the log does not say. */
  trigger?: BuildTrigger;
  retryOf?: number;
  formats: FormatView[];
}

export const Collections = {
  users: 'users',
  apiTokens: 'api_tokens',
  sshKeys: 'ssh_keys',
  projects: 'projects',
  projectMembers: 'project_members',
  builds: 'builds',
  buildQueue: 'build_queue',
} as const;
