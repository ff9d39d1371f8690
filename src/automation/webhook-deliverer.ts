import { foldStream } from '../domain/command-executor';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WebhookDeliveryView } from '../../projections/automation-read-models';
import { BuildPresenter } from '../api/build-presenter';
import { BuildsQueries } from '../builds/builds.queries';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { decideRecordAttempt, webhookStream } from '../domain/automation';
import { CLOCK, Clock, CommandExecutor } from '../domain/command-executor';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ProjectsQueries } from '../projects/projects.queries';
import { AutomationQueries } from './automation.queries';
import { WebhookDeliveriesAggregate } from './automation-aggregates';
import { WebhookSecretBox } from '../security/secret-box';
import { sendWebhook } from './webhook-sender';
import { signatureFor } from './webhook-signature';

/** Deliveries running at once in this process. */
const MAX_PARALLEL = 16;
/** Deliveries to one receiver (scheme, host and port) at once: a slow receiver holds at most this many. */
const MAX_PER_RECEIVER = 2;
/** Deliveries of one project at once: a project with many webhooks cannot take every slot. */
const MAX_PER_PROJECT = 4;
const USER_AGENT = 'Octavo-Webhooks/1';

/**
 * Sends due deliveries (from the read model) and records each attempt as an event; the attempt decides when
 * the next one is due. Which attempt is next is read from the webhook's stream, and a read model that has
 * not caught up with the last attempt is waited for, so one process never sends the same attempt twice.
 * Several worker processes may race on one attempt; receivers dedupe on `X-Octavo-Delivery`.
 *
 * Deliveries are independent: each starts as soon as a slot is free and nothing waits for a batch, so a
 * receiver that answers slowly (each attempt has a total deadline) delays only its own deliveries. Slots are
 * shared fairly: due deliveries are taken round-robin across projects, within caps per project and per
 * receiver.
 */
@Injectable()
export class WebhookDeliverer {
  private readonly logger = new Logger('WebhookDeliverer');
  private readonly running = new Map<string, { project: string; receiver: string; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  /** A slot came free while a round was running: run another right after it. */
  private again = false;

  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AutomationQueries) private readonly automation: AutomationQueries,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(BuildPresenter) private readonly presenter: BuildPresenter,
    @Inject(WebhookSecretBox) private readonly secrets: WebhookSecretBox,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
  ) {}

  start(): void {
    const every = Math.min(1000, Math.max(100, Math.floor(this.config.webhookRetryBaseMs / 2)));
    this.timer = setInterval(() => this.round(), every);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /** One scheduling round now, or right after the one under way. */
  private round(): void {
    if (!this.timer) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((error) => this.logger.error('webhook delivery round failed', error))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.round();
        }
      });
  }

  /** Starts due deliveries into free slots, round-robin across projects; waits for none of them. */
  private async tick(): Promise<void> {
    if (this.running.size >= MAX_PARALLEL) return;
    const now = this.clock.now().toISOString();
    const due = (await this.automation.pendingDeliveries()).filter(
      (d) => !this.running.has(d.id) && d.nextAttemptAt !== null && d.nextAttemptAt <= now,
    );
    for (const view of fairOrder(due)) {
      if (!this.timer || this.running.size >= MAX_PARALLEL) return;
      if (this.count('project', view.projectId) >= MAX_PER_PROJECT) continue;
      const webhook = await this.automation.webhook(view.projectId, view.webhookId);
      if (!webhook) continue;
      const receiver = receiverOf(webhook.url);
      if (this.count('receiver', receiver) >= MAX_PER_RECEIVER) continue;
      const done = this.deliver(view)
        .catch((error) => this.logger.error(`webhook delivery ${view.id} failed`, error))
        .finally(() => {
          this.running.delete(view.id);
          this.round();
        });
      this.running.set(view.id, { project: view.projectId, receiver, done });
    }
  }

  private count(kind: 'project' | 'receiver', key: string): number {
    let n = 0;
    for (const running of this.running.values()) if (running[kind] === key) n++;
    return n;
  }

  private async deliver(view: WebhookDeliveryView): Promise<void> {
    const history = await this.events.readStream(webhookStream(view.webhookId));
    const state = foldStream(WebhookDeliveriesAggregate, history);
    const delivery = state.deliveries.get(view.id);
    // Final, or the read model has not seen the last attempt yet (its nextAttemptAt may be stale).
    if (!delivery || delivery.final || delivery.attempts !== view.attempts.length) return;
    const webhook = await this.automation.webhook(view.projectId, view.webhookId);
    const sealed = await this.automation.sealedSecret(view.webhookId);
    const build = await this.builds.byId(view.buildId);
    // A removed webhook's deliveries are cancelled by the projection; a lagging builds model is waited for.
    if (!webhook || !sealed || !build || build.pending) return;

    const project = await this.projects.byId(view.projectId);
    if (!project) return;
    const body = JSON.stringify(this.presenter.present(build, undefined, project.accessEpoch ?? 0));
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
  }
}

/** Where a webhook's requests go: its origin (scheme, host, port). */
function receiverOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Due deliveries, oldest first within each project, taken one project at a time in turn. */
export function fairOrder(due: readonly WebhookDeliveryView[]): WebhookDeliveryView[] {
  const byProject = new Map<string, WebhookDeliveryView[]>();
  for (const view of due) {
    const list = byProject.get(view.projectId) ?? [];
    list.push(view);
    byProject.set(view.projectId, list);
  }
  const queues = [...byProject.values()];
  const ordered: WebhookDeliveryView[] = [];
  for (let i = 0; ordered.length < due.length; i++) {
    for (const queue of queues) if (i < queue.length) ordered.push(queue[i]);
  }
  return ordered;
}
