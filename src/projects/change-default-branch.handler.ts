import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { projectAsRecorded } from '../../projections/project-view';
import { ProjectView } from '../../projections/read-model-types';
import { GitRepositories } from '../../git';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideChangeDefaultBranch } from '../domain/project';
import { ChangeDefaultBranchCommand } from './change-default-branch.command';

/** Records the owner's choice of default branch, then points the repository's HEAD at it. */
@CommandHandler(ChangeDefaultBranchCommand)
export class ChangeDefaultBranchHandler implements ICommandHandler<ChangeDefaultBranchCommand, ProjectView> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
  ) {}

  async execute({ project, branch, actor, correlationId }: ChangeDefaultBranchCommand): Promise<ProjectView> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      ProjectAggregate,
      (state) =>
        decideChangeDefaultBranch(state, { projectId: project.id, project: project.fullName, branch }),
      { actor, correlationId },
    );
    if (outcome.events.length > 0) await this.git.setDefaultBranch(project.owner, project.name, branch);
    return projectAsRecorded(
      project.id,
      await this.consistency.recorded(streams.project(project.id), outcome.position, ['projects']),
    );
  }
}
