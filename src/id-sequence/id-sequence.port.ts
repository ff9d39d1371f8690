export const ID_SEQUENCE = Symbol('ID_SEQUENCE');

/** Named counters (build numbers): the port, with SQLite and MongoDB adapters and one contract suite. */
export interface IdSequence {
  /** The next integer of a named sequence, unique across every process sharing the store. */
  next(name: string): Promise<number>;
  close(): Promise<void>;
}
