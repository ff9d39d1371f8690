import { requireOctavoStream } from '../domain/event-types';
import { EventEmitter } from 'node:events';
import {
  AllStreamResolvedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  Position,
  ResolvedEvent,
  START,
  StreamNotFoundError,
  streamNameFilter,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  AppendResult,
  DuplicateEventId,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.port';
import { runSubscription } from './subscription-loop';
import {
  fromEsdbMetadata,
  isOurStream,
  OCTAVO_STREAM_PREFIXES,
  resumePosition,
  toEsdbExpectedRevision,
  toEsdbMetadata,
  toOurPosition,
  toWrongExpectedRevision,
} from './eventstoredb-mapping';

export interface EventStoreDbOptions {
  /** Streams this installation writes; reads and subscriptions of `$all` leave out the rest. */
  streamPrefixes?: readonly string[];
  /** Fallback poll for appends when the live `$all` subscription is down. */
  pollIntervalMs?: number;
}

type Raw = { event: RecordedEvent; commit: bigint } | { event: null; position: Position };

const REMEMBERED_POSITIONS = 10_000;

/**
 * The event store port on EventStoreDB: one EventStoreDB stream per Octavo stream, our event ids as its
 * event ids (so a retried append is idempotent), expected revisions checked by the server. Subscriptions
 * catch up by reading `$all` in whole appends and are woken by a live `$all` subscription filtered to our
 * stream prefixes.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly prefixes: readonly string[];
  private readonly pollIntervalMs: number;
  /** Our position → EventStoreDB's (commit, prepare) pair, for resuming reads exactly. */
  private readonly known = new Map<number, Position>();
  private readonly appended = new EventEmitter();
  private live: { stop(): Promise<void> } | null = null;
  private subscribers = 0;

  constructor(connectionString: string, options: EventStoreDbOptions = {}) {
    this.client = EventStoreDBClient.connectionString(connectionString);
    this.prefixes = options.streamPrefixes ?? OCTAVO_STREAM_PREFIXES;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.appended.setMaxListeners(0);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    requireOctavoStream(streamId, this.prefixes);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({
            id: e.metadata.eventId,
            type: e.type,
            data: e.data as Record<string, unknown>,
            metadata: toEsdbMetadata(e.metadata),
          }),
        ),
        { expectedRevision: toEsdbExpectedRevision(expected) },
      );
      const outcome = await this.resultAt(streamId, Number(result.nextExpectedRevision));
      this.appended.emit('appended');
      return outcome;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // A retry of an append that already went in (its ids are there, in order) answers as the first did.
      const replay = await this.replayedAppend(streamId, events);
      if (replay) return replay;
      throw toWrongExpectedRevision(error, streamId, expected);
    }
  }

  async readStream(streamId: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: options.fromRevision ? BigInt(options.fromRevision) : START,
        direction: FORWARDS,
      })) {
        const raw = this.convert(resolved);
        if (raw.event) events.push(raw.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** Events of our streams after `after`, oldest first; a page ends only between appends. */
  async readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]> {
    const collected: Array<{ event: RecordedEvent; commit: bigint }> = [];
    let from: Position | typeof START =
      options.after === 0 ? START : resumePosition(options.after, this.known);
    const chunk = Math.max(100, options.limit * 2);
    for (;;) {
      let count = 0;
      let last: Position | null = null;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        direction: FORWARDS,
        maxCount: chunk,
      })) {
        count += 1;
        const raw = this.convertAll(resolved);
        last = raw.event ? this.known.get(raw.event.position)! : raw.position;
        if (!raw.event || raw.event.position <= options.after) continue;
        if (collected.some((c) => c.event.position === raw.event!.position)) continue;
        const full = collected.length >= options.limit;
        if (full && raw.commit !== collected[collected.length - 1].commit)
          return collected.map((c) => c.event);
        collected.push(raw);
      }
      if (count < chunk || !last) return collected.map((c) => c.event);
      from = last;
    }
  }

  async headPosition(): Promise<number> {
    let from: Position | typeof END = END;
    for (;;) {
      let count = 0;
      let last: Position | null = null;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        direction: BACKWARDS,
        maxCount: 100,
      })) {
        count += 1;
        const raw = this.convertAll(resolved);
        if (raw.event) return raw.event.position;
        last = raw.position;
      }
      if (count < 100 || !last) return 0;
      from = last;
    }
  }

  subscribe(options: SubscribeOptions): Subscription {
    this.startLive();
    this.subscribers += 1;
    const loop = runSubscription({
      ...options,
      read: (after, limit) => this.readAll({ after, limit }),
      pollIntervalMs: this.pollIntervalMs,
      notifier: this.appended,
    });
    return {
      stop: async () => {
        await loop.stop();
        this.subscribers -= 1;
        if (this.subscribers === 0) await this.stopLive();
      },
    };
  }

  async close(): Promise<void> {
    await this.stopLive();
    await this.client.dispose();
  }

  /** Appends by any process wake the subscribers at once; the poll is only the fallback. */
  private startLive(): void {
    if (this.live) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: END,
      filter: streamNameFilter({ prefixes: [...this.prefixes] }),
    });
    subscription.on('data', () => this.appended.emit('appended'));
    // A dropped live subscription only slows delivery down to the poll; start a new one on the next subscribe.
    subscription.on('error', () => {
      if (this.live?.stop === stop) this.live = null;
    });
    const stop = () => subscription.unsubscribe();
    this.live = { stop };
  }

  private async stopLive(): Promise<void> {
    const live = this.live;
    this.live = null;
    await live?.stop().catch(() => undefined);
  }

  private async resultAt(streamId: string, revision: number): Promise<AppendResult> {
    for await (const resolved of this.client.readStream(streamId, {
      fromRevision: BigInt(revision),
      direction: FORWARDS,
      maxCount: 1,
    })) {
      const raw = this.convert(resolved);
      if (raw.event) return { nextExpectedRevision: revision, position: raw.event.position };
    }
    throw new Error(`event ${revision} of ${streamId} is missing right after it was appended`);
  }

  private async replayedAppend(streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
    const history = await this.readStream(streamId);
    const ids = events.map((e) => e.metadata.eventId);
    const start = history.findIndex((e) => e.metadata.eventId === ids[0]);
    if (start < 0) {
      const reused = history.find((e) => ids.includes(e.metadata.eventId));
      if (reused) throw new DuplicateEventId(reused.metadata.eventId);
      return null;
    }
    const stored = history.slice(start, start + ids.length);
    if (stored.length !== ids.length || stored.some((e, i) => e.metadata.eventId !== ids[i])) {
      throw new DuplicateEventId(ids[0]);
    }
    const last = stored[stored.length - 1];
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  private convertAll(resolved: AllStreamResolvedEvent): Raw {
    const e = resolved.event;
    if (!e || !e.isJson || !isOurStream(e.streamId, this.prefixes)) {
      return { event: null, position: e?.position ?? { commit: 0n, prepare: 0n } };
    }
    return this.convert(resolved as ResolvedEvent);
  }

  private convert(resolved: ResolvedEvent): Raw {
    const e = resolved.event;
    if (!e || !e.isJson || !e.position)
      return { event: null, position: e?.position ?? { commit: 0n, prepare: 0n } };
    const position = toOurPosition(e.position);
    this.remember(position, e.position);
    return {
      commit: e.position.commit,
      event: {
        streamId: e.streamId,
        revision: Number(e.revision),
        position,
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: fromEsdbMetadata(e.metadata),
      },
    };
  }

  private remember(position: number, pair: Position): void {
    if (this.known.has(position)) return;
    this.known.set(position, pair);
    if (this.known.size > REMEMBERED_POSITIONS) this.known.delete(this.known.keys().next().value!);
  }
}
