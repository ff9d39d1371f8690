import { Inject, Injectable, Optional } from '@nestjs/common';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store/event-store.port';

/** A write's wait for the read models when no setting says (OCTAVO_READ_YOUR_WRITES_WAIT_MS). */
const WAIT_MS = 5000;

/**
 * Read-your-writes without failing a write: a command that appended events waits (bounded) for the read
 * models the client reads next, then answers from its own stored events. The events are the truth; a slow
 * projector delays the answer and may leave the next read briefly behind, but never fails a stored command.
 */
@Injectable()
export class Consistency {
  private readonly caughtUp = new Map<string, number>();
  private readonly waitMs: number;
  /** Kept well below the wait: see `behind`. */
  private readonly caughtUpMemoryMs: number;

  constructor(
    @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelStore,
    @Optional() @Inject(OCTAVO_CONFIG) config?: Pick<OctavoConfig, 'readYourWritesWaitMs'>,
  ) {
    this.waitMs = config?.readYourWritesWaitMs ?? WAIT_MS;
    this.caughtUpMemoryMs = Math.min(1000, this.waitMs / 5);
  }

  /**
   * Whether any of the projections has not yet applied the newest stored event: then what they hold may be
   * older than what a command already answered, and a check that must not be (a revoked credential, a
   * session just started) reads the events instead. "Caught up" is remembered for a second (finding the head
   * is a round trip to EventStoreDB): shorter than a command's wait, so an event appended after that answer
   * was found has either reached the projections or had its command still waiting when the answer expired.
   */
  async behind(projections: readonly string[]): Promise<boolean> {
    const key = projections.join(',');
    const caughtUpAt = this.caughtUp.get(key);
    const asked = performance.now();
    if (caughtUpAt !== undefined && asked - caughtUpAt < this.caughtUpMemoryMs) return false;
    const [head, ...checkpoints] = await Promise.all([
      this.events.headPosition(),
      ...projections.map((name) => this.readModels.checkpoint(name)),
    ]);
    const behind = checkpoints.some((checkpoint) => checkpoint < head);
    if (behind) this.caughtUp.delete(key);
    else this.caughtUp.set(key, asked);
    return behind;
  }

  /**
   * The events a projection has not applied yet, oldest first, at most `limit`: while it lags, the window in
   * which a stored command's effect is missing from its read models.
   */
  async pendingFor(projection: string, limit = 10_000): Promise<RecordedEvent[]> {
    const after = await this.readModels.checkpoint(projection);
    return this.events.readAll({ after, limit });
  }

  /** True once the projections have the event at `position`, false after `timeoutMs`. */
  async settled(
    position: number | null,
    projections: readonly string[],
    timeoutMs = this.waitMs,
  ): Promise<boolean> {
    if (position === null) return true;
    return this.runner.waitFor(position, projections, timeoutMs);
  }

  /**
   * Waits like `settled`, then reads the stream up to `position` (all of it when the command appended
   * nothing): what the command answers from, whether or not the projections caught up.
   */
  async recorded(
    streamId: string,
    position: number | null,
    projections: readonly string[],
    timeoutMs = this.waitMs,
  ): Promise<RecordedEvent[]> {
    await this.settled(position, projections, timeoutMs);
    const stream = await this.events.readStream(streamId);
    return position === null ? stream : stream.filter((e) => e.position <= position);
  }
}
