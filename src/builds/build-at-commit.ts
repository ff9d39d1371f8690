import { Inject, Injectable } from '@nestjs/common';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { GitRepositories } from '../../git';
import { ProjectView, UserView } from '../../projections/read-model-types';
import { loadPlatformConfig } from '../../renderers/config/load-platform-config';
import { FormatAvailability } from './format-availability';
import { gitBookSource } from './git-book-source';
import { BuildAggregate } from '../domain/aggregates';
import { BuildTrigger, decideRequestBuild, Format } from '../domain/build';
import { CommandExecutor } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { ID_SEQUENCE, IdSequence } from '../id-sequence/id-sequence.port';

export interface BuildAtCommitRequest {
  requester: UserView;
  project: ProjectView;
  branch: string;
  commit: string;
  formats: Format[];
  correlationId: string;
  causationId?: string;
  /** False when the commit was read from the branch a moment ago (POST /api/builds): no need to look again. */
  checkCommit?: boolean;
  trigger?: BuildTrigger;
  retryOf?: number;
}

/**
 * Requests a build of one exact commit: the branch tip POST /api/builds pinned, a retry's commit, or the commit
 * a push brought. Checks that this server can build the formats, that the commit is there and has a usable
 * platform.json, then records the request.
 */
@Injectable()
export class BuildAtCommit {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(ID_SEQUENCE) private readonly sequence: IdSequence,
    @Inject(OCTAVO_CONFIG) private readonly octavoConfig: OctavoConfig,
    @Inject(FormatAvailability) private readonly formats: FormatAvailability,
  ) {}

  /** Returns the new build's id and the position of its BuildRequested event. */
  async request(r: BuildAtCommitRequest): Promise<{ buildId: number; position: number | null }> {
    const { project, commit, branch } = r;
    this.formats.refuseUnavailable(r.formats);
    if (r.checkCommit !== false && (await this.git.listTree(project.owner, project.name, commit)) === null) {
      throw new DomainError(
        'commit_not_found',
        `commit ${commit.slice(0, 7)} is no longer in ${project.fullName}; start a new build of the branch instead`,
        422,
      );
    }
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
          formats: r.formats,
          requestedBy: r.requester.id,
          ...(r.trigger ? { trigger: r.trigger } : {}),
          ...(r.retryOf !== undefined ? { retryOf: r.retryOf } : {}),
        }),
      { actor: r.requester.id, correlationId: r.correlationId, causationId: r.causationId ?? null },
    );
    return { buildId, position: outcome.position };
  }
}
