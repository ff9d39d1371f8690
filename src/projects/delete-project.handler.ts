import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideDeleteProject } from '../domain/project';
import { DeleteProjectCommand } from './delete-project.command';

@CommandHandler(DeleteProjectCommand)
export class DeleteProjectHandler implements ICommandHandler<DeleteProjectCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(GitRepositories) private readonly git: GitRepositories,
  ) {}

  async execute({ project, actor, correlationId }: DeleteProjectCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      ProjectAggregate,
      (state) => decideDeleteProject(state, { projectId: project.id, fullName: project.fullName }),
      { actor, correlationId },
    );
    // The repository goes once the read model no longer lists the project, so no page finds a project
    // without one; when the projector lags past the wait it goes anyway: the project is deleted once its
    // event is stored, and pages over a missing repository answer 404.
    await this.consistency.settled(outcome.position, ['projects']);
    await this.git.delete(project.owner, project.name);
  }
}
