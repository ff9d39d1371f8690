import { describeEventStoreContract } from '../src/event-store/event-store.contract';
import { OCTAVO_STREAM_PREFIXES } from '../src/event-store/eventstoredb-mapping';
import { EventStoreDbEventStore } from '../src/event-store/eventstoredb-event-store';

const url = process.env.EVENTSTORE_URL;

// The contract writes `test-…` streams; the adapter reads only the prefixes it is given.
describeEventStoreContract(
  'EventStoreDB',
  async () => new EventStoreDbEventStore(url!, { streamPrefixes: OCTAVO_STREAM_PREFIXES }),
  { skip: url ? undefined : 'EVENTSTORE_URL is not set (for example esdb://127.0.0.1:2113?tls=false)' },
);
