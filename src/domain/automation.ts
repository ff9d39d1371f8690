import { Format } from './build';
import { DomainError, DomainEvent, eventGuard, streams } from './event-types';
import { isProjectEvent, ProjectEvent } from './project';

/** What a webhook can subscribe to; `build.finished` fires once every format of a build is final. */
export const WEBHOOK_EVENTS = ['build.finished'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** More than this many webhooks on one project is almost certainly a mistake (or abuse). */
export const MAX_WEBHOOKS_PER_PROJECT = 20;

export interface AutoBuildConfiguredData {
  projectId: string;
  enabled: boolean;
  /** Branch names; `*` matches any run of characters (`release/*`). */
  branches: string[];
  formats: Format[];
}

export interface AutoBuildRejectedData {
  projectId: string;
  branch: string;
  commit: string;
  /** The BranchPushed event that asked for the build. */
  pushEventId: string;
  error: string;
  message: string;
}

export interface WebhookAddedData {
  projectId: string;
  webhookId: string;
  url: string;
  events: WebhookEvent[];
  /** The signing secret, encrypted with the server's webhook key; never the plain secret. */
  secretCiphertext: string;
}

export interface WebhookRemovedData {
  projectId: string;
  webhookId: string;
}

export interface AutoBuildSettings {
  enabled: boolean;
  branches: string[];
  formats: Format[];
}

export interface WebhookState {
  url: string;
  events: WebhookEvent[];
  secretCiphertext: string;
}

/** The automation side of a project, folded from the project stream. */
export interface AutomationState {
  exists: boolean;
  deleted: boolean;
  defaultBranch: string;
  autoBuild: AutoBuildSettings;
  webhooks: Map<string, WebhookState>;
}

export const initialAutomationState = (): AutomationState => ({
  exists: false,
  deleted: false,
  defaultBranch: '',
  autoBuild: { enabled: false, branches: [], formats: [] },
  webhooks: new Map(),
});

/** Automation's own events on a project's stream, with their payloads. */
export type AutomationEvent =
  | { type: 'AutoBuildConfigured'; data: AutoBuildConfiguredData }
  | { type: 'AutoBuildRejected'; data: AutoBuildRejectedData }
  | { type: 'WebhookAdded'; data: WebhookAddedData }
  | { type: 'WebhookRemoved'; data: WebhookRemovedData };

/** A webhook's delivery stream's events, with their payloads. */
export type DeliveryEvent =
  | { type: 'WebhookDeliveryScheduled'; data: WebhookDeliveryScheduledData }
  | { type: 'WebhookDeliveryAttempted'; data: WebhookDeliveryAttemptedData };

export const isAutomationEvent = eventGuard<AutomationEvent>({
  AutoBuildConfigured: true,
  AutoBuildRejected: true,
  WebhookAdded: true,
  WebhookRemoved: true,
});

export const isDeliveryEvent = eventGuard<DeliveryEvent>({
  WebhookDeliveryScheduled: true,
  WebhookDeliveryAttempted: true,
});

export function evolveAutomation(
  state: AutomationState,
  stored: { type: string; data: unknown },
): AutomationState {
  if (!isAutomationEvent(stored) && !isProjectEvent(stored)) return state;
  const event: AutomationEvent | ProjectEvent = stored;
  switch (event.type) {
    case 'ProjectCreated':
      return { ...state, exists: true, defaultBranch: event.data.defaultBranch };
    case 'ProjectDeleted':
      return { ...state, deleted: true };
    case 'DefaultBranchChanged':
      return { ...state, defaultBranch: event.data.branch };
    case 'AutoBuildConfigured': {
      const { enabled, branches, formats } = event.data;
      return { ...state, autoBuild: { enabled, branches: [...branches], formats: [...formats] } };
    }
    case 'WebhookAdded': {
      const data = event.data;
      const webhooks = new Map(state.webhooks);
      webhooks.set(data.webhookId, {
        url: data.url,
        events: [...data.events],
        secretCiphertext: data.secretCiphertext,
      });
      return { ...state, webhooks };
    }
    case 'WebhookRemoved': {
      const webhooks = new Map(state.webhooks);
      webhooks.delete(event.data.webhookId);
      return { ...state, webhooks };
    }
    default:
      return state;
  }
}

function requireLive(state: AutomationState): void {
  if (!state.exists || state.deleted) throw new DomainError('project_not_found', 'no such project', 404);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

export function decideConfigureAutoBuild(
  state: AutomationState,
  data: AutoBuildConfiguredData,
): DomainEvent[] {
  requireLive(state);
  if (data.enabled && (data.branches.length === 0 || data.formats.length === 0)) {
    throw new DomainError(
      'validation_failed',
      'an enabled auto-build needs at least one branch and one format',
      422,
      [
        ...(data.branches.length ? [] : [{ field: 'branches', message: 'name at least one branch' }]),
        ...(data.formats.length ? [] : [{ field: 'formats', message: 'name at least one format' }]),
      ],
    );
  }
  const current = state.autoBuild;
  if (
    current.enabled === data.enabled &&
    sameList(current.branches, data.branches) &&
    sameList(current.formats, data.formats)
  ) {
    return [];
  }
  return [{ type: 'AutoBuildConfigured', data: { ...data } }];
}

export function decideAddWebhook(state: AutomationState, data: WebhookAddedData): DomainEvent[] {
  requireLive(state);
  if (state.webhooks.has(data.webhookId)) return [];
  if ([...state.webhooks.values()].some((w) => w.url === data.url)) {
    throw new DomainError(
      'validation_failed',
      `a webhook for ${data.url} already exists on this project`,
      422,
      [
        {
          field: 'url',
          message: 'already registered; delete the existing webhook first to change its secret',
        },
      ],
    );
  }
  if (state.webhooks.size >= MAX_WEBHOOKS_PER_PROJECT) {
    throw new DomainError(
      'validation_failed',
      `a project can have at most ${MAX_WEBHOOKS_PER_PROJECT} webhooks; delete one you no longer use`,
      422,
      [{ field: 'url', message: `limit of ${MAX_WEBHOOKS_PER_PROJECT} webhooks reached` }],
    );
  }
  return [{ type: 'WebhookAdded', data: { ...data, events: [...data.events] } }];
}

export function decideRemoveWebhook(state: AutomationState, data: WebhookRemovedData): DomainEvent[] {
  requireLive(state);
  if (!state.webhooks.has(data.webhookId)) {
    throw new DomainError('webhook_not_found', `this project has no webhook ${data.webhookId}`, 404);
  }
  return [{ type: 'WebhookRemoved', data: { ...data } }];
}

/** An auto-build that could not be requested (no platform.json, …) is recorded so the owner can see why. */
export function decideRejectAutoBuild(state: AutomationState, data: AutoBuildRejectedData): DomainEvent[] {
  if (!state.exists || state.deleted) return [];
  return [{ type: 'AutoBuildRejected', data: { ...data } }];
}

function branchPattern(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** The formats a push to `branch` should build, or null when auto-build does not apply to it. */
export function autoBuildFormatsFor(settings: AutoBuildSettings, branch: string): Format[] | null {
  if (!settings.enabled || settings.formats.length === 0) return null;
  return settings.branches.some((pattern) => branchPattern(pattern).test(branch))
    ? [...settings.formats]
    : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Deliveries: one stream per webhook (`webhook-<id>`), one delivery per (webhook, build).
// ---------------------------------------------------------------------------------------------------------------

export type DeliveryOutcome = 'delivered' | 'failed' | 'refused';

export interface WebhookDeliveryScheduledData {
  webhookId: string;
  projectId: string;
  deliveryId: string;
  buildId: number;
  event: WebhookEvent;
}

export interface WebhookDeliveryAttemptedData {
  webhookId: string;
  projectId: string;
  deliveryId: string;
  buildId: number;
  attempt: number;
  outcome: DeliveryOutcome;
  statusCode?: number;
  error?: string;
  durationMs: number;
  /** When the next attempt is due; null when this attempt was the last (delivered, refused or given up). */
  nextAttemptAt: string | null;
}

export interface DeliveryState {
  attempts: number;
  final: boolean;
}

export interface WebhookDeliveriesState {
  deliveries: Map<string, DeliveryState>;
}

export const initialDeliveriesState = (): WebhookDeliveriesState => ({ deliveries: new Map() });

export function evolveDeliveries(
  state: WebhookDeliveriesState,
  stored: { type: string; data: unknown },
): WebhookDeliveriesState {
  if (!isDeliveryEvent(stored)) return state;
  const event: DeliveryEvent = stored;
  switch (event.type) {
    case 'WebhookDeliveryScheduled': {
      const data = event.data;
      const deliveries = new Map(state.deliveries);
      deliveries.set(data.deliveryId, { attempts: 0, final: false });
      return { deliveries };
    }
    case 'WebhookDeliveryAttempted': {
      const data = event.data;
      const deliveries = new Map(state.deliveries);
      deliveries.set(data.deliveryId, { attempts: data.attempt, final: data.nextAttemptAt === null });
      return { deliveries };
    }
    default:
      return state;
  }
}

export function decideScheduleDelivery(
  state: WebhookDeliveriesState,
  data: WebhookDeliveryScheduledData,
): DomainEvent[] {
  if (state.deliveries.has(data.deliveryId)) return [];
  return [{ type: 'WebhookDeliveryScheduled', data: { ...data } }];
}

export interface RetryPolicy {
  maxAttempts: number;
  /** The wait after the first failure; each later wait is four times the one before (capped at an hour). */
  baseDelayMs: number;
}

const MAX_DELAY_MS = 60 * 60 * 1000;

export function retryDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  return Math.min(MAX_DELAY_MS, policy.baseDelayMs * 4 ** (failedAttempt - 1));
}

export interface AttemptResult {
  deliveryId: string;
  attempt: number;
  outcome: DeliveryOutcome;
  statusCode?: number;
  error?: string;
  durationMs: number;
}

/**
 * Records one attempt and decides whether another follows. An attempt someone else already recorded (two
 * workers raced) or one after the delivery ended changes nothing.
 */
export function decideRecordAttempt(
  state: WebhookDeliveriesState,
  scheduled: Omit<WebhookDeliveryScheduledData, 'event' | 'deliveryId'>,
  result: AttemptResult,
  policy: RetryPolicy,
  now: Date,
): DomainEvent[] {
  const delivery = state.deliveries.get(result.deliveryId);
  if (!delivery) {
    throw new DomainError(
      'delivery_not_found',
      `webhook delivery ${result.deliveryId} was never scheduled`,
      404,
    );
  }
  if (delivery.final || result.attempt !== delivery.attempts + 1) return [];
  const retry = result.outcome === 'failed' && result.attempt < policy.maxAttempts;
  const data: WebhookDeliveryAttemptedData = {
    webhookId: scheduled.webhookId,
    projectId: scheduled.projectId,
    deliveryId: result.deliveryId,
    buildId: scheduled.buildId,
    attempt: result.attempt,
    outcome: result.outcome,
    durationMs: result.durationMs,
    nextAttemptAt: retry
      ? new Date(now.getTime() + retryDelayMs(policy, result.attempt)).toISOString()
      : null,
  };
  if (result.statusCode !== undefined) data.statusCode = result.statusCode;
  if (result.error !== undefined) data.error = result.error;
  return [{ type: 'WebhookDeliveryAttempted', data: { ...data } }];
}

/** Deliveries live in their own stream per webhook, so retries never contend with pushes to the project. */
export const webhookStream = (webhookId: string) => streams.webhook(webhookId);
