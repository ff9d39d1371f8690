import { EventMetadata, RecordedEvent } from '../src/event-store/event-store.port';
import {
  AutoBuildConfiguredData,
  isAutomationEvent,
  isDeliveryEvent,
  WebhookAddedData,
} from '../src/domain/automation';
import { isBuildEvent } from '../src/domain/build';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import {
  AutoBuildSettingsView,
  AutoBuildTriggerView,
  AutomationCollections as C,
  DeliveryStatus,
  WebhookDeliveryView,
  WebhookSecretView,
  WebhookView,
} from './automation-read-models';
import { Projection } from './projection';

/** Builds requested by auto-build carry this correlation id prefix followed by the BranchPushed event id. */
export const AUTO_BUILD_CORRELATION_PREFIX = 'auto-build:';

/** The webhook's document as WebhookAdded makes it (also AddWebhook's answer while this projection lags). */
export function addedWebhookView(d: WebhookAddedData, metadata: EventMetadata): WebhookView {
  return {
    id: d.webhookId,
    projectId: d.projectId,
    url: d.url,
    events: d.events,
    createdAt: metadata.occurredAt,
    createdBy: metadata.actor,
    lastDelivery: null,
    pendingDeliveryIds: [],
  };
}

/**
 * Auto-build settings as AutoBuildConfigured makes them, keeping the last trigger (also ConfigureAutoBuild's
 * answer while this projection lags).
 */
export function configuredAutoBuildView(
  d: AutoBuildConfiguredData,
  metadata: EventMetadata,
  lastTrigger: AutoBuildTriggerView | null,
): AutoBuildSettingsView {
  return {
    id: d.projectId,
    enabled: d.enabled,
    branches: d.branches,
    formats: d.formats,
    updatedAt: metadata.occurredAt,
    updatedBy: metadata.actor,
    lastTrigger,
  };
}

/** Auto-build settings and outcomes, webhooks (secrets apart) and their delivery log. */
export class AutomationProjection implements Projection {
  readonly name = 'automation';
  readonly collections = Object.values(C);
  readonly indexes = [
    [C.webhooks, ['projectId']],
    [C.webhookDeliveries, ['pending']],
    [C.webhookDeliveries, ['webhookId', 'createdAt']],
  ] as const satisfies ReadonlyArray<readonly [string, string[]]>;

  async apply(stored: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    if (!isAutomationEvent(stored) && !isDeliveryEvent(stored) && !isBuildEvent(stored)) return;
    const event = stored;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'AutoBuildConfigured': {
        const d = event.data;
        const previous = await tx.get<AutoBuildSettingsView>(C.autoBuildSettings, d.projectId);
        const settings = configuredAutoBuildView(d, event.metadata, previous?.lastTrigger ?? null);
        tx.put(C.autoBuildSettings, d.projectId, settings);
        break;
      }
      case 'BuildRequested': {
        const correlation = event.metadata.correlationId;
        if (!correlation.startsWith(AUTO_BUILD_CORRELATION_PREFIX)) break;
        const d = event.data;
        await this.recordTrigger(tx, {
          id: correlation.slice(AUTO_BUILD_CORRELATION_PREFIX.length),
          projectId: d.projectId,
          branch: d.branch,
          commit: d.commit,
          at,
          buildId: d.buildId,
          error: null,
          message: null,
        });
        break;
      }
      case 'AutoBuildRejected': {
        const d = event.data;
        await this.recordTrigger(tx, {
          id: d.pushEventId,
          projectId: d.projectId,
          branch: d.branch,
          commit: d.commit,
          at,
          buildId: null,
          error: d.error,
          message: d.message,
        });
        break;
      }
      case 'WebhookAdded': {
        const d = event.data;
        tx.put(C.webhooks, d.webhookId, addedWebhookView(d, event.metadata));
        tx.put(C.webhookSecrets, d.webhookId, {
          id: d.webhookId,
          secretCiphertext: d.secretCiphertext,
        } satisfies WebhookSecretView);
        break;
      }
      case 'WebhookRemoved': {
        const d = event.data;
        const webhook = await tx.get<WebhookView>(C.webhooks, d.webhookId);
        for (const id of webhook?.pendingDeliveryIds ?? []) {
          const delivery = await tx.get<WebhookDeliveryView>(C.webhookDeliveries, id);
          if (delivery?.pending) {
            tx.put(C.webhookDeliveries, id, {
              ...delivery,
              status: 'cancelled',
              pending: false,
              nextAttemptAt: null,
            });
          }
        }
        tx.delete(C.webhooks, d.webhookId);
        tx.delete(C.webhookSecrets, d.webhookId);
        break;
      }
      case 'WebhookDeliveryScheduled': {
        const d = event.data;
        const webhook = await tx.get<WebhookView>(C.webhooks, d.webhookId);
        const delivery: WebhookDeliveryView = {
          id: d.deliveryId,
          webhookId: d.webhookId,
          projectId: d.projectId,
          buildId: d.buildId,
          event: d.event,
          status: webhook ? 'pending' : 'cancelled',
          pending: !!webhook,
          createdAt: at,
          nextAttemptAt: webhook ? at : null,
          attempts: [],
        };
        tx.put(C.webhookDeliveries, d.deliveryId, delivery);
        if (webhook) {
          tx.put(C.webhooks, webhook.id, {
            ...webhook,
            pendingDeliveryIds: [...webhook.pendingDeliveryIds, d.deliveryId],
          });
        }
        break;
      }
      case 'WebhookDeliveryAttempted': {
        const d = event.data;
        const delivery = await tx.get<WebhookDeliveryView>(C.webhookDeliveries, d.deliveryId);
        if (!delivery) break;
        const status: DeliveryStatus =
          d.nextAttemptAt !== null ? 'pending' : d.outcome === 'delivered' ? 'delivered' : d.outcome;
        const attempt = { attempt: d.attempt, at, outcome: d.outcome, durationMs: d.durationMs } as const;
        tx.put(C.webhookDeliveries, d.deliveryId, {
          ...delivery,
          status: delivery.status === 'cancelled' ? 'cancelled' : status,
          pending: delivery.status !== 'cancelled' && status === 'pending',
          nextAttemptAt: delivery.status === 'cancelled' ? null : d.nextAttemptAt,
          attempts: [
            ...delivery.attempts,
            {
              ...attempt,
              ...(d.statusCode !== undefined ? { statusCode: d.statusCode } : {}),
              ...(d.error !== undefined ? { error: d.error } : {}),
            },
          ],
        } satisfies WebhookDeliveryView);
        const webhook = await tx.get<WebhookView>(C.webhooks, d.webhookId);
        if (webhook) {
          tx.put(C.webhooks, webhook.id, {
            ...webhook,
            lastDelivery: {
              deliveryId: d.deliveryId,
              buildId: d.buildId,
              status,
              at,
              ...(d.statusCode !== undefined ? { statusCode: d.statusCode } : {}),
            },
            pendingDeliveryIds:
              status === 'pending'
                ? webhook.pendingDeliveryIds
                : webhook.pendingDeliveryIds.filter((id) => id !== d.deliveryId),
          } satisfies WebhookView);
        }
        break;
      }
    }
  }

  private async recordTrigger(tx: ReadModelTransaction, trigger: AutoBuildTriggerView): Promise<void> {
    tx.put(C.autoBuildTriggers, trigger.id, trigger);
    const settings = await tx.get<AutoBuildSettingsView>(C.autoBuildSettings, trigger.projectId);
    if (settings) tx.put(C.autoBuildSettings, settings.id, { ...settings, lastTrigger: trigger });
  }
}
