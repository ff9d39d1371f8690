import {
  EventStore,
  ExpectedRevision,
  RecordedEvent,
  WrongExpectedRevision,
} from '../event-store/event-store.port';
import { newEvent } from '../event-store/new-event';
import { DomainEvent, EventTypes } from './event-types';

export interface Clock {
  now(): Date;
}
export interface IdGenerator {
  newId(): string;
}
export const CLOCK = Symbol('CLOCK');
export const ID_GENERATOR = Symbol('ID_GENERATOR');

export interface Aggregate<S> {
  initial(): S;
  evolve(state: S, event: { type: string; data: unknown }): S;
}

/** An aggregate's state after `events`, in order: the one fold every reader of a stream uses. */
export function foldStream<S>(
  aggregate: Aggregate<S>,
  events: readonly { type: string; data: unknown }[],
): S {
  return events.reduce(aggregate.evolve, aggregate.initial());
}

export interface CommandContext {
  actor: string | null;
  correlationId: string;
  causationId?: string | null;
}

export interface CommandOutcome {
  events: DomainEvent[];
  /** Global position of the last appended event, or null when the command changed nothing. */
  position: number | null;
}

const MAX_ATTEMPTS = 8;

/**
 * Load → decide → append with the expected revision. A concurrent writer makes the append fail; the
 * command is decided again on fresh state, so decisions are always made on what was really there.
 */
export class CommandExecutor {
  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** A stream's events and the aggregate's state after them (all of them, or those `upTo` keeps). */
  async aggregateStream<S>(
    streamId: string,
    aggregate: Aggregate<S>,
    upTo?: (event: RecordedEvent) => boolean,
  ): Promise<{ state: S; history: RecordedEvent[] }> {
    const all = await this.events.readStream(streamId);
    const history = upTo ? all.filter(upTo) : all;
    return { state: foldStream(aggregate, history), history };
  }

  async execute<S>(
    streamId: string,
    aggregate: Aggregate<S>,
    decide: (state: S) => DomainEvent[],
    context: CommandContext,
  ): Promise<CommandOutcome> {
    for (let attempt = 1; ; attempt++) {
      const { state, history } = await this.aggregateStream(streamId, aggregate);
      const decided = decide(state);
      if (decided.length === 0) return { events: [], position: null };
      const expected: ExpectedRevision =
        history.length === 0 ? 'no_stream' : history[history.length - 1].revision;
      const eventContext = {
        actor: context.actor,
        correlationId: context.correlationId,
        causationId: context.causationId ?? null,
        now: this.clock.now(),
        newId: () => this.ids.newId(),
      };
      const envelopes = decided.map((e) =>
        newEvent(e.type, EventTypes[e.type].version, e.data, eventContext),
      );
      try {
        const result = await this.events.append(streamId, envelopes, expected);
        return { events: decided, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
}
