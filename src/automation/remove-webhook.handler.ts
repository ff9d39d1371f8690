import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { decideRemoveWebhook } from '../domain/automation';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { AutomationAggregate } from './automation-aggregates';
import { RemoveWebhookCommand } from './remove-webhook.command';

@CommandHandler(RemoveWebhookCommand)
export class RemoveWebhookHandler implements ICommandHandler<RemoveWebhookCommand, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
  ) {}

  async execute({ project, webhookId, actorId, correlationId }: RemoveWebhookCommand): Promise<void> {
    const outcome = await this.executor.execute(
      streams.project(project.id),
      AutomationAggregate,
      (state) => decideRemoveWebhook(state, { projectId: project.id, webhookId }),
      { actor: actorId, correlationId },
    );
    // Nothing to answer but that it is removed: a slow projector delays that, never fails it.
    await this.consistency.settled(outcome.position, ['automation']);
  }
}
