import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideChangeDefaultBranch } from '../domain/project';
import { ChangeDefaultBranchCommand } from './change-default-branch.command';

/** Records the owner's choice of default branch, then points the repository's HEAD at it. */
@CommandHandler(ChangeDefaultBranchCommand)
export class ChangeDefaultBranchHandler implements ICommandHandler<ChangeDefaultBranchCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
  ) {}

  async execute({ project, branch, actor, correlationId }: ChangeDefaultBranchCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      ProjectAggregate,
      (state) =>
        decideChangeDefaultBranch(state, { projectId: project.id, project: project.fullName, branch }),
      { actor, correlationId },
    );
    if (outcome.events.length === 0) return;
    await this.git.setDefaultBranch(project.owner, project.name, branch);
    await this.consistency.reached(outcome.position, ['projects']);
  }
}
