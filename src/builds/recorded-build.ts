import { Inject, Injectable } from '@nestjs/common';
import { buildViewOf } from '../../projections/build-view';
import { BuildView } from '../../projections/read-model-types';
import { Consistency } from '../core/consistency';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';

/**
 * The build as a command just recorded it (a request, a retry, a cancellation), for its answer: folded from the
 * build's own events up to the command's (the same fold the builds projection makes), so the answer is the
 * build as the command left it whatever a worker has done since, and never depends on the projector. It first
 * waits (read-your-writes, bounded) for the builds read model to have the command's events, so that the client's
 * next GET finds them; a slow projector delays the answer by that wait, never fails it: the command succeeded
 * when its events were appended.
 */
@Injectable()
export class RecordedBuild {
  constructor(
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** `position`: of the command's last event; null (it appended nothing): the whole stream. */
  async view(buildId: number, position: number | null): Promise<BuildView> {
    await this.consistency.settled(position, ['builds']);
    const stream = await this.events.readStream(streams.build(buildId));
    const recorded = buildViewOf(stream.filter((e) => position === null || e.position <= position));
    if (!recorded) throw new Error(`build ${buildId} has no BuildRequested event in its stream`);
    return recorded;
  }
}
