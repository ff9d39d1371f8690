import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BuildView } from '../../projections/read-model-types';
import { BuildsQueries } from '../builds/builds.queries';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decidePublishSite, SitePublishedData } from '../domain/site';
import { isOwner } from '../projects/project-access';
import { PublishSiteCommand } from './publish-site.command';

const htmlCompleted = (build: BuildView) =>
  build.formats.some((f) => f.format === 'html' && f.status === 'completed' && f.artifact);

@CommandHandler(PublishSiteCommand)
export class PublishSiteHandler implements ICommandHandler<PublishSiteCommand, SitePublishedData> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
  ) {}

  async execute(command: PublishSiteCommand): Promise<SitePublishedData> {
    if (!isOwner(command.project, command.caller)) {
      throw new DomainError(
        'forbidden',
        `only the owner of ${command.project.fullName} can publish its site`,
        403,
      );
    }
    const build =
      command.buildId !== undefined
        ? await this.builds.byId(command.buildId)
        : await this.latestHtml(command.project.id);
    if (!build) {
      throw command.buildId !== undefined
        ? new DomainError('build_not_found', `there is no build ${command.buildId}`, 404)
        : new DomainError(
            'validation_failed',
            `${command.project.fullName} has no completed html build yet; build html first, then publish`,
            422,
            [{ field: 'build_id', message: 'no completed html build' }],
          );
    }
    const data: SitePublishedData = {
      projectId: command.project.id,
      project: command.project.fullName,
      buildId: build.id,
      public: command.isPublic,
      publishedBy: command.caller.id,
    };
    const outcome = await this.executor.execute(
      streams.project(command.project.id),
      ProjectAggregate,
      (state) =>
        decidePublishSite(state, data, { projectId: build.projectId, htmlCompleted: htmlCompleted(build) }),
      { actor: command.caller.id, correlationId: command.correlationId },
    );
    await this.consistency.reached(outcome.position, ['sites']);
    return data;
  }

  private async latestHtml(projectId: string): Promise<BuildView | null> {
    for (let page = 1; page <= 50; page++) {
      const builds = await this.builds.ofProject(projectId, page, 100);
      const found = builds.find(htmlCompleted);
      if (found) return found;
      if (builds.length < 100) return null;
    }
    return null;
  }
}
