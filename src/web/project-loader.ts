import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { GitRepositories, isValidBranchName } from '../../git';
import type { ProjectView, UserView } from '../../projections/read-model-types';
import { canWrite, isOwner } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { requireUser, WebContext } from './web-context';
import { reject } from './web-errors';

/** First path segments that belong to the service, never to a user (sign-up refuses them as usernames). */
const SERVICE_PATHS = new Set([
  'api',
  'assets',
  'docs',
  'downloads',
  'healthz',
  'login',
  'logout',
  'new',
  'settings',
  'signup',
  'sites',
]);

export interface RefLocation {
  branch: string;
  /** Repository-relative path after the branch ('' = root). */
  path: string;
  commit: string;
}

export interface SignedInProject {
  user: UserView;
  project: ProjectView;
}

/**
 * Finds the project a page is about, with the same "not found" for missing and unreadable projects, and
 * splits `<branch>/<path>` the way GitHub does: the longest existing branch that prefixes the rest wins, so
 * branches may contain "/".
 */
@Injectable()
export class ProjectLoader {
  constructor(
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(GitRepositories) private readonly git: GitRepositories,
  ) {}

  async readable(owner: string, repo: string, user: UserView | null): Promise<ProjectView> {
    if (SERVICE_PATHS.has(owner.toLowerCase())) throw new NotFoundException();
    return this.projects.readable(`${owner}/${repo}`, user);
  }

  async writable(owner: string, repo: string, user: UserView | null): Promise<ProjectView> {
    const project = await this.readable(owner, repo, user);
    if (!canWrite(project, user)) {
      throw reject(
        403,
        `You may read ${project.fullName} but not change it. Ask its owner for write access.`,
      );
    }
    return project;
  }

  async owned(owner: string, repo: string, user: UserView | null): Promise<ProjectView> {
    const project = await this.readable(owner, repo, user);
    if (!isOwner(project, user)) {
      throw reject(403, `Only the owner of ${project.fullName} can change its settings.`);
    }
    return project;
  }

  /** For pages that change a project: the signed-in visitor (else off to log in) and a project they may write. */
  async forWriter(web: WebContext, owner: string, repo: string): Promise<SignedInProject> {
    const { user } = requireUser(web);
    return { user, project: await this.writable(owner, repo, user) };
  }

  /** For settings pages: the signed-in visitor (else off to log in) and a project they own. */
  async forOwner(web: WebContext, owner: string, repo: string): Promise<SignedInProject> {
    const { user } = requireUser(web);
    return { user, project: await this.owned(owner, repo, user) };
  }

  async branchNames(project: ProjectView): Promise<string[]> {
    return (await this.git.branches(project.owner, project.name)).map((b) => b.name);
  }

  /**
   * `<commit sha>[/<path>]`, where no branch has that name: the tree as it was at that commit (build logs link
   * a warning's line there, so it stays right after the branch moves on).
   */
  private async commitLocation(project: ProjectView, rest: string): Promise<RefLocation | undefined> {
    const [first, ...path] = rest.split('/');
    if (!/^[0-9a-f]{40}$/.test(first)) return undefined;
    const tree = await this.git
      .listTree(project.owner, project.name, first, '', { sizes: false })
      .catch(() => null);
    return tree ? { branch: first, path: path.join('/'), commit: first } : undefined;
  }

  /** `rest` is `<branch>[/<path>]`; empty means the default branch at the root. */
  async locate(project: ProjectView, rest: string): Promise<RefLocation> {
    const clean = rest.replace(/^\/+|\/+$/g, '');
    let branch = project.defaultBranch;
    let path = '';
    if (clean) {
      const names = (await this.branchNames(project)).sort((a, b) => b.length - a.length);
      const match = names.find((name) => clean === name || clean.startsWith(`${name}/`));
      const pinned = match ? undefined : await this.commitLocation(project, clean);
      if (pinned) return pinned;
      if (!match) {
        const guess = clean.split('/')[0];
        throw reject(
          404,
          `There is no branch "${guess}" in ${project.fullName}. Pick one from the branch list.`,
        );
      }
      branch = match;
      path = clean.slice(match.length + 1);
    }
    const commit = isValidBranchName(branch)
      ? await this.git.resolveBranch(project.owner, project.name, branch)
      : null;
    if (!commit) {
      throw reject(
        404,
        `Branch ${branch} of ${project.fullName} has no commits yet. Push to it, or pick another branch.`,
      );
    }
    return { branch, path, commit };
  }
}

/** The `*` part of a route; the router has already percent-decoded it (decoding again would mangle "%"). */
export function wildcardOf(params: unknown): string {
  return (params as Record<string, string>)['*'] ?? '';
}

/** A path for links: each segment encoded, the slashes kept. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
