import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { DefaultBranchChangedData, decideRecordPush } from '../domain/project';
import { CommitFilesCommand } from './commit-files.command';

/** Commits through git plumbing (compare-and-swap on the branch), then records the ref update. */
@CommandHandler(CommitFilesCommand)
export class CommitFilesHandler implements ICommandHandler<
  CommitFilesCommand,
  { commit: string; previous: string | null }
> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CommitFilesCommand) {
    const { project, author } = command;
    const result = await this.git.commitFiles(project.owner, project.name, {
      branch: command.branch,
      changes: command.changes,
      message: command.message,
      author: { name: author.username, email: author.email },
      date: this.clock.now(),
      baseCommit: command.baseCommit,
    });
    const outcome = await this.executor.execute(
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
    const moved = outcome.events.find((e) => e.type === 'DefaultBranchChanged');
    if (moved) {
      const { branch } = moved.data as unknown as DefaultBranchChangedData;
      await this.git.setDefaultBranch(project.owner, project.name, branch);
    }
    await this.consistency.reached(outcome.position, ['projects']);
    return result;
  }
}
