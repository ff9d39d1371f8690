import { Injectable } from '@nestjs/common';
import { Histogram } from './prometheus-text';

/** Seconds; renders range from a zip of a few files to a long PDF. */
const RENDER_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** What this process's worker rendered: durations per format and outcome, for /metrics. */
@Injectable()
export class RenderMetrics {
  private readonly durations = new Histogram(RENDER_BUCKETS);
  private active = 0;

  started(): (format: string, outcome: string) => void {
    const start = process.hrtime.bigint();
    this.active += 1;
    return (format: string, outcome: string) => {
      this.active -= 1;
      this.durations.observe({ format, outcome }, Number(process.hrtime.bigint() - start) / 1e9);
    };
  }

  get rendering(): number {
    return this.active;
  }

  durationFamily() {
    return this.durations.family(
      'octavo_render_duration_seconds',
      'Time this process spent on one render job, by format and the status the format ended in',
    );
  }
}
