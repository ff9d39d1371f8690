import { DatabaseSync, StatementSync } from 'node:sqlite';
import { immediateTransaction, openDatabase } from '../src/sqlite/open-database';
import {
  Bound,
  CheckpointMoved,
  CountRange,
  FindQuery,
  ReadModelSnapshot,
  ReadModelStore,
  ReadModelTransaction,
  Scalar,
} from './read-model-store.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (collection, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS checkpoints (
  projection TEXT PRIMARY KEY,
  position INTEGER NOT NULL
);
`;

/** Documents and query results kept in memory, over all collections. */
const CACHED_ENTRIES = 20_000;

/** Parsed documents and query results per collection, dropped per collection; oldest out when full. */
class ReadCache {
  private readonly byCollection = new Map<string, Map<string, unknown>>();
  private size = 0;

  constructor(private readonly capacity: number) {}

  lookup(collection: string, key: string): unknown {
    return this.byCollection.get(collection)?.get(key);
  }

  store(collection: string, key: string, value: unknown): void {
    if (this.size >= this.capacity) this.evictOldestCollectionEntries();
    let entries = this.byCollection.get(collection);
    if (!entries) this.byCollection.set(collection, (entries = new Map()));
    if (!entries.has(key)) this.size++;
    entries.set(key, value);
  }

  drop(collection: string): void {
    const entries = this.byCollection.get(collection);
    if (!entries) return;
    this.size -= entries.size;
    this.byCollection.delete(collection);
  }

  clear(): void {
    this.byCollection.clear();
    this.size = 0;
  }

  /** Frees a tenth of the capacity from the collections' oldest entries. */
  private evictOldestCollectionEntries(): void {
    let toFree = Math.max(1, Math.floor(this.capacity / 10));
    for (const entries of this.byCollection.values()) {
      for (const key of entries.keys()) {
        if (toFree-- <= 0) return;
        entries.delete(key);
        this.size--;
      }
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

function jsonPath(field: string): string {
  if (!FIELD.test(field)) throw new Error(`invalid field name ${field}`);
  return `json_extract(doc, '$.${field}')`;
}

/**
 * Collections go into the SQL as literals, not parameters: only then can SQLite pick a collection's
 * partial index when the statement is prepared (a bound collection re-prepares it on every call).
 */
function collectionLiteral(collection: string): string {
  return `'${collection.replace(/'/g, "''")}'`;
}

