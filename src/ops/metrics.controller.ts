import { Controller, Get, Header, Inject } from '@nestjs/common';
import { OpsProbe } from './ops-probe';
import { MetricFamily, renderPrometheus } from './prometheus-text';
import { RenderMetrics } from './render-metrics';

/** Prometheus metrics of this process and of the installation it sees (queue depth, projection lag). */
@Controller()
export class MetricsController {
  constructor(
    @Inject(OpsProbe) private readonly probe: OpsProbe,
    @Inject(RenderMetrics) private readonly renders: RenderMetrics,
  ) {}

  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('cache-control', 'no-store')
  async metrics(): Promise<string> {
    const [head, checkpoints, depth] = await Promise.all([
      this.probe.headPosition(),
      this.probe.checkpoints(),
      this.probe.queueDepth(),
    ]);
    const families: MetricFamily[] = [
      {
        kind: 'gauge',
        name: 'octavo_queue_jobs',
        help: 'Render jobs across the installation: waiting (incl. delayed retries) and active',
        samples: [
          { labels: { state: 'waiting' }, value: depth.waiting },
          { labels: { state: 'active' }, value: depth.active },
        ],
      },
      {
        kind: 'gauge',
        name: 'octavo_event_store_head_position',
        help: 'Position of the newest event in the log',
        samples: [{ labels: {}, value: head }],
      },
      {
        kind: 'gauge',
        name: 'octavo_projection_lag_events',
        help: 'Events in the log that a projection (or the build dispatcher) has not applied yet',
        samples: Object.entries(checkpoints).map(([projection, at]) => ({
          labels: { projection },
          value: Math.max(0, head - at),
        })),
      },
      {
        kind: 'gauge',
        name: 'octavo_renders_in_progress',
        help: 'Render jobs this process is running now',
        samples: [{ labels: {}, value: this.renders.rendering }],
      },
      this.renders.durationFamily(),
      {
        kind: 'gauge',
        name: 'octavo_process_role',
        help: 'Roles this process runs (OCTAVO_ROLES)',
        samples: this.probe.config.roles.map((role) => ({ labels: { role }, value: 1 })),
      },
    ];
    return renderPrometheus(families);
  }
}
