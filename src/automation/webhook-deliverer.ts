import { Inject, Injectable, Logger } from '@nestjs/common';
import { WebhookDeliveryView } from '../../projections/automation-read-models';
import { BuildPresenter } from '../api/build-presenter';
import { BuildsQueries } from '../builds/builds.queries';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { decideRecordAttempt, webhookStream } from '../domain/automation';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { AutomationQueries } from './automation.queries';
import { WebhookDeliveriesAggregate } from './automation-aggregates';
import { WebhookSecretBox } from './webhook-secret-box';
import { sendWebhook } from './webhook-sender';
import { signatureFor } from './webhook-signature';

const MAX_PARALLEL = 8;
const USER_AGENT = 'Octavo-Webhooks/1';

/**
 * Sends due deliveries (from the read model) and records each attempt as an event; the attempt decides when
 * the next one is due. Which attempt is next is read from the webhook's stream, and a read model that has
 * not caught up with the last attempt is waited for, so one process never sends the same attempt twice.
 * Several worker processes may race on one attempt; receivers dedupe on `X-Octavo-Delivery`.
 */
@Injectable()
export class WebhookDeliverer {
  private readonly logger = new Logger('WebhookDeliverer');
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AutomationQueries) private readonly automation: AutomationQueries,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(BuildPresenter) private readonly presenter: BuildPresenter,
    @Inject(WebhookSecretBox) private readonly secrets: WebhookSecretBox,
  ) {}

  start(): void {
    const every = Math.min(1000, Math.max(100, Math.floor(this.config.webhookRetryBaseMs / 2)));
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.tick()
        .catch((error) => this.logger.error('webhook delivery round failed', error))
        .finally(() => (this.ticking = null));
    }, every);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  private async tick(): Promise<void> {
    const now = this.clock.now().toISOString();
    const due = (await this.automation.pendingDeliveries()).filter(
      (d) => !this.inFlight.has(d.id) && d.nextAttemptAt !== null && d.nextAttemptAt <= now,
    );
    for (let i = 0; i < due.length; i += MAX_PARALLEL) {
      if (!this.timer) return;
      await Promise.all(due.slice(i, i + MAX_PARALLEL).map((d) => this.deliver(d)));
    }
  }

  private async deliver(view: WebhookDeliveryView): Promise<void> {
    this.inFlight.add(view.id);
    try {
      const history = await this.events.readStream(webhookStream(view.webhookId));
      const state = history.reduce(WebhookDeliveriesAggregate.evolve, WebhookDeliveriesAggregate.initial());
      const delivery = state.deliveries.get(view.id);
      // Final, or the read model has not seen the last attempt yet (its nextAttemptAt may be stale).
      if (!delivery || delivery.final || delivery.attempts !== view.attempts.length) return;
      const webhook = await this.automation.webhook(view.projectId, view.webhookId);
      const sealed = await this.automation.sealedSecret(view.webhookId);
      const build = await this.builds.byId(view.buildId);
      // A removed webhook's deliveries are cancelled by the projection; a lagging builds model is waited for.
      if (!webhook || !sealed || !build || build.pending) return;

      const body = JSON.stringify(this.presenter.present(build));
      const result = await sendWebhook({
        url: webhook.url,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'x-octavo-event': view.event,
          'x-octavo-delivery': view.id,
          'x-octavo-signature': signatureFor(body, this.secrets.open(sealed)),
        },
        allowPrivate: this.config.webhookAllowPrivate,
        timeoutMs: this.config.webhookTimeoutMs,
      });
      await this.executor.execute(
        webhookStream(view.webhookId),
        WebhookDeliveriesAggregate,
        (current) =>
          decideRecordAttempt(
            current,
            { webhookId: view.webhookId, projectId: view.projectId, buildId: view.buildId },
            { deliveryId: view.id, attempt: delivery.attempts + 1, ...result },
            { maxAttempts: this.config.webhookMaxAttempts, baseDelayMs: this.config.webhookRetryBaseMs },
            this.clock.now(),
          ),
        { actor: 'automation', correlationId: `webhook-delivery:${view.id}` },
      );
    } finally {
      this.inFlight.delete(view.id);
    }
  }
}
