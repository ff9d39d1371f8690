import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { BuildView } from '../../projections/read-model-types';
import { cloneUrl, OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { DomainError } from '../domain/event-types';
import { ProjectsQueries } from '../projects/projects.queries';
import { BuildAtCommit } from './build-at-commit';
import { RecordedBuild } from './recorded-build';
import { RequestBuildCommand } from './request-build.command';

/** An empty project (created without the starter book) has nothing to build until its first push. */
function emptyProject(fullName: string, clone: string): DomainError {
  return new DomainError(
    'branch_not_found',
    `${fullName} is empty: it has no branch yet, so there is nothing to build. Push your book first ` +
      `(git remote add octavo ${clone}, then git push octavo master); the first branch pushed ` +
      'becomes the default branch',
    422,
  );
}

/** Pins the branch's commit, then has BuildAtCommit check the book's config there and record the request. */
@CommandHandler(RequestBuildCommand)
export class RequestBuildHandler implements ICommandHandler<RequestBuildCommand, BuildView> {
  constructor(
    @Inject(BuildAtCommit) private readonly buildAtCommit: BuildAtCommit,
    @Inject(RecordedBuild) private readonly recordedBuild: RecordedBuild,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  async execute({ caller, parameters, correlationId, trigger }: RequestBuildCommand): Promise<BuildView> {
    const project = await this.projects.readable(parameters.project, caller);
    if (project.branches.length === 0)
      throw emptyProject(project.fullName, cloneUrl(this.config, project.fullName));
    const { branch, commit } = await this.pin(
      project.owner,
      project.name,
      project.defaultBranch,
      parameters.branch,
    );

    const { buildId, position } = await this.buildAtCommit.request({
      requester: caller,
      project,
      branch,
      commit,
      formats: parameters.formats,
      correlationId,
      checkCommit: false,
      trigger,
    });
    return this.recordedBuild.view(buildId, position);
  }

  /** Without a branch: `master` if the repository has it, else the project's default branch. */
  private async pin(owner: string, repo: string, defaultBranch: string, requested?: string) {
    if (requested) {
      const commit = await this.git.resolveBranch(owner, repo, requested);
      if (!commit) {
        throw new DomainError(
          'branch_not_found',
          `branch ${requested} does not exist in ${owner}/${repo}; push it first or name an existing branch`,
          422,
        );
      }
      return { branch: requested, commit };
    }
    for (const branch of ['master', defaultBranch]) {
      const commit = await this.git.resolveBranch(owner, repo, branch);
      if (commit) return { branch, commit };
    }
    throw new DomainError(
      'branch_not_found',
      `${owner}/${repo} has neither a master branch nor its default branch ${defaultBranch}; push one first`,
      422,
    );
  }
}
