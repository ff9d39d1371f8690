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
import { SitesQueries } from './sites.queries';

const htmlCompleted = (build: BuildView) =>
  build.formats.some((f) => f.format === 'html' && f.status === 'completed' && f.artifact);

/**
 * Publishes a completed html build. What the caller does not say is kept from the site as it is: its
 * visibility (a new site is private) and the branch it follows. Following a branch publishes that branch's
 * latest html build now, and each later one as it completes.
 */
@CommandHandler(PublishSiteCommand)
export class PublishSiteHandler implements ICommandHandler<PublishSiteCommand, SitePublishedData> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(SitesQueries) private readonly sites: SitesQueries,
  ) {}

  async execute(command: PublishSiteCommand): Promise<SitePublishedData> {
    if (!isOwner(command.project, command.caller)) {
      throw new DomainError(
        'forbidden',
        `only the owner of ${command.project.fullName} can publish its site`,
        403,
      );
    }
    const current = await this.sites.byProjectId(command.project.id);
    const followBranch = command.follow === undefined ? current?.followBranch : (command.follow ?? undefined);
    const build =
      command.buildId !== undefined
        ? await this.builds.byId(command.buildId)
        : await this.latestHtml(command.project.id, command.follow ? command.follow : undefined);
    if (!build) {
      throw command.buildId !== undefined
        ? new DomainError('build_not_found', `there is no build ${command.buildId}`, 404)
        : new DomainError(
            'validation_failed',
            command.follow
              ? `${command.project.fullName} has no completed html build of branch ${command.follow} yet; build html of it first, then publish`
              : `${command.project.fullName} has no completed html build yet; build html first, then publish`,
            422,
            [{ field: 'build_id', message: 'no completed html build' }],
          );
    }
    const data: SitePublishedData = {
      projectId: command.project.id,
      project: command.project.fullName,
      buildId: build.id,
      public: command.isPublic ?? current?.public ?? false,
      publishedBy: command.caller.id,
      ...(followBranch ? { followBranch } : {}),
    };
    const outcome = await this.executor.execute(
      streams.project(command.project.id),
      ProjectAggregate,
      (state) =>
        decidePublishSite(state, data, { projectId: build.projectId, htmlCompleted: htmlCompleted(build) }),
      { actor: command.caller.id, correlationId: command.correlationId },
    );
    // The answer is the recorded SitePublished: a slow projector delays it (read-your-writes), never fails it.
    await this.consistency.settled(outcome.position, ['sites']);
    return data;
  }

  private async latestHtml(projectId: string, branch?: string): Promise<BuildView | null> {
    for (let page = 1; page <= 50; page++) {
      const builds = await this.builds.ofProject(projectId, page, 100);
      const found = builds.find((b) => htmlCompleted(b) && (!branch || b.branch === branch));
      if (found) return found;
      if (builds.length < 100) return null;
    }
    return null;
  }
}
