import { Inject, Injectable } from '@nestjs/common';
import { buildViewOf } from '../../projections/build-view';
import { BuildView } from '../../projections/read-model-types';
import { Consistency } from '../core/consistency';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { BuildsQueries } from './builds.queries';

/**
 * The build a request just recorded, for its answer: from the builds read model once the projector has the
 * request (read-your-writes), else folded from the build's own stored events. The request succeeded when its
 * events were appended; a slow projector delays the read model, never the answer.
 */
@Injectable()
export class RequestedBuild {
  constructor(
    @Inject(Consistency) private readonly consistency: Consistency,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async view(buildId: number, position: number | null): Promise<BuildView> {
    if (await this.consistency.settled(position, ['builds'])) {
      const projected = await this.builds.byId(buildId);
      if (projected) return projected;
    }
    const fromEvents = buildViewOf(await this.events.readStream(streams.build(buildId)));
    if (!fromEvents) throw new Error(`build ${buildId} has no BuildRequested event in its stream`);
    return fromEvents;
  }
}
