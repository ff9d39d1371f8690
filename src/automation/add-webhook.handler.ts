import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consistency } from '../core/consistency';
import { decideAddWebhook } from '../domain/automation';
import { CommandExecutor, ID_GENERATOR, IdGenerator } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { AddWebhookCommand } from './add-webhook.command';
import { AutomationAggregate } from './automation-aggregates';
import { WebhookSecretBox } from '../security/secret-box';

/** Records the webhook with its secret sealed; returns the new webhook's id. */
@CommandHandler(AddWebhookCommand)
export class AddWebhookHandler implements ICommandHandler<AddWebhookCommand, string> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(WebhookSecretBox) private readonly secrets: WebhookSecretBox,
  ) {}

  async execute({ project, webhook, actorId, correlationId }: AddWebhookCommand): Promise<string> {
    const webhookId = this.ids.newId();
    const secretCiphertext = this.secrets.seal(webhook.secret);
    const outcome = await this.executor.execute(
      streams.project(project.id),
      AutomationAggregate,
      (state) =>
        decideAddWebhook(state, {
          projectId: project.id,
          webhookId,
          url: webhook.url,
          events: webhook.events,
          secretCiphertext,
        }),
      { actor: actorId, correlationId },
    );
    await this.consistency.reached(outcome.position, ['automation']);
    return webhookId;
  }
}
