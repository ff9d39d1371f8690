import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BuildView } from '../../projections/read-model-types';
import { RecordedBuild } from './recorded-build';
import { DomainError } from '../domain/event-types';
import { canRead } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { BuildAtCommit } from './build-at-commit';
import { RetryBuildCommand } from './retry-build.command';

/**
 * Unlike POST /api/builds this does not move to the branch's tip: the retry builds exactly the commit the
 * first build was pinned to, so a flaky render can be redone without picking up newer pushes.
 */
@CommandHandler(RetryBuildCommand)
export class RetryBuildHandler implements ICommandHandler<RetryBuildCommand, BuildView> {
  constructor(
    @Inject(BuildAtCommit) private readonly buildAtCommit: BuildAtCommit,
    @Inject(RecordedBuild) private readonly recordedBuild: RecordedBuild,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
  ) {}

  async execute({ caller, build, correlationId }: RetryBuildCommand): Promise<BuildView> {
    const project = await this.projects.byId(build.projectId);
    if (!project || !canRead(project, caller)) {
      throw new DomainError('build_not_found', `there is no build ${build.id} that you can see`, 404);
    }
    const { buildId, position } = await this.buildAtCommit.request({
      requester: caller,
      project,
      branch: build.branch,
      commit: build.commit,
      formats: build.formats.map((f) => f.format),
      correlationId,
      trigger: 'retry',
      retryOf: build.id,
    });
    return this.recordedBuild.view(buildId, position);
  }
}
