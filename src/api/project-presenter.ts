import { Inject, Injectable } from '@nestjs/common';
import { ProjectView } from '../../projections/read-model-types';
import type { TreeEntry } from '../../git';
import { cloneUrl, OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { answerSchema, objectOf } from './answer-schema';

/** A collaborator: in a project's `collaborators`, and the answer of PUT …/collaborators/{username}. */
export const COLLABORATOR_SCHEMA = answerSchema(
  'Collaborator',
  objectOf({ username: { type: 'string' }, permission: { enum: ['read', 'write'] } }),
);

/** A project, as `ProjectPresenter.present` shapes it. */
export const PROJECT_SCHEMA = answerSchema(
  'Project',
  objectOf({
    id: { type: 'string' },
    full_name: { type: 'string', examples: ['ann/book'] },
    owner: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    visibility: { enum: ['private', 'public'] },
    default_branch: {
      type: 'string',
      description: 'the branch HEAD names; for an empty project, what the first push replaces',
    },
    empty: { type: 'boolean', description: 'no branch yet (created with starter: false)' },
    clone_url: { type: 'string' },
    web_url: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    branches: {
      type: 'array',
      items: objectOf({ name: { type: 'string' }, commit: { type: 'string' } }),
    },
    collaborators: { type: 'array', items: COLLABORATOR_SCHEMA },
  }),
);

/** The answer of PUT …/files/{path} (`ProjectsController.writeFile`): the commit it made. */
export const COMMIT_RESULT_SCHEMA = answerSchema(
  'CommitResult',
  objectOf({
    branch: { type: 'string' },
    path: { type: 'string' },
    commit: { type: 'string', description: 'the new commit' },
    previous: { type: ['string', 'null'], description: "the branch's commit before; null for a new branch" },
  }),
);

export const TREE_ENTRY_SCHEMA = answerSchema(
  'TreeEntry',
  objectOf({
    name: { type: 'string' },
    path: { type: 'string', description: 'repository-relative' },
    type: { enum: ['dir', 'file', 'submodule'] },
    size: { type: ['integer', 'null'], description: 'bytes for a file; null for a folder or submodule' },
    sha: { type: 'string' },
  }),
);

/** One folder at a branch's tip (GET …/tree), as `presentTree` shapes it. */
export const TREE_SCHEMA = answerSchema(
  'Tree',
  objectOf({
    branch: { type: 'string' },
    commit: { type: 'string' },
    path: { type: 'string', description: "the folder; '' for the root" },
    entries: { type: 'array', items: TREE_ENTRY_SCHEMA },
  }),
);

export function presentTree(branch: string, commit: string, path: string, entries: TreeEntry[]) {
  return {
    branch,
    commit,
    path,
    entries: entries.map((e) => ({
      name: e.name,
      path: e.path,
      type: e.type === 'tree' ? 'dir' : e.type === 'blob' ? 'file' : 'submodule',
      size: e.size,
      sha: e.sha,
    })),
  };
}

@Injectable()
export class ProjectPresenter {
  constructor(@Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig) {}

  present(project: ProjectView) {
    return {
      id: project.id,
      full_name: project.fullName,
      owner: project.owner,
      name: project.name,
      description: project.description,
      visibility: project.visibility,
      default_branch: project.defaultBranch,
      // No branch yet: created with `starter: false`, waiting for its first push.
      empty: project.branches.length === 0,
      clone_url: cloneUrl(this.config, project.fullName),
      web_url: `${this.config.baseUrl}/${project.fullName}`,
      created_at: project.createdAt,
      updated_at: project.updatedAt,
      branches: project.branches.map((b) => ({ name: b.name, commit: b.commit })),
      collaborators: project.collaborators.map((c) => ({ username: c.username, permission: c.permission })),
    };
  }
}
