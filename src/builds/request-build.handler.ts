import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { BuildView } from '../../projections/read-model-types';
import { loadPlatformConfig } from '../../renderers';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { Consistency } from '../core/consistency';
import { BuildAggregate } from '../domain/aggregates';
import { decideRequestBuild } from '../domain/build';
import { CommandExecutor } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { ID_SEQUENCE, IdSequence } from '../event-store/sqlite-sequence';
import { ProjectsQueries } from '../projects/projects.queries';
import { BuildsQueries } from './builds.queries';
import { gitBookSource } from './git-book-source';
import { RequestBuildCommand } from './request-build.command';

/** Pins the branch's commit, checks the book's config there, and records the request. */
@CommandHandler(RequestBuildCommand)
export class RequestBuildHandler implements ICommandHandler<RequestBuildCommand, BuildView> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(ID_SEQUENCE) private readonly sequence: IdSequence,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(OCTAVO_CONFIG) private readonly octavoConfig: OctavoConfig,
  ) {}

  async execute({ caller, parameters, correlationId }: RequestBuildCommand): Promise<BuildView> {
    const project = await this.projects.readable(parameters.project, caller);
    const { branch, commit } = await this.pin(
      project.owner,
      project.name,
      project.defaultBranch,
      parameters.branch,
    );

    const config = await loadPlatformConfig(gitBookSource(this.git, project.owner, project.name, commit), {
      maxFiles: this.octavoConfig.maxBookFiles,
    });
    if (!config.ok) {
      throw new DomainError(
        config.error,
        `${config.message} (branch ${branch}, commit ${commit.slice(0, 7)})`,
        422,
        config.details,
      );
    }

    const buildId = await this.sequence.next('build');
    const outcome = await this.executor.execute(
      streams.build(buildId),
      BuildAggregate,
      (state) =>
        decideRequestBuild(state, {
          buildId,
          projectId: project.id,
          project: project.fullName,
          branch,
          commit,
          formats: parameters.formats,
          requestedBy: caller.id,
        }),
      { actor: caller.id, correlationId },
    );
    await this.consistency.reached(outcome.position, ['builds']);
    return (await this.builds.byId(buildId))!;
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
