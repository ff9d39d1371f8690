import { Inject, Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/** Seconds; renders range from a zip of a few files to a long PDF. */
const RENDER_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** What this process's worker rendered: durations per format and outcome, for /metrics. */
@Injectable()
export class RenderMetrics {
  private readonly durations: Histogram<'format' | 'outcome'>;
  private readonly inProgress: Gauge;
  private readonly partDurations: Histogram<'outcome'>;
  private readonly reuses: Counter<'format'>;
  private active = 0;

  constructor(@Inject(MetricsRegistry) metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.durations = new Histogram({
      name: 'octavo_render_duration_seconds',
      help: 'Time this process spent on one render job, by format and the status the format ended in',
      labelNames: ['format', 'outcome'],
      buckets: RENDER_BUCKETS,
      registers,
    });
    this.inProgress = new Gauge({
      name: 'octavo_renders_in_progress',
      help: 'Render jobs this process is running now',
      registers,
    });
    this.partDurations = new Histogram({
      name: 'octavo_pdf_part_duration_seconds',
      help: "Time this process spent printing one part of a long book's PDF for a render in any worker process",
      labelNames: ['outcome'],
      buckets: RENDER_BUCKETS,
      registers,
    });
    this.reuses = new Counter({
      name: 'octavo_formats_reused_total',
      help: "Formats this process completed when their build was requested, with an earlier build's artifact of the same commit and inputs: no render job",
      labelNames: ['format'],
      registers,
    });
  }

  /** A format completed with an earlier build's artifact (an unchanged commit) when requested, without a job. */
  reused(format: string): void {
    this.reuses.inc({ format });
  }

  /** A PDF part job (issue 17, item 5); call the answer with how it ended (completed, failed). */
  partStarted(): (outcome: string) => void {
    const stopTimer = this.partDurations.startTimer();
    return (outcome: string) => stopTimer({ outcome });
  }

  started(): (format: string, outcome: string) => void {
    const stopTimer = this.durations.startTimer();
    this.active += 1;
    this.inProgress.set(this.active);
    return (format: string, outcome: string) => {
      this.active -= 1;
      this.inProgress.set(this.active);
      stopTimer({ format, outcome });
    };
  }

  get rendering(): number {
    return this.active;
  }
}
