import { Inject, Injectable } from '@nestjs/common';
import { buildViewOf } from '../../projections/build-view';
import { BuildView } from '../../projections/read-model-types';
import { Consistency } from '../core/consistency';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';

/**
 * The build a request just recorded, for its answer: folded from the build's own events up to the request's
 * (the same fold the builds projection makes), so the answer is the build as requested whatever a worker has
 * done since, and never depends on the projector. It first waits (read-your-writes, bounded) for the builds
 * read model to have the request, so that the client's next GET finds it; a slow projector delays the answer
 * by that wait, never fails it: the request succeeded when its events were appended.
 */
@Injectable()
export class RequestedBuild {
  constructor(
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async view(buildId: number, position: number | null): Promise<BuildView> {
    await this.consistency.settled(position, ['builds']);
    const stream = await this.events.readStream(streams.build(buildId));
    const requested = buildViewOf(stream.filter((e) => position === null || e.position <= position));
    if (!requested) throw new Error(`build ${buildId} has no BuildRequested event in its stream`);
    return requested;
  }
}
