import { requireOctavoStream, STREAM_PREFIXES } from '../domain/event-types';
import { EventEmitter } from 'node:events';
import { DatabaseSync, StatementSync } from 'node:sqlite';
import { immediateTransaction } from '../sqlite/open-database';
import { EventStoreDurability, openEventStoreDatabase } from './event-store-database';
import {
  AppendResult,
  DuplicateEventId,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  WrongExpectedRevision,
} from './event-store.port';
import { runSubscription } from './subscription-loop';

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

// position is the rowid: max + 1 at insert, and events are never deleted, so it is never reused. Not
// AUTOINCREMENT, which updates sqlite_sequence on every insert: a page more per commit. Stores created
// with it keep it and work the same.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY,
  stream_id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  event_id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  UNIQUE (stream_id, revision)
);
DROP INDEX IF EXISTS events_by_type;
`;

export interface SqliteEventStoreOptions {
  /** How often a live subscription looks for events appended by other processes. */
  pollIntervalMs?: number;
  /** Default: OCTAVO_EVENT_STORE_SYNC, else `normal`. */
  durability?: EventStoreDurability;
  /**
   * Streams this store accepts (default: Octavo's registry, `streams` in src/domain/event-types.ts), as the
   * EventStoreDB adapter does, so a stream kind missing from the registry fails here too, in every test.
   */
  streamPrefixes?: readonly string[];
}

/** The embedded profile's event store: one SQLite file in WAL mode, safe across processes. */
export class SqliteEventStore implements EventStore {
  private readonly prefixes: readonly string[];
  private readonly db: DatabaseSync;
  private readonly appended = new EventEmitter();
  private readonly statements: {
    insert: StatementSync;
    streamHead: StatementSync;
    byEventId: StatementSync;
    readStream: StatementSync;
    readAll: StatementSync;
    head: StatementSync;
  };
  private readonly subscriptions = new Set<Subscription>();
  private readonly pollIntervalMs: number;

  constructor(file: string, options: SqliteEventStoreOptions = {}) {
    this.db = openEventStoreDatabase(file, options.durability);
    this.db.exec(SCHEMA);
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.prefixes = options.streamPrefixes ?? STREAM_PREFIXES;
    this.appended.setMaxListeners(0);
    this.statements = {
      insert: this.db.prepare(
        'INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      streamHead: this.db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?'),
      byEventId: this.db.prepare('SELECT * FROM events WHERE event_id = ?'),
      readStream: this.db.prepare(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC',
      ),
      readAll: this.db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position ASC LIMIT ?'),
      head: this.db.prepare('SELECT COALESCE(MAX(position), 0) AS head FROM events'),
    };
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    requireOctavoStream(streamId, this.prefixes);
    const result = immediateTransaction(this.db, () => {
      try {
        return { ...this.insert(streamId, events, expected), fresh: true };
      } catch (error) {
        // Only a refused append can be a retry of an earlier one: look for it then, not on every append.
        if (!(error instanceof WrongExpectedRevision) && !isDuplicateEventId(error)) throw error;
        const replay = this.findEarlierAppend(streamId, events);
        if (replay) return { ...replay, fresh: false };
        throw error;
      }
    });
    if (result.fresh) this.appended.emit('appended', result.position);
    return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
  }

  private insert(streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult {
    const current = this.streamRevision(streamId);
    checkExpected(streamId, expected, current);
    let revision = current === 'no_stream' ? -1 : current;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const info = this.statements.insert.run(
        streamId,
        revision,
        event.metadata.eventId,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  }

  async readStream(streamId: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const rows = this.statements.readStream.all(streamId, options.fromRevision ?? 0) as unknown as EventRow[];
    return rows.map(toRecorded);
  }

  async readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]> {
    return this.readAllSync(options.after, options.limit);
  }

  async headPosition(): Promise<number> {
    return Number((this.statements.head.get() as { head: number }).head);
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = runSubscription({
      ...options,
      read: async (after, limit) => this.readAllSync(after, limit),
      pollIntervalMs: this.pollIntervalMs,
      notifier: this.appended,
    });
    this.subscriptions.add(subscription);
    return {
      stop: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    this.subscriptions.clear();
    if (this.db.isOpen) this.db.close();
  }

  private readAllSync(after: number, limit: number): RecordedEvent[] {
    return (this.statements.readAll.all(after, limit) as unknown as EventRow[]).map(toRecorded);
  }

  private streamRevision(streamId: string): number | 'no_stream' {
    const row = this.statements.streamHead.get(streamId) as { revision: number | null };
    return row.revision === null ? 'no_stream' : Number(row.revision);
  }

  /** Idempotent appends: the same event ids at the same place answer with the first append's result. */
  private findEarlierAppend(streamId: string, events: NewEvent[]): AppendResult | null {
    const rows = events.map((e) => this.statements.byEventId.get(e.metadata.eventId) as EventRow | undefined);
    if (rows.every((row) => row === undefined)) return null;
    const consistent = rows.every(
      (row, i) =>
        row !== undefined &&
        row.stream_id === streamId &&
        row.type === events[i].type &&
        (i === 0 || Number(row.revision) === Number(rows[i - 1]!.revision) + 1),
    );
    if (!consistent) {
      const reused = events.find((_, i) => rows[i] !== undefined)!;
      throw new DuplicateEventId(reused.metadata.eventId);
    }
    const last = rows[rows.length - 1]!;
    return { nextExpectedRevision: Number(last.revision), position: Number(last.position) };
  }
}

function isDuplicateEventId(error: unknown): boolean {
  // Duck-typed: node:sqlite's errors come from Node's own realm, which `instanceof Error` misses under vm (jest).
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /UNIQUE constraint failed: events\.event_id/.test(message);
}

function checkExpected(streamId: string, expected: ExpectedRevision, current: number | 'no_stream'): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === 'no_stream') ||
    (expected === 'stream_exists' && current !== 'no_stream') ||
    (typeof expected === 'number' && expected === current);
  if (!ok) throw new WrongExpectedRevision(streamId, expected, current);
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: Number(row.position),
    type: row.type,
    data: JSON.parse(row.data) as Record<string, unknown>,
    metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
  };
}
