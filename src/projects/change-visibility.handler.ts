import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideChangeVisibility } from '../domain/project';
import { ChangeVisibilityCommand } from './change-visibility.command';

@CommandHandler(ChangeVisibilityCommand)
export class ChangeVisibilityHandler implements ICommandHandler<ChangeVisibilityCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  async execute({ project, visibility, actor, correlationId }: ChangeVisibilityCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      ProjectAggregate,
      (state) =>
        decideChangeVisibility(state, { projectId: project.id, project: project.fullName, visibility }),
      { actor, correlationId },
    );
    // A public site turns private with its project: the site's read model must have that too.
    await this.consistency.reached(outcome.position, ['projects', 'sites']);
  }
}
