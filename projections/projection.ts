import { RecordedEvent } from '../src/event-store/event-store.port';
import { ReadModelTransaction } from '../read-models/read-model-store.port';

/** A named, checkpointed fold of the log into read-model collections it alone writes. */
export interface Projection {
  readonly name: string;
  readonly collections: readonly string[];
  readonly indexes?: ReadonlyArray<readonly [collection: string, fields: string[]]>;
  apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void>;
}
