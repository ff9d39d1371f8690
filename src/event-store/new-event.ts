import { randomUUID } from 'node:crypto';
import { EventMetadata, NewEvent } from './event-store.port';

export interface EventContext {
  actor: string | null;
  correlationId: string;
  causationId: string | null;
  now: Date;
  newId(): string;
}

/** Builds an envelope; the schema version comes from the event's registered definition. */
export function newEvent<D>(
  type: string,
  schemaVersion: number,
  data: D,
  context: EventContext,
): NewEvent<D> {
  const metadata: EventMetadata = {
    eventId: context.newId(),
    occurredAt: context.now.toISOString(),
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId,
    schemaVersion,
  };
  return { type, data, metadata };
}

export function testEventContext(overrides: Partial<EventContext> = {}): EventContext {
  return {
    actor: 'test',
    correlationId: randomUUID(),
    causationId: null,
    now: new Date('2026-01-01T00:00:00Z'),
    newId: () => randomUUID(),
    ...overrides,
  };
}
