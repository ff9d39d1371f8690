import { webhookStream } from '../domain/automation';
import { streams } from '../domain/event-types';
import { ANY, NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError } from '@eventstore/db-client';
import { WrongExpectedRevision } from './event-store.port';
import {
  fromEsdbMetadata,
  isOurStream,
  OCTAVO_STREAM_PREFIXES,
  resumePosition,
  toEsdbExpectedRevision,
  toEsdbMetadata,
  toOurPosition,
  toWrongExpectedRevision,
  wholeAppendsPrefix,
} from './eventstoredb-mapping';

describe('EventStoreDB mapping', () => {
  it('maps expected revisions both ways', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision(4)).toBe(4n);
    expect(() => toEsdbExpectedRevision(-1)).toThrow(/invalid expected revision/);
  });

  it("maps EventStoreDB's wrong-expected-version error to ours, with the actual revision", () => {
    const esdb = new WrongExpectedVersionError(undefined, {
      streamName: 'build-1',
      expected: 2n,
      current: 5n,
    });
    const ours = toWrongExpectedRevision(esdb, 'build-1', 2);
    expect(ours).toBeInstanceOf(WrongExpectedRevision);
    expect(ours).toMatchObject({ streamId: 'build-1', expected: 2, actual: 5 });
    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 'x',
      expected: 0n,
      current: NO_STREAM,
    });
    expect(toWrongExpectedRevision(missing, 'x', 0).actual).toBe('no_stream');
  });

  it('uses the prepare position as our position and resumes from the remembered pair, else from the prepare', () => {
    expect(toOurPosition({ commit: 100n, prepare: 180n })).toBe(180);
    expect(() => toOurPosition({ commit: 0n, prepare: 2n ** 60n })).toThrow(/too large/);
    const known = new Map([[180, { commit: 100n, prepare: 180n }]]);
    expect(resumePosition(180, known)).toEqual({ commit: 100n, prepare: 180n });
    expect(resumePosition(250, known)).toEqual({ commit: 250n, prepare: 250n });
  });

  it('keeps only our streams', () => {
    expect(isOurStream('build-12', OCTAVO_STREAM_PREFIXES)).toBe(true);
    expect(isOurStream('user-ab', OCTAVO_STREAM_PREFIXES)).toBe(true);
    expect(isOurStream('$stats-127.0.0.1:2113', OCTAVO_STREAM_PREFIXES)).toBe(false);
    expect(isOurStream('$et-BuildRequested', OCTAVO_STREAM_PREFIXES)).toBe(false);
  });

  it('round-trips the envelope metadata', () => {
    const metadata = {
      eventId: 'e1',
      occurredAt: '2026-01-01T00:00:00.000Z',
      actor: null,
      correlationId: 'c',
      causationId: null,
      schemaVersion: 2,
    };
    const stored = toEsdbMetadata(metadata);
    expect(stored.$correlationId).toBe('c');
    expect(fromEsdbMetadata(JSON.parse(JSON.stringify(stored)))).toEqual(metadata);
  });

  it('cuts a batch only between appends unless the batch is known complete', () => {
    const events = [{ commit: 1n }, { commit: 5n }, { commit: 5n }];
    expect(wholeAppendsPrefix(events, false)).toEqual([{ commit: 1n }]);
    expect(wholeAppendsPrefix(events, true)).toHaveLength(3);
    expect(wholeAppendsPrefix([{ commit: 5n }], false)).toEqual([]);
  });
});

describe('every stream Octavo appends to is one the EventStoreDB adapter reads back', () => {
  it.each([
    ['user', streams.user('u1')],
    ['project', streams.project('p1')],
    ['build', streams.build(7)],
    ['webhook deliveries', webhookStream('w1')],
  ])('%s streams', (_kind, stream) => {
    expect(isOurStream(stream, OCTAVO_STREAM_PREFIXES)).toBe(true);
  });

  it('the prefixes are the registry', () => {
    expect([...OCTAVO_STREAM_PREFIXES].sort()).toEqual(
      Object.keys(streams)
        .map((k) => `${k}-`)
        .sort(),
    );
  });
});