function bindable(value: Scalar): string | number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * Read models as JSON documents in one SQLite file, queried through json_extract indexes.
 *
 * Reads outside a transaction are served from a cache of parsed, frozen documents and query results: a poll
 * of a build or a token check then costs a map lookup instead of a query and a JSON parse. The cache is
 * dropped for a collection when this connection writes to it, and whole when `PRAGMA data_version` says
 * another connection (another process's rebuild, say) committed, so a read never returns older state than
 * the file holds.
 */
export class SqliteReadModelStore implements ReadModelStore {
  private readonly db: DatabaseSync;
  private readonly getStatement: StatementSync;
  private readonly checkpointStatement: StatementSync;
  private readonly dataVersionStatement: StatementSync;
  private readonly queryCache = new Map<string, StatementSync>();
  private readonly cache = new ReadCache(CACHED_ENTRIES);
  private dataVersion = -1;
  private dataVersionCheckedAt = -Infinity;

  constructor(file: string) {
    this.db = openDatabase(file);
    this.db.exec(SCHEMA);
    this.getStatement = this.db.prepare('SELECT doc FROM documents WHERE collection = ? AND id = ?');
    this.checkpointStatement = this.db.prepare('SELECT position FROM checkpoints WHERE projection = ?');
    this.dataVersionStatement = this.db.prepare('PRAGMA data_version');
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    this.dropCacheIfOthersWrote();
    const key = `get\u0000${id}`;
    const cached = this.cache.lookup(collection, key);
    if (cached !== undefined) return cached as T | null;
    const doc = this.getSync<T>(collection, id);
    this.cache.store(collection, key, doc === null ? null : deepFreeze(doc));
    return doc;
  }

  async find<T>(collection: string, query: FindQuery = {}): Promise<T[]> {
    this.dropCacheIfOthersWrote();
    const key = `find\u0000${JSON.stringify(query)}`;
    const cached = this.cache.lookup(collection, key) as readonly T[] | undefined;
    // A fresh array each time: callers may sort or push; the documents in it are frozen.
    if (cached !== undefined) return [...cached];
    const docs = this.findUncached<T>(collection, query);
    this.cache.store(
      collection,
      key,
      docs.map((doc) => deepFreeze(doc)),
    );
    return [...docs];
  }

  private findUncached<T>(collection: string, query: FindQuery): T[] {
    const where = Object.entries(query.where ?? {});
    const clauses = where.map(([field, value]) => `${jsonPath(field)} ${value === null ? 'IS NULL' : '= ?'}`);
    const order = (query.orderBy ?? []).map(
      ([field, dir]) => `${jsonPath(field)} ${dir === 'desc' ? 'DESC' : 'ASC'}`,
    );
    const sql =
      `SELECT doc FROM documents WHERE collection = ${collectionLiteral(collection)}${clauses.map((c) => ` AND ${c}`).join('')}` +
      (order.length ? ` ORDER BY ${order.join(', ')}` : ' ORDER BY id') +
      ' LIMIT ? OFFSET ?';
    const params = where.filter(([, v]) => v !== null).map(([, v]) => bindable(v));
    const rows = this.statement(sql).all(...params, query.limit ?? -1, query.offset ?? 0) as Array<{
      doc: string;
    }>;
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(
    collection: string,
    where: Record<string, Scalar> = {},
    range: CountRange = {},
  ): Promise<number> {
    const entries = Object.entries(where);
    const bounds: Array<[comparison: string, bound: Bound | undefined]> = [
      ['<', range.below],
      ['>', range.above],
    ];
    const sql =
      `SELECT COUNT(*) AS n FROM documents WHERE collection = ${collectionLiteral(collection)}` +
      entries.map(([field, v]) => ` AND ${jsonPath(field)} ${v === null ? 'IS NULL' : '= ?'}`).join('') +
      bounds
        .map(([comparison, bound]) => (bound ? ` AND ${jsonPath(bound.field)} ${comparison} ?` : ''))
        .join('');
    const params = entries.filter(([, v]) => v !== null).map(([, v]) => bindable(v));
    for (const [, bound] of bounds) if (bound) params.push(bound.value);
    return Number((this.statement(sql).get(...params) as { n: number }).n);
  }

  async checkpoint(projection: string): Promise<number> {
    const row = this.checkpointStatement.get(projection) as { position: number } | undefined;
    return row ? Number(row.position) : 0;
  }

  async transaction<R>(work: (tx: ReadModelTransaction) => Promise<R>): Promise<R> {
    const writes = new Map<string, Map<string, object | null>>();
    const moves: Array<{ projection: string; from: number; to: number }> = [];
    const buffered = (collection: string) => {
      let map = writes.get(collection);
      if (!map) writes.set(collection, (map = new Map()));
      return map;
    };
    // Projections change the documents they read before putting them back: theirs come fresh from the file.
    const tx: ReadModelTransaction = {
      get: async <T>(collection: string, id: string) => {
        const pending = writes.get(collection);
        if (pending?.has(id)) return (pending.get(id) ?? null) as T | null;
        return this.getSync<T>(collection, id);
      },
      put: (collection, id, doc) => void buffered(collection).set(id, doc),
      delete: (collection, id) => void buffered(collection).set(id, null),
      moveCheckpoint: (projection, from, to) => void moves.push({ projection, from, to }),
    };
    const result = await work(tx);
    // Applied synchronously in one SQLite transaction: nothing else on this connection can interleave.
    immediateTransaction(this.db, () => {
      for (const move of moves) {
        const row = this.checkpointStatement.get(move.projection) as { position: number } | undefined;
        const actual = row ? Number(row.position) : 0;
        if (actual !== move.from) throw new CheckpointMoved(move.projection, move.from, actual);
      }
      this.applyWrites(writes);
      for (const collection of writes.keys()) this.cache.drop(collection);
      const upsert = this.statement(
        'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
      );
      for (const move of moves) upsert.run(move.projection, move.to);
    });
    return result;
  }

  async ensureIndex(collection: string, fields: string[]): Promise<void> {
    const suffix = `${collection}_${fields.join('_')}`.replace(/[^A-Za-z0-9_]/g, '_');
    // Field expressions first: SQLite's planner skips a (collection, expression) index on this WITHOUT
    // ROWID table in favour of scanning the collection's primary-key range. The old layout is dropped.
    this.db.exec(`DROP INDEX IF EXISTS idx_${suffix}`);
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS doc_idx_${suffix} ON documents (${fields.map(jsonPath).join(', ')}) WHERE collection = ${collectionLiteral(collection)}`,
    );
  }

  async snapshot(collections: string[]): Promise<ReadModelSnapshot> {
    this.db.exec('BEGIN');
    try {
      const checkpoints: Record<string, number> = {};
      for (const row of this.statement('SELECT projection, position FROM checkpoints').all() as Array<{
        projection: string;
        position: number;
      }>) {
        checkpoints[row.projection] = Number(row.position);
      }
      const result: ReadModelSnapshot['collections'] = {};
      const select = this.statement('SELECT id, doc FROM documents WHERE collection = ? ORDER BY id');
      for (const collection of collections) {
        const docs: Record<string, unknown> = {};
        for (const row of select.all(collection) as Array<{ id: string; doc: string }>) {
          docs[row.id] = JSON.parse(row.doc);
        }
        result[collection] = docs;
      }
      return { checkpoints, collections: result };
    } finally {
      this.db.exec('COMMIT');
    }
  }

  async replace(snapshot: ReadModelSnapshot): Promise<void> {
    immediateTransaction(this.db, () => {
      // Only what differs is written: after a rebuild most documents are unchanged, and rewriting them
      // (with every index entry) was most of the swap's time.
      const current = this.statement('SELECT id, doc FROM documents WHERE collection = ?');
      const write = this.statement(
        'INSERT INTO documents (collection, id, doc) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc',
      );
      const remove = this.statement('DELETE FROM documents WHERE collection = ? AND id = ?');
      for (const [collection, docs] of Object.entries(snapshot.collections)) {
        const stale = new Map(
          (current.all(collection) as Array<{ id: string; doc: string }>).map((row) => [row.id, row.doc]),
        );
        for (const [id, doc] of Object.entries(docs)) {
          const json = JSON.stringify(doc);
          if (stale.get(id) !== json) write.run(collection, id, json);
          stale.delete(id);
        }
        for (const id of stale.keys()) remove.run(collection, id);
      }
      const upsert = this.statement(
        'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
      );
      for (const [projection, position] of Object.entries(snapshot.checkpoints))
        upsert.run(projection, position);
      this.cache.clear();
    });
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }

  /**
   * Asked at most once a millisecond, not per read: the pragma costs as much as a small query, and a commit
   * another process made within the last millisecond is indistinguishable from one it makes just after.
   */
  private dropCacheIfOthersWrote(): void {
    const now = performance.now();
    if (now - this.dataVersionCheckedAt < 1) return;
    this.dataVersionCheckedAt = now;
    const version = Number((this.dataVersionStatement.get() as { data_version: number }).data_version);
    if (version !== this.dataVersion) {
      this.cache.clear();
      this.dataVersion = version;
    }
  }

  private getSync<T>(collection: string, id: string): T | null {
    const row = this.getStatement.get(collection, id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  private applyWrites(writes: Map<string, Map<string, object | null>>): void {
    const upsert = this.statement(
      'INSERT INTO documents (collection, id, doc) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc',
    );
    const remove = this.statement('DELETE FROM documents WHERE collection = ? AND id = ?');
    for (const [collection, docs] of writes) {
      for (const [id, doc] of docs) {
        if (doc === null) remove.run(collection, id);
        else upsert.run(collection, id, JSON.stringify(doc));
      }
    }
  }

  private statement(sql: string): StatementSync {
    let statement = this.queryCache.get(sql);
    if (!statement) this.queryCache.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }
}
