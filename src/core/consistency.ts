import { Inject, Injectable } from '@nestjs/common';
import { ProjectionRunner } from '../../projections/projection-runner';

/** Read-your-writes: a request that appended events answers once the projections it reads have them. */
@Injectable()
export class Consistency {
  constructor(@Inject(ProjectionRunner) private readonly runner: ProjectionRunner) {}

  async reached(position: number | null, projections: readonly string[], timeoutMs = 5000): Promise<void> {
    if (position === null) return;
    const ok = await this.runner.waitFor(position, projections, timeoutMs);
    if (!ok) {
      throw new Error(
        `read models (${projections.join(', ')}) did not reach event ${position} within ${timeoutMs} ms; is a projector running?`,
      );
    }
  }
}
