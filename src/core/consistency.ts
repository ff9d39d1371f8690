import { Inject, Injectable } from '@nestjs/common';
import { ProjectionRunner } from '../../projections/projection-runner';

/** Read-your-writes: a request that appended events answers once the projections it reads have them. */
@Injectable()
export class Consistency {
  constructor(@Inject(ProjectionRunner) private readonly runner: ProjectionRunner) {}

  async reached(position: number | null, projections: readonly string[], timeoutMs = 5000): Promise<void> {
    if (!(await this.settled(position, projections, timeoutMs))) {
      throw new Error(
        `read models (${projections.join(', ')}) did not reach event ${position} within ${timeoutMs} ms; is a projector running?`,
      );
    }
  }

  /**
   * True once the projections have the event at `position`, false after `timeoutMs`: for a command that can
   * answer from its own stored events when they lag (the events are the truth; a slow projector is no error).
   */
  async settled(position: number | null, projections: readonly string[], timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    return this.runner.waitFor(position, projections, timeoutMs);
  }
}
