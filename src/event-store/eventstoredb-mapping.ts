import {
  ANY,
  AppendExpectedRevision,
  CurrentRevision,
  NO_STREAM,
  Position,
  STREAM_EXISTS,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { isOctavoStream, STREAM_PREFIXES } from '../domain/event-types';
import { EventMetadata, ExpectedRevision, WrongExpectedRevision } from './event-store.port';

/** Pure translations between our event store port and EventStoreDB's client types. */

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  if (!Number.isInteger(expected) || expected < 0) throw new Error(`invalid expected revision ${expected}`);
  return BigInt(expected);
}

export function fromEsdbCurrentRevision(current: CurrentRevision | undefined): number | 'no_stream' {
  if (current === undefined || current === NO_STREAM) return 'no_stream';
  return Number(current);
}

export function toWrongExpectedRevision(
  error: WrongExpectedVersionError,
  streamId: string,
  expected: ExpectedRevision,
): WrongExpectedRevision {
  return new WrongExpectedRevision(streamId, expected, fromEsdbCurrentRevision(error.actualVersion));
}

/**
 * Our numeric position of an event in `$all` is its prepare position: unique and increasing in log order
 * (an append's events are written contiguously). Resuming needs the commit position as well; it equals the
 * prepare position for the first event of an append, so a checkpoint at the last event of an append (the
 * adapter delivers whole appends) resumes exactly when the pair is not remembered.
 */
export function toOurPosition(position: Position): number {
  const value = Number(position.prepare);
  if (!Number.isSafeInteger(value)) throw new Error(`EventStoreDB position ${position.prepare} is too large`);
  return value;
}

export function resumePosition(after: number, known: ReadonlyMap<number, Position>): Position {
  return known.get(after) ?? { commit: BigInt(after), prepare: BigInt(after) };
}

/** Streams written by Octavo; the `$all` subscription and reads leave out everything else (system streams). */
export const OCTAVO_STREAM_PREFIXES: readonly string[] = STREAM_PREFIXES;

/** The registry's own check: a stream of one of `prefixes`' kinds. */
export const isOurStream = isOctavoStream;

/** EventStoreDB metadata carries our envelope's metadata as JSON, plus the ids it understands. */
export function toEsdbMetadata(metadata: EventMetadata): Record<string, unknown> {
  return { ...metadata, $correlationId: metadata.correlationId, $causationId: metadata.causationId };
}

export function fromEsdbMetadata(raw: unknown): EventMetadata {
  const m = (raw ?? {}) as Record<string, unknown>;
  return {
    eventId: String(m.eventId),
    occurredAt: String(m.occurredAt),
    actor: (m.actor as string | null) ?? null,
    correlationId: String(m.correlationId),
    causationId: (m.causationId as string | null) ?? null,
    schemaVersion: Number(m.schemaVersion),
  };
}

/** Events of one append share a commit position: a batch may end only where the commit position changes. */
export function wholeAppendsPrefix<T extends { commit: bigint }>(
  events: readonly T[],
  complete: boolean,
): T[] {
  if (complete || events.length === 0) return [...events];
  const lastCommit = events[events.length - 1].commit;
  let end = events.length;
  while (end > 0 && events[end - 1].commit === lastCommit) end -= 1;
  return events.slice(0, end);
}
