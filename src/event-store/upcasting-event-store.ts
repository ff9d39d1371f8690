import { upcastEvent } from '../domain/event-registry';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.port';

/**
 * The event store every reader gets (bound to EVENT_STORE): any adapter, with each event read back upcast
 * through the event registry, so deciders, projections and reactors see only current event shapes while the
 * log keeps what was written. Appends pass through untouched.
 */
export class UpcastingEventStore implements EventStore {
  constructor(private readonly inner: EventStore) {}

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(streamId, events, expected);
  }

  async readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
    return (await this.inner.readStream(streamId, options)).map(upcastEvent);
  }

  async readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]> {
    return (await this.inner.readAll(options)).map(upcastEvent);
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  subscribe(options: SubscribeOptions): Subscription {
    return this.inner.subscribe({
      ...options,
      onEvents: (events) => options.onEvents(events.map(upcastEvent)),
    });
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
