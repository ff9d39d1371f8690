import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { ProjectAggregate } from '../domain/aggregates';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { decideAddCollaborator, decideRemoveCollaborator } from '../domain/project';
import { SetCollaboratorCommand } from './set-collaborator.command';

@CommandHandler(SetCollaboratorCommand)
export class SetCollaboratorHandler implements ICommandHandler<SetCollaboratorCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  async execute({
    project,
    collaborator,
    permission,
    actor,
    correlationId,
  }: SetCollaboratorCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      ProjectAggregate,
      (state) =>
        permission
          ? decideAddCollaborator(state, {
              projectId: project.id,
              userId: collaborator.id,
              username: collaborator.username,
              permission,
            })
          : decideRemoveCollaborator(state, { projectId: project.id, userId: collaborator.id }),
      { actor, correlationId },
    );
    // The answer is the command's own (who, which permission): a slow projector delays it, never fails it.
    await this.consistency.settled(outcome.position, ['projects']);
  }
}
