import type { EventStore, RecordedEvent } from '../src/event-store/event-store.port';
import type { ReadModelStore } from '../read-models/read-model-store.port';
import { ProjectionRunner, RunnerLogger } from './projection-runner';

/**
 * Acts on events (enqueues render jobs, appends follow-up commands, schedules webhook deliveries) and keeps no
 * read model. It runs on the same checkpointed runner as projections, so a restart resumes after the last event
 * it handled and a failed event is retried; `react` must therefore be idempotent (each reactor's commands are).
 */
export interface Reactor {
  readonly name: string;
  react(event: RecordedEvent): Promise<void>;
}

/** Every reactor: their checkpoints are read for `octavo_reactor_lag_events`. */
export const REACTOR_NAMES = [
  'build-dispatcher',
  'auto-build-trigger',
  'webhook-notifier',
  'site-follower',
] as const;
export type ReactorName = (typeof REACTOR_NAMES)[number];

/** A runner for one reactor, started and stopped by the service that owns it. */
export function reactorRunner(
  events: EventStore,
  store: ReadModelStore,
  reactor: Reactor & { readonly name: ReactorName },
  logger: RunnerLogger,
): ProjectionRunner {
  return new ProjectionRunner(
    events,
    store,
    [{ name: reactor.name, collections: [], apply: (event) => reactor.react(event) }],
    logger,
  );
}
