/**
 * Persisted event types: the string and schema version are the stored contract (CONTRACT section 6), never
 * derived from class names. Bump the version when a payload's shape changes and teach readers the old one.
 */
export const EventTypes = {
  UserRegistered: { type: 'UserRegistered', version: 1 },
  PasswordChanged: { type: 'PasswordChanged', version: 1 },
  ApiTokenIssued: { type: 'ApiTokenIssued', version: 1 },
  ApiTokenRevoked: { type: 'ApiTokenRevoked', version: 1 },
  ApiTokenUsed: { type: 'ApiTokenUsed', version: 1 },
  SshKeyAdded: { type: 'SshKeyAdded', version: 1 },
  SshKeyRemoved: { type: 'SshKeyRemoved', version: 1 },
  WebSessionStarted: { type: 'WebSessionStarted', version: 1 },
  WebSessionEnded: { type: 'WebSessionEnded', version: 1 },
  AccountDeleted: { type: 'AccountDeleted', version: 1 },
  ProjectCreated: { type: 'ProjectCreated', version: 1 },
  ProjectDeleted: { type: 'ProjectDeleted', version: 1 },
  ProjectVisibilityChanged: { type: 'ProjectVisibilityChanged', version: 1 },
  CollaboratorAdded: { type: 'CollaboratorAdded', version: 1 },
  CollaboratorRemoved: { type: 'CollaboratorRemoved', version: 1 },
  BranchPushed: { type: 'BranchPushed', version: 1 },
  DefaultBranchChanged: { type: 'DefaultBranchChanged', version: 1 },
  BuildRequested: { type: 'BuildRequested', version: 1 },
  FormatStatusChanged: { type: 'FormatStatusChanged', version: 1 },
  FormatCancelled: { type: 'FormatCancelled', version: 1 },
  FormatRenderRetried: { type: 'FormatRenderRetried', version: 1 },
  SitePublished: { type: 'SitePublished', version: 1 },
  AutoBuildConfigured: { type: 'AutoBuildConfigured', version: 1 },
  AutoBuildRejected: { type: 'AutoBuildRejected', version: 1 },
  PushNotBuilt: { type: 'PushNotBuilt', version: 1 },
  WebhookAdded: { type: 'WebhookAdded', version: 1 },
  WebhookRemoved: { type: 'WebhookRemoved', version: 1 },
  WebhookDeliveryScheduled: { type: 'WebhookDeliveryScheduled', version: 1 },
  WebhookDeliveryAttempted: { type: 'WebhookDeliveryAttempted', version: 1 },
  IdempotencyKeyClaimed: { type: 'IdempotencyKeyClaimed', version: 1 },
  IdempotentAnswerRecorded: { type: 'IdempotentAnswerRecorded', version: 1 },
  IdempotencyKeyReleased: { type: 'IdempotencyKeyReleased', version: 1 },
} as const;

export type EventTypeName = keyof typeof EventTypes;

/**
 * Every stream Octavo writes, by kind: the one registry. Event stores refuse a stream outside it (the
 * EventStoreDB adapter reads only these prefixes back from `$all`), so a new kind must be added here.
 */
export const streams = {
  user: (userId: string) => `user-${userId}`,
  project: (projectId: string) => `project-${projectId}`,
  build: (buildId: number) => `build-${buildId}`,
  /** One per webhook: its deliveries. */
  webhook: (webhookId: string) => `webhook-${webhookId}`,
  /** One per caller and Idempotency-Key (named by a hash of both): the key's claim and first answer. */
  idempotency: (keyHash: string) => `idempotency-${keyHash}`,
};

/** The prefix of every stream kind in `streams` ("user-", "project-" …). */
export const STREAM_PREFIXES: readonly string[] = Object.values(streams).map((make) =>
  (make as (id: never) => string)('' as never).replace(/[^-]*$/, ''),
);

export function isOctavoStream(streamId: string, prefixes: readonly string[] = STREAM_PREFIXES): boolean {
  return prefixes.some((prefix) => streamId.startsWith(prefix) && streamId.length > prefix.length);
}

/** What every event store does before an append: refuse a stream outside the registry, naming both. */
export function requireOctavoStream(streamId: string, prefixes: readonly string[] = STREAM_PREFIXES): void {
  if (!isOctavoStream(streamId, prefixes)) {
    throw new Error(`stream ${streamId} does not start with one of ${prefixes.join(', ')}`);
  }
}

/** What a decide function returns: event payloads with their type; the envelope is added by the handler. */
export interface DomainEvent<T extends EventTypeName = EventTypeName, D = Record<string, unknown>> {
  type: T;
  data: D;
}

/** A rejected command: `code` is the API's stable error code, `message` tells the user what to do. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 422,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The part of a stored event an upcaster reads and rewrites (the envelope's other fields pass through). */
export interface UpcastableEvent {
  type: string;
  data: unknown;
  metadata: { schemaVersion: number };
}

/** Any stored or decided event, before it is known which kind it is. */
export interface UntypedEvent {
  type: string;
  data: unknown;
}

/**
 * The guard that takes a stored event for one kind's union by its type: the one place payloads are trusted as
 * their type's current shape (every read goes through the upcasting event store). `types` must name every
 * type of the union and no other (checked at compile time), so a type added to a union is never missed here.
 */
export function eventGuard<E extends UntypedEvent>(types: { readonly [K in E['type']]: true }) {
  const known: ReadonlySet<string> = new Set(Object.keys(types));
  return (event: UntypedEvent): event is E => known.has(event.type);
}
