import { upcastCancellation } from './build';
import { EventTypeName, EventTypes, UpcastableEvent } from './event-types';

/**
 * Maps what older code wrote to what current code reads. It must return an event it does not recognise as old
 * unchanged (the same object), and may change the type: the new type's upcaster then applies in turn.
 */
export type Upcast = <E extends UpcastableEvent>(event: E) => E;

export interface EventDefinition {
  readonly type: EventTypeName;
  /** Schema version written with new events of this type. */
  readonly version: number;
  readonly upcast?: Upcast;
}

const upcasters: Partial<Record<EventTypeName, Upcast>> = {
  FormatStatusChanged: upcastCancellation,
};

/** Every persisted event type with its schema version and, where older payloads exist, its upcaster. */
export const eventRegistry: ReadonlyMap<string, EventDefinition> = new Map(
  Object.values(EventTypes).map((definition): [string, EventDefinition] => {
    const upcast = upcasters[definition.type];
    return [definition.type, upcast ? { ...definition, upcast } : { ...definition }];
  }),
);

/** The most upcasts one event may go through: more means two upcasters hand an event back and forth. */
const MAX_UPCASTS = 8;

/** A stored event as current code reads it; unknown types pass through unchanged. */
export function upcastEvent<E extends UpcastableEvent>(event: E): E {
  let current = event;
  for (let step = 0; step < MAX_UPCASTS; step++) {
    const upcast = eventRegistry.get(current.type)?.upcast;
    if (!upcast) return current;
    const next = upcast(current);
    if (next === current) return current;
    current = next;
  }
  throw new Error(`event type ${event.type} is upcast more than ${MAX_UPCASTS} times; the upcasters loop`);
}
