import type { AutomationEvent, DeliveryEvent } from './automation';
import type { BuildEvent } from './build';
import type { EventTypeName } from './event-types';
import type { IdempotencyEvent } from './idempotency';
import type { ProjectEvent } from './project';
import type { PushOutcomeEvent } from './push-outcome';
import type { SiteEvent } from './site';
import type { UserEvent } from './user';

/** Every event Octavo stores, discriminated by `type`, each with its payload's current shape. */
export type OctavoEvent =
  | UserEvent
  | ProjectEvent
  | BuildEvent
  | AutomationEvent
  | DeliveryEvent
  | SiteEvent
  | PushOutcomeEvent
  | IdempotencyEvent;

/** Fails to compile when an event type in the registry has no payload in the union, or the other way round. */
type Missing<A, B> = [Exclude<A, B>] extends [never] ? true : { missing: Exclude<A, B> };
export const everyRegisteredTypeHasAPayload: Missing<EventTypeName, OctavoEvent['type']> = true;
export const everyPayloadIsRegistered: Missing<OctavoEvent['type'], EventTypeName> = true;
