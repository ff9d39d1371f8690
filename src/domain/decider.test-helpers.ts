import { Aggregate, foldStream } from './command-executor';
import { DomainError, DomainEvent } from './event-types';
import type { ProjectCreatedData } from './project';

/** What a decision is expected to do, after `given(...).when(...)`. */
export interface DecisionExpectation {
  /** Exactly these events, in this order. */
  then(expected: DomainEvent[]): void;
  /** No events: the command changes nothing. */
  thenNothingHappens(): void;
  /** A DomainError whose message matches, with this code when given. */
  thenThrows(message: RegExp | string, code?: string): void;
}

/**
 * Decider specs in the given/when/then form of emmett's `DeciderSpecification`: `given` folds past events with
 * the aggregate's evolve, `when` runs one decision on that state, `then…` checks what it decided.
 *
 *   const given = deciderSpecification(BuildAggregate);
 *   given(requested).when((state) => decideCancelBuild(state)).then([cancelled('html')]);
 */
export function deciderSpecification<S>(aggregate: Aggregate<S>) {
  return (...history: DomainEvent[]) => {
    const state = foldStream(aggregate, history);
    return {
      state,
      when(decide: (state: S) => DomainEvent[]): DecisionExpectation {
        return {
          then: (expected) => expect(decide(state)).toEqual(expected),
          thenNothingHappens: () => expect(decide(state)).toEqual([]),
          thenThrows: (message, code) => {
            let thrown: unknown;
            try {
              decide(state);
            } catch (error) {
              thrown = error;
            }
            expect(thrown).toBeInstanceOf(DomainError);
            expect((thrown as DomainError).message).toMatch(message);
            if (code !== undefined) expect((thrown as DomainError).code).toBe(code);
          },
        };
      },
    };
  };
}

/** ann/book, created private on main: the project most domain specs start from. */
export function projectCreated(changes: Partial<ProjectCreatedData> = {}): DomainEvent {
  const data: ProjectCreatedData = {
    projectId: 'p',
    ownerId: 'u1',
    owner: 'ann',
    name: 'book',
    fullName: 'ann/book',
    description: '',
    visibility: 'private',
    defaultBranch: 'main',
    ...changes,
  };
  return { type: 'ProjectCreated', data: { ...data } };
}
