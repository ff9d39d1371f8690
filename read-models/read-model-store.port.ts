export const READ_MODEL_STORE = Symbol('READ_MODEL_STORE');

export type Scalar = string | number | boolean | null;

/** A numeric field and a value it must be strictly beyond. */
export interface Bound {
  field: string;
  value: number;
}

/** Exclusive bounds for `count`; documents without the field are not counted. */
export interface CountRange {
  /** Only documents whose `below.field` is less than `below.value`. */
  below?: Bound;
  /** Only documents whose `above.field` is greater than `above.value`. */
  above?: Bound;
}

export interface FindQuery {
  /** Equality on top-level or dotted fields. */
  where?: Record<string, Scalar>;
  orderBy?: Array<[field: string, direction: 'asc' | 'desc']>;
  limit?: number;
  offset?: number;
}

/** Writes are buffered and applied with the checkpoint moves in one atomic step at the end. */
export interface ReadModelTransaction {
  get<T>(collection: string, id: string): Promise<T | null>;
  put(collection: string, id: string, doc: object): void;
  delete(collection: string, id: string): void;
  /** Moves a projection's checkpoint; the commit fails if it no longer stands at `from`. */
  moveCheckpoint(projection: string, from: number, to: number): void;
}

export interface ReadModelSnapshot {
  checkpoints: Record<string, number>;
  collections: Record<string, Record<string, unknown>>;
}

export interface ReadModelStore {
  get<T>(collection: string, id: string): Promise<T | null>;
  find<T>(collection: string, query?: FindQuery): Promise<T[]>;
  /** Documents matching `where` and lying within `range`. */
  count(collection: string, where?: Record<string, Scalar>, range?: CountRange): Promise<number>;
  checkpoint(projection: string): Promise<number>;
  transaction<R>(work: (tx: ReadModelTransaction) => Promise<R>): Promise<R>;
  ensureIndex(collection: string, fields: string[]): Promise<void>;
  /** A consistent view of some collections and every checkpoint (verify, rebuild). */
  snapshot(collections: string[]): Promise<ReadModelSnapshot>;
  /** Replaces whole collections and sets checkpoints in one atomic step (rebuild). */
  replace(snapshot: ReadModelSnapshot): Promise<void>;
  close(): Promise<void>;
}

/** Another runner moved the checkpoint first; the batch must be read again from the new checkpoint. */
export class CheckpointMoved extends Error {
  constructor(
    readonly projection: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`checkpoint of ${projection} is at ${actual}, expected ${expected}`);
    this.name = 'CheckpointMoved';
  }
}
