import { Inject, Injectable, Logger } from '@nestjs/common';
import { AUTO_BUILD_CORRELATION_PREFIX } from '../../projections/automation.projection';
import { reactorRunner } from '../../projections/reactor';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { AccountsQueries } from '../accounts/accounts.queries';
import { autoBuildFormatsFor, decideRejectAutoBuild } from '../domain/automation';
import { CommandExecutor } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { isProjectEvent } from '../domain/project';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { ProjectsQueries } from '../projects/projects.queries';
import { AutomationAggregate } from './automation-aggregates';
import { AutomationQueries } from './automation.queries';
import { BuildAtCommit } from '../builds/build-at-commit';

/**
 * Process manager: BranchPushed to a branch with auto-build on → a build of the pushed commit, requested
 * by the pusher. It keeps its own checkpoint. The settings are those in force when the push happened (the
 * project stream up to the push), so replaying gives the same decisions; a push already answered (its
 * build or rejection is in the read model) is not answered twice.
 */
@Injectable()
export class AutoBuildTrigger {
  private readonly logger = new Logger('AutoBuildTrigger');
  private runner: ProjectionRunner | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(AutomationQueries) private readonly automation: AutomationQueries,
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(BuildAtCommit) private readonly buildAtCommit: BuildAtCommit,
  ) {}

  async start(): Promise<void> {
    this.runner = reactorRunner(
      this.events,
      this.store,
      { name: 'auto-build-trigger', react: (event) => this.onEvent(event) },
      { error: (message, error) => this.logger.error(message, error) },
    );
    await this.runner.start();
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
  }

  private async onEvent(event: RecordedEvent): Promise<void> {
    if (!isProjectEvent(event) || event.type !== 'BranchPushed') return;
    const push = event.data;
    if (!push.after) return;

    const { state } = await this.executor.aggregateStream(
      event.streamId,
      AutomationAggregate,
      (e) => e.revision < event.revision,
    );
    if (!state.exists || state.deleted) return;
    const formats = autoBuildFormatsFor(state.autoBuild, push.branch);
    if (!formats) return;

    // An answer recorded before a crash (or a failed batch) is in the log before the current head.
    const head = await this.events.headPosition();
    if (!(await this.projections.waitFor(head, ['automation'], 10_000))) {
      throw new Error('the automation read model is behind the log; will retry the push');
    }
    const pushEventId = event.metadata.eventId;
    if (await this.automation.trigger(pushEventId)) return;

    const project = await this.projects.byId(push.projectId);
    if (!project) return;
    const requester =
      (await this.accounts.userById(push.pusher)) ?? (await this.accounts.userById(project.ownerId));
    if (!requester) return;
    const correlationId = `${AUTO_BUILD_CORRELATION_PREFIX}${pushEventId}`;
    try {
      await this.buildAtCommit.request({
        requester,
        project,
        branch: push.branch,
        commit: push.after,
        formats,
        correlationId,
        causationId: pushEventId,
        trigger: 'push',
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.status >= 500) throw error;
      await this.executor.execute(
        streams.project(push.projectId),
        AutomationAggregate,
        (current) =>
          decideRejectAutoBuild(current, {
            projectId: push.projectId,
            branch: push.branch,
            commit: push.after!,
            pushEventId,
            error: error.code,
            message: error.message,
          }),
        { actor: 'automation', correlationId, causationId: pushEventId },
      );
    }
  }
}
