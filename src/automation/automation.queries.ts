import { Inject, Injectable } from '@nestjs/common';
import {
  AutoBuildSettingsView,
  AutoBuildTriggerView,
  AutomationCollections as C,
  WebhookDeliveryView,
  WebhookSecretView,
  WebhookView,
} from '../../projections/automation-read-models';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';

@Injectable()
export class AutomationQueries {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  autoBuildSettings(projectId: string): Promise<AutoBuildSettingsView | null> {
    return this.store.get<AutoBuildSettingsView>(C.autoBuildSettings, projectId);
  }

  trigger(pushEventId: string): Promise<AutoBuildTriggerView | null> {
    return this.store.get<AutoBuildTriggerView>(C.autoBuildTriggers, pushEventId);
  }

  webhooksOf(projectId: string): Promise<WebhookView[]> {
    return this.store.find<WebhookView>(C.webhooks, {
      where: { projectId },
      orderBy: [['createdAt', 'asc']],
    });
  }

  async webhook(projectId: string, webhookId: string): Promise<WebhookView | null> {
    const webhook = await this.store.get<WebhookView>(C.webhooks, webhookId);
    return webhook && webhook.projectId === projectId ? webhook : null;
  }

  /** Only the deliverer reads this: the encrypted secret, never shown. */
  async sealedSecret(webhookId: string): Promise<string | null> {
    return (await this.store.get<WebhookSecretView>(C.webhookSecrets, webhookId))?.secretCiphertext ?? null;
  }

  deliveriesOf(webhookId: string, page: number, perPage: number): Promise<WebhookDeliveryView[]> {
    return this.store.find<WebhookDeliveryView>(C.webhookDeliveries, {
      where: { webhookId },
      orderBy: [['createdAt', 'desc']],
      limit: perPage,
      offset: (page - 1) * perPage,
    });
  }

  delivery(deliveryId: string): Promise<WebhookDeliveryView | null> {
    return this.store.get<WebhookDeliveryView>(C.webhookDeliveries, deliveryId);
  }

  /** Deliveries that are still to be (re)tried, soonest first. */
  async pendingDeliveries(): Promise<WebhookDeliveryView[]> {
    const pending = await this.store.find<WebhookDeliveryView>(C.webhookDeliveries, {
      where: { pending: true },
    });
    return pending.sort((a, b) => (a.nextAttemptAt ?? '').localeCompare(b.nextAttemptAt ?? ''));
  }
}
