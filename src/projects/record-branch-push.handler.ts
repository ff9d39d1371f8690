import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideRecordPush } from '../domain/project';
import { RecordBranchPushCommand } from './record-branch-push.command';

const BRANCH_PREFIX = 'refs/heads/';

/**
 * Appends one BranchPushed per branch update, all in one append. The refs have already moved when this
 * runs (git accepted the push), so this records a fact rather than deciding whether it may happen.
 */
@CommandHandler(RecordBranchPushCommand)
export class RecordBranchPushHandler implements ICommandHandler<RecordBranchPushCommand, number> {
  private readonly logger = new Logger('RecordBranchPush');

  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  /** Returns how many updates were recorded. */
  async execute(command: RecordBranchPushCommand): Promise<number> {
    // The pre-receive hook refuses every other ref, so this only guards against a hand-made report.
    const branchUpdates = command.updates.filter((u) => u.ref.startsWith(BRANCH_PREFIX));
    if (branchUpdates.length === 0) return 0;
    const outcome = await this.executor.execute(
      streams.project(command.project.id),
      ProjectAggregate,
      (state) =>
        branchUpdates.flatMap((update) =>
          decideRecordPush(state, {
            projectId: command.project.id,
            project: command.project.fullName,
            branch: update.ref.slice(BRANCH_PREFIX.length),
            before: update.before,
            after: update.after,
            pusher: command.pusherId,
            via: 'ssh',
          }),
        ),
      { actor: command.pusherId, correlationId: command.correlationId },
    );
    try {
      await this.consistency.reached(outcome.position, ['projects']);
    } catch (error) {
      // The events are stored; only the read model lags (e.g. an ssh-only process with the projector elsewhere).
      this.logger.warn(`${command.project.fullName}: ${(error as Error).message}`);
    }
    return branchUpdates.length;
  }
}
