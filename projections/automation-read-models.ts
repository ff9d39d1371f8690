import type { Format } from '../src/domain/build';
import type { DeliveryOutcome, WebhookEvent } from '../src/domain/automation';

/** Document shapes the automation projection writes and the automation queries read. */
export const AutomationCollections = {
  autoBuildSettings: 'auto_build_settings',
  autoBuildTriggers: 'auto_build_triggers',
  webhooks: 'webhooks',
  /** Kept apart from `webhooks` so nothing that lists webhooks can show even the encrypted secret. */
  webhookSecrets: 'webhook_secrets',
  webhookDeliveries: 'webhook_deliveries',
} as const;

/** What happened to the latest push auto-build reacted to. */
export interface AutoBuildTriggerView {
  /** The BranchPushed event id. */
  id: string;
  projectId: string;
  branch: string;
  commit: string;
  at: string;
  buildId: number | null;
  error: string | null;
  message: string | null;
}

export interface AutoBuildSettingsView {
  /** The project id. */
  id: string;
  enabled: boolean;
  branches: string[];
  formats: Format[];
  updatedAt: string;
  updatedBy: string | null;
  lastTrigger: AutoBuildTriggerView | null;
}

export interface DeliverySummaryView {
  deliveryId: string;
  buildId: number;
  status: DeliveryStatus;
  at: string;
  statusCode?: number;
}

export interface WebhookView {
  id: string;
  projectId: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  createdBy: string | null;
  lastDelivery: DeliverySummaryView | null;
  /** Deliveries still retrying: cancelled when the webhook is removed. */
  pendingDeliveryIds: string[];
}

export interface WebhookSecretView {
  id: string;
  secretCiphertext: string;
}

/** `pending` until delivered, given up (`failed`), refused (SSRF) or cancelled (webhook removed). */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'refused' | 'cancelled';

export interface DeliveryAttemptView {
  attempt: number;
  at: string;
  outcome: DeliveryOutcome;
  statusCode?: number;
  error?: string;
  durationMs: number;
}

export interface WebhookDeliveryView {
  id: string;
  webhookId: string;
  projectId: string;
  buildId: number;
  event: WebhookEvent;
  status: DeliveryStatus;
  /** Indexed: the deliverer looks for these. */
  pending: boolean;
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: DeliveryAttemptView[];
}
