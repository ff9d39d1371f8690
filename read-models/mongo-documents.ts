import { Document, Filter, Sort } from 'mongodb';
import { FindQuery, Scalar } from './read-model-store.port';

/** Pure translations between read-model documents/queries and MongoDB's. */

export const collectionName = (collection: string) => `rm_${collection}`;
export const CHECKPOINTS = 'rm__checkpoints';

/** A read model's document stored with its id as `_id` and its fields at the top, so indexes and dotted queries work. */
export function toStored(id: string, doc: object): Document {
  if ('_id' in doc) throw new Error(`read-model documents may not have an _id field (document ${id})`);
  return { ...doc, _id: id };
}

export function fromStored<T>(stored: Document | null): T | null {
  if (!stored) return null;
  const { _id, ...doc } = stored;
  void _id;
  return doc as T;
}

export function toFilter(where: Record<string, Scalar> = {}): Filter<Document> {
  const filter: Filter<Document> = {};
  for (const [field, value] of Object.entries(where)) {
    if (field.startsWith('$') || field.split('.').some((part) => part === '' || part.startsWith('$'))) {
      throw new Error(`invalid field name in a read-model query: ${field}`);
    }
    // {field: null} matches null or missing, as the SQLite adapter's IS NULL does.
    filter[field] = value;
  }
  return filter;
}

export function toSort(orderBy: FindQuery['orderBy'] = []): Sort {
  const sort: Record<string, 1 | -1> = {};
  for (const [field, direction] of orderBy) sort[field] = direction === 'asc' ? 1 : -1;
  // A stable order for paging when the requested one has ties.
  if (!('_id' in sort)) sort._id = 1;
  return sort;
}

/** `true` when a MongoDB error is a duplicate key (an upsert racing an existing document). */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number })?.code === 11000;
}
