import { Inject, Injectable } from '@nestjs/common';
import {
  AutoBuildSettingsView,
  WebhookDeliveryView,
  WebhookView,
} from '../../projections/automation-read-models';
import { answerSchema, objectOf } from '../api/answer-schema';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { FORMATS } from '../domain/build';
import { WEBHOOK_EVENTS } from '../domain/automation';

const time = { type: 'string', format: 'date-time' };
const nullableTime = { type: ['string', 'null'], format: 'date-time' };
const deliveryStatus = { enum: ['pending', 'delivered', 'failed', 'refused', 'cancelled'] };

/** A project's builds-on-push settings, as `AutomationPresenter.autoBuild` shapes them. */
export const AUTO_BUILD_SCHEMA = answerSchema(
  'AutoBuild',
  objectOf({
    enabled: { type: 'boolean' },
    branches: { type: 'array', items: { type: 'string' }, description: 'names or patterns with *' },
    formats: { type: 'array', items: { enum: [...FORMATS] } },
    updated_at: { ...nullableTime, description: 'null: never configured' },
    last_trigger: {
      ...objectOf(
        {
          branch: { type: 'string' },
          commit: { type: 'string' },
          at: time,
          build_id: { type: ['integer', 'null'], description: 'null when no build was started' },
          build_url: { type: ['string', 'null'] },
          error: { type: 'string', description: 'why no build was started' },
          message: { type: ['string', 'null'] },
        },
        ['error', 'message'],
      ),
      type: ['object', 'null'],
      description: 'the latest push auto-build reacted to; null before the first',
    },
  }),
);

/** A webhook, as `AutomationPresenter.webhook` shapes it: never its secret. */
export const WEBHOOK_SCHEMA = answerSchema(
  'Webhook',
  objectOf({
    id: { type: 'string' },
    url: { type: 'string' },
    events: { type: 'array', items: { enum: [...WEBHOOK_EVENTS] } },
    active: { type: 'boolean' },
    created_at: time,
    deliveries_url: { type: 'string' },
    last_delivery: {
      ...objectOf(
        {
          id: { type: 'string' },
          build_id: { type: 'integer' },
          status: deliveryStatus,
          at: time,
          status_code: { type: 'integer', description: "the receiver's HTTP status, when it answered" },
        },
        ['status_code'],
      ),
      type: ['object', 'null'],
    },
  }),
);

/** One delivery of a webhook with every attempt, as `AutomationPresenter.delivery` shapes it. */
export const WEBHOOK_DELIVERY_SCHEMA = answerSchema(
  'WebhookDelivery',
  objectOf({
    id: { type: 'string' },
    webhook_id: { type: 'string' },
    event: { enum: [...WEBHOOK_EVENTS] },
    build_id: { type: 'integer' },
    status: deliveryStatus,
    created_at: time,
    next_attempt_at: { ...nullableTime, description: 'when pending: the next try' },
    attempts: {
      type: 'array',
      items: objectOf(
        {
          attempt: { type: 'integer', description: '1 = the first' },
          at: time,
          outcome: { enum: ['delivered', 'failed', 'refused'] },
          status_code: { type: 'integer' },
          error: { type: 'string' },
          duration_ms: { type: 'number' },
        },
        ['status_code', 'error'],
      ),
    },
  }),
);

/** API shapes of auto-build settings, webhooks and deliveries; a webhook's secret is never among them. */
@Injectable()
export class AutomationPresenter {
  constructor(@Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig) {}

  autoBuild(settings: AutoBuildSettingsView | null) {
    const trigger = settings?.lastTrigger ?? null;
    return {
      enabled: settings?.enabled ?? false,
      branches: settings?.branches ?? [],
      formats: settings?.formats ?? [],
      updated_at: settings?.updatedAt ?? null,
      last_trigger: trigger && {
        branch: trigger.branch,
        commit: trigger.commit,
        at: trigger.at,
        build_id: trigger.buildId,
        build_url: trigger.buildId === null ? null : `${this.config.baseUrl}/api/builds/${trigger.buildId}`,
        ...(trigger.error ? { error: trigger.error, message: trigger.message } : {}),
      },
    };
  }

  webhook(webhook: WebhookView, projectFullName: string) {
    const last = webhook.lastDelivery;
    return {
      id: webhook.id,
      url: webhook.url,
      events: webhook.events,
      active: true,
      created_at: webhook.createdAt,
      deliveries_url: `${this.config.baseUrl}/api/projects/${projectFullName}/webhooks/${webhook.id}/deliveries`,
      last_delivery: last && {
        id: last.deliveryId,
        build_id: last.buildId,
        status: last.status,
        at: last.at,
        ...(last.statusCode !== undefined ? { status_code: last.statusCode } : {}),
      },
    };
  }

  delivery(delivery: WebhookDeliveryView) {
    return {
      id: delivery.id,
      webhook_id: delivery.webhookId,
      event: delivery.event,
      build_id: delivery.buildId,
      status: delivery.status,
      created_at: delivery.createdAt,
      next_attempt_at: delivery.nextAttemptAt,
      attempts: delivery.attempts.map((a) => ({
        attempt: a.attempt,
        at: a.at,
        outcome: a.outcome,
        ...(a.statusCode !== undefined ? { status_code: a.statusCode } : {}),
        ...(a.error !== undefined ? { error: a.error } : {}),
        duration_ms: a.durationMs,
      })),
    };
  }
}
