import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { reactorRunner } from '../../projections/reactor';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ProjectAggregate } from '../domain/aggregates';
import { isBuildEvent } from '../domain/build';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decidePublishSite } from '../domain/site';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { SitesQueries } from './sites.queries';

/**
 * A reactor: a site that follows a branch publishes each html build of that branch as it completes,
 * newer builds only, keeping the site's visibility. It keeps its own checkpoint and runs with the worker role;
 * a replay publishes nothing twice (a build no newer than the one shown is left alone).
 */
@Injectable()
export class SiteFollower implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SiteFollower');
  private runner: ProjectionRunner | null = null;

  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(SitesQueries) private readonly sites: SitesQueries,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('worker')) return;
    this.runner = reactorRunner(
      this.events,
      this.store,
      { name: 'site-follower', react: (event) => this.onEvent(event) },
      { error: (message, error) => this.logger.error(message, error) },
    );
    await this.runner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
  }

  private async onEvent(event: RecordedEvent): Promise<void> {
    if (!isBuildEvent(event) || event.type !== 'FormatStatusChanged') return;
    const change = event.data;
    if (change.format !== 'html' || change.status !== 'completed' || !change.artifact) return;
    const [requested] = await this.events.readStream(streams.build(change.buildId));
    if (!requested || !isBuildEvent(requested) || requested.type !== 'BuildRequested') return;
    const build = requested.data;
    // The site as the log has it up to now (a follow set a moment ago included).
    const head = await this.events.headPosition();
    if (!(await this.projections.waitFor(head, ['sites'], 10_000))) {
      throw new Error('the sites read model is behind the log; will retry');
    }
    const site = await this.sites.byProjectId(build.projectId);
    if (!site || site.followBranch !== build.branch || build.buildId <= site.buildId) return;
    await this.executor.execute(
      streams.project(build.projectId),
      ProjectAggregate,
      (state) =>
        decidePublishSite(
          state,
          {
            projectId: build.projectId,
            project: build.project,
            buildId: build.buildId,
            public: site.public,
            publishedBy: site.publishedBy,
            followBranch: site.followBranch,
          },
          { projectId: build.projectId, htmlCompleted: true },
        ),
      {
        actor: 'automation',
        correlationId: event.metadata.correlationId,
        causationId: event.metadata.eventId,
      },
    );
  }
}
