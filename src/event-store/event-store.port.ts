export const EVENT_STORE = Symbol('EVENT_STORE');

/** Who and why: carried by every persisted event (CONTRACT section 6). */
export interface EventMetadata {
  eventId: string;
  occurredAt: string;
  actor: string | null;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
}

export interface NewEvent<D = Record<string, unknown>> {
  type: string;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<D = Record<string, unknown>> extends NewEvent<D> {
  streamId: string;
  /** 0-based position of the event inside its stream. */
  revision: number;
  /** Position in the global log; strictly increasing, never reused. */
  position: number;
}

/** `no_stream`: the stream must not exist; a number: the revision of the stream's last event. */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  nextExpectedRevision: number;
  /** Global position of the last event of this append. */
  position: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events with a position strictly greater than this (0 = from the beginning). */
  after: number;
  batchSize?: number;
  onEvents(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /** Events with position > after, oldest first. */
  readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]>;
  headPosition(): Promise<number>;
  /** Catch-up from `after`, then live: handler calls never overlap and arrive in position order. */
  subscribe(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevision extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamId} expected at revision ${String(expected)} but is at ${String(actual)}`);
    this.name = 'WrongExpectedRevision';
  }
}

/** An append reused an eventId that already exists with different content or in another place. */
export class DuplicateEventId extends Error {
  constructor(readonly eventId: string) {
    super(`event id ${eventId} was already used by a different append`);
    this.name = 'DuplicateEventId';
  }
}

export function revisionOf(events: RecordedEvent[]): number | 'no_stream' {
  return events.length === 0 ? 'no_stream' : events[events.length - 1].revision;
}
