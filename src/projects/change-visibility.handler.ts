import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { projectAsRecorded } from '../../projections/project-view';
import { ProjectView } from '../../projections/read-model-types';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideChangeVisibility } from '../domain/project';
import { ChangeVisibilityCommand } from './change-visibility.command';

@CommandHandler(ChangeVisibilityCommand)
export class ChangeVisibilityHandler implements ICommandHandler<ChangeVisibilityCommand, ProjectView> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  async execute({
    project,
    visibility,
    actor,
    correlationId,
  }: ChangeVisibilityCommand): Promise<ProjectView> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      ProjectAggregate,
      (state) =>
        decideChangeVisibility(state, { projectId: project.id, project: project.fullName, visibility }),
      { actor, correlationId },
    );
    // A public site turns private with its project: the site's read model is waited for too.
    return projectAsRecorded(
      project.id,
      await this.consistency.recorded(streams.project(project.id), outcome.position, ['projects', 'sites']),
    );
  }
}
