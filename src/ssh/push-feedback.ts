import { foldStream } from '../domain/command-executor';
import { Inject, Injectable } from '@nestjs/common';
import { GitRepositories } from '../../git';
import type { ProjectView, UserView } from '../../projections/read-model-types';
import { loadPlatformConfig } from '../../renderers/config/load-platform-config';
import { AutomationAggregate } from '../automation/automation-aggregates';
import { AutomationQueries } from '../automation/automation.queries';
import { configErrorLines } from '../builds/config-error-lines';
import { gitBookSource } from '../builds/git-book-source';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { autoBuildFormatsFor } from '../domain/automation';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRecordPushNotBuilt } from '../domain/push-outcome';
import { BranchPushedData, isProjectEvent } from '../domain/project';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { isOwner } from '../projects/project-access';
import { BranchOutcome, pushNotes } from './push-notes';

/** How long a push waits for the build it asked for (the trigger runs with the worker role, maybe elsewhere). */
const TRIGGER_WAIT_MS = 10_000;
const POLL_MS = 100;

/**
 * What a pusher is told after an accepted push: for each branch, the build started on push (with its address) or
 * why none was (a config error at file:line, builds on push off or not for this branch, a refusal), then the
 * project page. Reads the push's own BranchPushed events, the auto-build settings in force when they were
 * recorded, and the auto-build trigger's answer to each.
 */
@Injectable()
export class PushFeedback {
  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(AutomationQueries) private readonly automation: AutomationQueries,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
  ) {}

  async notes(project: ProjectView, pusher: UserView, correlationId: string): Promise<string[]> {
    const history = await this.events.readStream(streams.project(project.id));
    const pushes = history.filter(
      (e) => e.type === 'BranchPushed' && e.metadata.correlationId === correlationId,
    );
    const outcomes = await Promise.all(pushes.map((push) => this.outcomeOf(project, push, history)));
    await Promise.all(
      outcomes.map((outcome, i) =>
        outcome.kind === 'config_error' ? this.recordNotBuilt(project, pushes[i], outcome.lines) : undefined,
      ),
    );
    return pushNotes(outcomes, {
      baseUrl: this.config.baseUrl,
      project: project.fullName,
      pusherIsOwner: isOwner(project, pusher),
    });
  }

  private async outcomeOf(
    project: ProjectView,
    event: RecordedEvent,
    history: RecordedEvent[],
  ): Promise<BranchOutcome> {
    const { branch, after } = branchPushOf(event);
    if (!after) return { branch, kind: 'deleted' };
    const config = await loadPlatformConfig(gitBookSource(this.git, project.owner, project.name, after), {
      maxFiles: this.config.maxBookFiles,
    });
    if (!config.ok) return { branch, commit: after, kind: 'config_error', lines: configErrorLines(config) };

    // The settings in force when the push was recorded: the ones the auto-build trigger decides with.
    const settings = foldStream(
      AutomationAggregate,
      history.filter((e) => e.revision < event.revision),
    ).autoBuild;
    if (!settings.enabled) return { branch, commit: after, kind: 'off' };
    const formats = autoBuildFormatsFor(settings, branch);
    if (!formats) return { branch, commit: after, kind: 'not_covered', patterns: settings.branches };

    const answer = await this.triggerAnswer(event.metadata.eventId);
    if (!answer) return { branch, commit: after, kind: 'pending' };
    return answer.buildId !== null
      ? { branch, commit: after, kind: 'built', buildId: answer.buildId, formats }
      : { branch, commit: after, kind: 'refused', message: answer.message ?? answer.error ?? 'refused' };
  }

  /** The builds list shows the push and its problem lines, so the reason is not only in the pusher's terminal. */
  private async recordNotBuilt(project: ProjectView, push: RecordedEvent, lines: string[]): Promise<void> {
    const { branch, after } = branchPushOf(push);
    const pushEventId = push.metadata.eventId;
    await this.executor.execute(
      streams.project(project.id),
      AutomationAggregate,
      (state) =>
        decideRecordPushNotBuilt(state, {
          projectId: project.id,
          branch,
          commit: after!,
          pushEventId,
          reason: 'config_error',
          lines,
        }),
      { actor: push.metadata.actor, correlationId: push.metadata.correlationId, causationId: pushEventId },
    );
  }

  private async triggerAnswer(pushEventId: string) {
    const deadline = Date.now() + TRIGGER_WAIT_MS;
    for (;;) {
      const answer = await this.automation.trigger(pushEventId);
      if (answer || Date.now() >= deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/** The push a `BranchPushed` event records (the callers pick those events out of the project's stream). */
function branchPushOf(event: RecordedEvent): BranchPushedData {
  if (!isProjectEvent(event) || event.type !== 'BranchPushed')
    throw new Error(`expected a BranchPushed event, got ${event.type}`);
  return event.data;
}
