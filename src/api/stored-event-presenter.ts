import type { RecordedEvent } from '../event-store/event-store.port';
import { answerSchema, objectOf } from './answer-schema';

/** An event of the audit log with its place in it (CONTRACT section 6), as `presentStoredEvent` shapes it. */
export const STORED_EVENT_SCHEMA = answerSchema(
  'StoredEvent',
  objectOf({
    type: { type: 'string', examples: ['BuildRequested', 'FormatStatusChanged'] },
    data: { type: 'object', description: "the event's payload; its shape depends on `type`" },
    metadata: objectOf({
      eventId: { type: 'string' },
      occurredAt: { type: 'string', format: 'date-time' },
      actor: {
        type: ['string', 'null'],
        description: 'who: a username, or a part of the server (`worker`); null when nobody in particular',
      },
      correlationId: { type: 'string' },
      causationId: { type: ['string', 'null'] },
      schemaVersion: { type: 'integer' },
    }),
    stream: { type: 'string', examples: ['build-42'] },
    revision: { type: 'integer', description: '0-based position in its stream' },
    position: { type: 'integer', description: 'position in the whole log' },
  }),
);

export function presentStoredEvent(event: RecordedEvent) {
  return {
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    stream: event.streamId,
    revision: event.revision,
    position: event.position,
  };
}
