import { ClientSession, Collection, Document, Filter } from 'mongodb';
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
import { MongoConnection } from '../src/scale/mongo-connection';
import {
  CHECKPOINTS,
  collectionName,
  fromStored,
  isDuplicateKey,
  toFilter,
  toSort,
  toStored,
} from './mongo-documents';

interface CheckpointDoc {
  _id: string;
  position: number;
}

type Writes = Map<string, Map<string, object | null>>;

/**
 * `where` and each bound as clauses of one `$and`: a bound never replaces an equality or the other bound on
 * the same field, and MongoDB flattens the `$and` to use an index on the fields as a single filter would.
 */
export function countFilter(where: Record<string, Scalar> | undefined, range: CountRange): Filter<Document> {
  const bounds: Array<Filter<Document>> = [];
  if (range.below) bounds.push(boundFilter(range.below, '$lt'));
  if (range.above) bounds.push(boundFilter(range.above, '$gt'));
  const equalities = toFilter(where);
  return bounds.length === 0 ? equalities : { $and: [equalities, ...bounds] };
}

function boundFilter(bound: Bound, comparison: '$lt' | '$gt'): Filter<Document> {
  // toFilter refuses field names that MongoDB would read as operators.
  const [field] = Object.keys(toFilter({ [bound.field]: bound.value }));
  return { [field]: { [comparison]: bound.value } };
}

/**
 * Read models in MongoDB: one collection per read-model collection, checkpoints in their own. A projection's
 * writes and its checkpoint move commit in one multi-document transaction (MongoDB must run as a replica
 * set), and the move is a compare-and-set on the old position: a crash leaves both or neither, so an event
 * is never skipped nor applied twice.
 */
export class MongoReadModelStore implements ReadModelStore {
  constructor(private readonly connection: MongoConnection) {
    connection.acquire();
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    return fromStored<T>(await this.col(collection).findOne({ _id: id as never }));
  }

  async find<T>(collection: string, query: FindQuery = {}): Promise<T[]> {
    let cursor = this.col(collection).find(toFilter(query.where)).sort(toSort(query.orderBy));
    if (query.offset) cursor = cursor.skip(query.offset);
    if (query.limit !== undefined) cursor = cursor.limit(query.limit);
    return (await cursor.toArray()).map((d) => fromStored<T>(d)!);
  }

  count(collection: string, where?: Record<string, Scalar>, range: CountRange = {}): Promise<number> {
    return this.col(collection).countDocuments(countFilter(where, range));
  }

  async checkpoint(projection: string): Promise<number> {
    const doc = await this.checkpoints().findOne({ _id: projection });
    return doc?.position ?? 0;
  }

  async transaction<R>(work: (tx: ReadModelTransaction) => Promise<R>): Promise<R> {
    const writes: Writes = new Map();
    const moves: Array<{ projection: string; from: number; to: number }> = [];
    const buffered = (collection: string) => {
      let pending = writes.get(collection);
      if (!pending) writes.set(collection, (pending = new Map()));
      return pending;
    };
    const result = await work({
      get: async <T>(collection: string, id: string) => {
        const pending = writes.get(collection);
        if (pending?.has(id)) return (pending.get(id) ?? null) as T | null;
        return this.get<T>(collection, id);
      },
      put: (collection, id, doc) => void buffered(collection).set(id, structuredClone(doc)),
      delete: (collection, id) => void buffered(collection).set(id, null),
      moveCheckpoint: (projection, from, to) => void moves.push({ projection, from, to }),
    });
    if (writes.size === 0 && moves.length === 0) return result;
    await this.inTransaction(async (session) => {
      for (const move of moves) await this.moveCheckpoint(move.projection, move.from, move.to, session);
      await this.applyWrites(writes, session);
    });
    return result;
  }

  async ensureIndex(collection: string, fields: string[]): Promise<void> {
    await this.col(collection).createIndex(Object.fromEntries(fields.map((f) => [f, 1])));
  }

  async snapshot(collections: string[]): Promise<ReadModelSnapshot> {
    const session = this.connection.mongo.startSession({ snapshot: true });
    try {
      const checkpoints: Record<string, number> = {};
      for (const c of await this.checkpoints().find({}, { session }).toArray())
        checkpoints[c._id] = c.position;
      const out: ReadModelSnapshot['collections'] = {};
      for (const collection of collections) {
        out[collection] = {};
        for (const stored of await this.col(collection).find({}, { session }).toArray()) {
          out[collection][String(stored._id)] = fromStored(stored);
        }
      }
      return { checkpoints, collections: out };
    } finally {
      await session.endSession();
    }
  }

  async replace(snapshot: ReadModelSnapshot): Promise<void> {
    await this.inTransaction(async (session) => {
      for (const [collection, docs] of Object.entries(snapshot.collections)) {
        await this.col(collection).deleteMany({}, { session });
        const stored = Object.entries(docs).map(([id, doc]) => toStored(id, doc as object));
        if (stored.length) await this.col(collection).insertMany(stored, { session });
      }
      for (const [projection, position] of Object.entries(snapshot.checkpoints)) {
        await this.checkpoints().updateOne(
          { _id: projection },
          { $set: { position } },
          { upsert: true, session },
        );
      }
    });
  }

  async close(): Promise<void> {
    await this.connection.release();
  }

  private async moveCheckpoint(
    projection: string,
    from: number,
    to: number,
    session: ClientSession,
  ): Promise<void> {
    try {
      const moved = await this.checkpoints().updateOne(
        { _id: projection, position: from },
        { $set: { position: to } },
        // From 0 the checkpoint may not exist yet; if it exists elsewhere the insert hits the unique _id.
        { upsert: from === 0, session },
      );
      if (moved.matchedCount === 1 || moved.upsertedCount === 1) return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    throw new CheckpointMoved(projection, from, await this.checkpoint(projection));
  }

  private async applyWrites(writes: Writes, session: ClientSession): Promise<void> {
    for (const [collection, docs] of writes) {
      const operations = [...docs].map(([id, doc]) =>
        doc === null
          ? { deleteOne: { filter: { _id: id as never } } }
          : { replaceOne: { filter: { _id: id as never }, replacement: toStored(id, doc), upsert: true } },
      );
      if (operations.length) await this.col(collection).bulkWrite(operations, { session, ordered: true });
    }
  }

  /** Commits all or nothing; a CheckpointMoved inside aborts the transaction and reaches the caller. */
  private async inTransaction(work: (session: ClientSession) => Promise<void>): Promise<void> {
    const session = this.connection.mongo.startSession();
    try {
      await session.withTransaction(() => work(session), {
        readConcern: { level: 'snapshot' },
        writeConcern: { w: 'majority' },
      });
    } finally {
      await session.endSession();
    }
  }

  private col(collection: string): Collection<Document> {
    return this.connection.db().collection(collectionName(collection));
  }

  private checkpoints(): Collection<CheckpointDoc> {
    return this.connection.db().collection<CheckpointDoc>(CHECKPOINTS);
  }
}
