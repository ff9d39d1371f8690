import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRecordPushes, defaultBranchChangedTo } from '../domain/project';
import { GitRepositories } from '../../git';
import { RecordBranchPushCommand, RecordedPush } from './record-branch-push.command';

const BRANCH_PREFIX = 'refs/heads/';

/**
 * Appends one BranchPushed per branch update, all in one append. The refs have already moved when this
 * runs (git accepted the push), so this records a fact rather than deciding whether it may happen.
 */
@CommandHandler(RecordBranchPushCommand)
export class RecordBranchPushHandler implements ICommandHandler<RecordBranchPushCommand, RecordedPush> {
  private readonly logger = new Logger('RecordBranchPush');

  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
  ) {}

  /** Returns how many updates were recorded, and the new default branch when the push made one. */
  async execute(command: RecordBranchPushCommand): Promise<RecordedPush> {
    // The pre-receive hook refuses every other ref, so this only guards against a hand-made report.
    const branchUpdates = command.updates.filter((u) => u.ref.startsWith(BRANCH_PREFIX));
    if (branchUpdates.length === 0) return { recorded: 0 };
    const outcome = await this.executor.execute(
      streams.project(command.project.id),
      ProjectAggregate,
      (state) =>
        decideRecordPushes(
          state,
          branchUpdates.map((update) => ({
            projectId: command.project.id,
            project: command.project.fullName,
            branch: update.ref.slice(BRANCH_PREFIX.length),
            before: update.before,
            after: update.after,
            pusher: command.pusherId,
            via: 'ssh' as const,
          })),
        ),
      { actor: command.pusherId, correlationId: command.correlationId },
    );
    const defaultBranch = defaultBranchChangedTo(outcome.events);
    if (defaultBranch) {
      const [owner, repo] = command.project.fullName.split('/');
      await this.git.setDefaultBranch(owner, repo, defaultBranch);
    }
    if (!(await this.consistency.settled(outcome.position, ['projects']))) {
      // The events are stored, so the push is recorded; only the read model lags (e.g. an ssh-only process
      // with the projector elsewhere).
      this.logger.warn(
        `${command.project.fullName}: the projects read model has not reached event ${outcome.position} yet; the push is recorded`,
      );
    }
    return defaultBranch
      ? { recorded: branchUpdates.length, defaultBranch }
      : { recorded: branchUpdates.length };
  }
}
