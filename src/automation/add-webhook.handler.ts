import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { addedWebhookView } from '../../projections/automation.projection';
import { WebhookView } from '../../projections/automation-read-models';
import { Consistency } from '../core/consistency';
import { decideAddWebhook, isAutomationEvent } from '../domain/automation';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { CommandExecutor, ID_GENERATOR, IdGenerator } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { AddWebhookCommand } from './add-webhook.command';
import { AutomationAggregate } from './automation-aggregates';
import { WebhookSecretBox } from '../security/secret-box';

/** Records the webhook with its secret sealed; answers with the webhook as recorded. */
@CommandHandler(AddWebhookCommand)
export class AddWebhookHandler implements ICommandHandler<AddWebhookCommand, WebhookView> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(WebhookSecretBox) private readonly secrets: WebhookSecretBox,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ project, webhook, actorId, correlationId }: AddWebhookCommand): Promise<WebhookView> {
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
    // Answered from the stored event: a slow projector delays the answer (read-your-writes), never fails it.
    await this.consistency.settled(outcome.position, ['automation']);
    const stream = await this.events.readStream(streams.project(project.id));
    const added = stream.find(
      (e) => isAutomationEvent(e) && e.type === 'WebhookAdded' && e.data.webhookId === webhookId,
    );
    if (!added || !isAutomationEvent(added) || added.type !== 'WebhookAdded')
      throw new Error(`webhook ${webhookId} has no WebhookAdded event in ${streams.project(project.id)}`);
    return addedWebhookView(added.data, added.metadata);
  }
}
