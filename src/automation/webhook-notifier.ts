import { Inject, Injectable, Logger } from '@nestjs/common';
import { reactorRunner } from '../../projections/reactor';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { BuildAggregate } from '../domain/aggregates';
import { decideScheduleDelivery, webhookStream } from '../domain/automation';
import { formatChangeOf, isBuildEvent, isFinal } from '../domain/build';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { AutomationAggregate, WebhookDeliveriesAggregate } from './automation-aggregates';
import { deliveryIdFor } from './delivery-id';

/**
 * Process manager: the FormatStatusChanged that makes a build's last format final → one scheduled delivery
 * per webhook of the project (as registered at that moment) that subscribes to `build.finished`. Scheduling
 * is idempotent (the delivery id comes from webhook and build), so replays are safe; sending is the
 * WebhookDeliverer's job.
 */
@Injectable()
export class WebhookNotifier {
  private readonly logger = new Logger('WebhookNotifier');
  private runner: ProjectionRunner | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
  ) {}

  async start(): Promise<void> {
    this.runner = reactorRunner(
      this.events,
      this.store,
      { name: 'webhook-notifier', react: (event) => this.onEvent(event) },
      { error: (message, error) => this.logger.error(message, error) },
    );
    await this.runner.start();
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
  }

  private async onEvent(event: RecordedEvent): Promise<void> {
    const change = formatChangeOf(event);
    if (!change || !isFinal(change.status)) return;
    const { state: build, history } = await this.executor.aggregateStream(
      event.streamId,
      BuildAggregate,
      (e) => e.revision <= event.revision,
    );
    // Final statuses never change, so only the event that ends the last open format sees them all final.
    if (!build.exists || ![...build.formats.values()].every((f) => isFinal(f.status))) return;
    const [first] = history;
    if (!isBuildEvent(first) || first.type !== 'BuildRequested') return;
    const requested = first.data;

    const { state: automation } = await this.executor.aggregateStream(
      streams.project(requested.projectId),
      AutomationAggregate,
      (e) => e.position < event.position,
    );
    if (automation.deleted) return;
    for (const [webhookId, webhook] of automation.webhooks) {
      if (!webhook.events.includes('build.finished')) continue;
      await this.executor.execute(
        webhookStream(webhookId),
        WebhookDeliveriesAggregate,
        (state) =>
          decideScheduleDelivery(state, {
            webhookId,
            projectId: requested.projectId,
            deliveryId: deliveryIdFor(webhookId, requested.buildId),
            buildId: requested.buildId,
            event: 'build.finished',
          }),
        {
          actor: 'automation',
          correlationId: event.metadata.correlationId,
          causationId: event.metadata.eventId,
        },
      );
    }
  }
}
