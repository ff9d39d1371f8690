import { Inject, Injectable } from '@nestjs/common';
import {
  AutoBuildSettingsView,
  WebhookDeliveryView,
  WebhookView,
} from '../../projections/automation-read-models';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';

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
