import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { Consistency } from '../core/consistency';
import { faultPoint } from '../core/fault-points';
import { isDiskFull } from '../core/storage-errors';
import { ProjectAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor, CommandOutcome } from '../domain/command-executor';
import { DomainError, streams } from '../domain/event-types';
import { decideRecordPush, defaultBranchChangedTo } from '../domain/project';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CommitFilesCommand } from './commit-files.command';
import { commitRefusal } from './commit-rules';
import { RefReconciler } from './ref-reconciler';

/**
 * Commits through git plumbing (compare-and-swap on the branch), then records the ref update. Git and the log
 * never end up apart: when the BranchPushed cannot be appended, the branch is moved back (compare-and-swap
 * again, so a later update is never undone) and the caller gets the error; if the branch has moved on in the
 * meantime, the commit stays and the reconciler records it.
 */
@CommandHandler(CommitFilesCommand)
export class CommitFilesHandler implements ICommandHandler<
  CommitFilesCommand,
  { commit: string; previous: string | null }
> {
  private readonly logger = new Logger('CommitFiles');

  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RefReconciler) private readonly reconciler: RefReconciler,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  async execute(command: CommitFilesCommand) {
    const { project, author } = command;
    const refusal = commitRefusal(project, author, command.changes, this.config.maxFileBytes);
    if (refusal) throw refusal;
    const result = await this.git.commitFiles(project.owner, project.name, {
      branch: command.branch,
      changes: command.changes,
      message: command.message,
      author: { name: author.username, email: author.email },
      date: this.clock.now(),
      baseCommit: command.baseCommit,
      actor: { id: author.id, username: author.username },
    });
    await faultPoint('commit:ref-moved');
    let outcome: CommandOutcome;
    try {
      outcome = await this.executor.execute(
        streams.project(project.id),
        ProjectAggregate,
        (state) =>
          decideRecordPush(state, {
            projectId: project.id,
            project: project.fullName,
            branch: command.branch,
            before: result.previous,
            after: result.commit,
            pusher: author.id,
            via: command.via,
          }),
        { actor: author.id, correlationId: command.correlationId },
      );
    } catch (error) {
      const undone = await this.rollBack(command, result);
      if (isDiskFull(error)) throw diskFull(undone ? 'nothing was saved' : 'kept');
      throw error;
    }
    await faultPoint('commit:recorded');
    const branch = defaultBranchChangedTo(outcome.events);
    if (branch) await this.git.setDefaultBranch(project.owner, project.name, branch);
    // The answer is git's (commit and previous tip): a slow projector delays it, never fails it.
    await this.consistency.settled(outcome.position, ['projects']);
    return result;
  }

  /**
   * Not recorded, so not applied: the branch goes back, unless someone moved it on or git cannot write either
   * (then the commit stays and the reconciler records it). Returns whether it went back.
   */
  private async rollBack(
    { project, branch }: CommitFilesCommand,
    result: { commit: string; previous: string | null },
  ): Promise<boolean> {
    try {
      const undone = await this.git.rollBackBranch(
        project.owner,
        project.name,
        branch,
        result.commit,
        result.previous,
      );
      if (undone) return true;
      this.logger.warn(`${project.fullName}: ${branch} moved on before an unrecorded commit could be undone`);
    } catch (error) {
      this.logger.error(`${project.fullName}: undoing an unrecorded commit on ${branch} failed`, error);
    }
    this.reconciler.schedule(project);
    return false;
  }
}

function diskFull(outcome: 'nothing was saved' | 'kept'): DomainError {
  return new DomainError(
    'insufficient_storage',
    outcome === 'kept'
      ? "the server's disk is full: your commit is in the repository but could not be recorded yet; it will " +
          'be recorded as soon as there is space (do not commit it again); tell the administrator'
      : "the server's disk is full, so your commit was not saved; try again later, and tell the administrator",
    507,
  );
}
