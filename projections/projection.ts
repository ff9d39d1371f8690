import { RecordedEvent } from '../src/event-store/event-store.port';
import { ReadModelTransaction } from '../read-models/read-model-store.port';

/** A named, checkpointed fold of the log into read-model collections it alone writes. */
export interface Projection {
  readonly name: string;
  readonly collections: readonly string[];
  readonly indexes?: ReadonlyArray<readonly [collection: string, fields: string[]]>;
  /**
   * Raised whenever what `apply` writes changes shape (a new collection or field): a runner that finds read
   * models written by another version empties them and replays the log from the start. Default 1.
   */
  readonly version?: number;
  apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void>;
}
