import { Inject, Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';
import { OpsProbe } from './ops-probe';

/** Gauges of the installation this process sees (queue depth, log head, projection lag), read at scrape time. */
@Injectable()
export class InstallationMetrics {
  private readonly queueJobs: Gauge<'state'>;
  private readonly headPosition: Gauge;
  private readonly projectionLag: Gauge<'projection'>;
  private readonly reactorLag: Gauge<'reactor'>;

  constructor(
    @Inject(MetricsRegistry) metrics: MetricsRegistry,
    @Inject(OpsProbe) private readonly probe: OpsProbe,
  ) {
    const registers = [metrics.registry];
    this.queueJobs = new Gauge({
      name: 'octavo_queue_jobs',
      help: 'Render jobs across the installation: waiting (incl. delayed retries) and active',
      labelNames: ['state'],
      registers,
    });
    this.headPosition = new Gauge({
      name: 'octavo_event_store_head_position',
      help: 'Position of the newest event in the log',
      registers,
    });
    this.projectionLag = new Gauge({
      name: 'octavo_projection_lag_events',
      help: 'Events in the log that a projection (or the build dispatcher) has not applied yet',
      labelNames: ['projection'],
      registers,
    });
    this.reactorLag = new Gauge({
      name: 'octavo_reactor_lag_events',
      help: 'Events in the log that a reactor (build dispatcher, auto-build trigger, webhook notifier, site follower) has not handled yet',
      labelNames: ['reactor'],
      registers,
    });
    const roles = new Gauge({
      name: 'octavo_process_role',
      help: 'Roles this process runs (OCTAVO_ROLES)',
      labelNames: ['role'],
      registers,
    });
    for (const role of probe.config.roles) roles.set({ role }, 1);
  }

  /** Reads the ports once, so every gauge of one scrape describes the same moment. */
  async refresh(): Promise<void> {
    const [head, checkpoints, reactors, depth] = await Promise.all([
      this.probe.headPosition(),
      this.probe.checkpoints(),
      this.probe.reactorCheckpoints(),
      this.probe.queueDepth(),
    ]);
    this.queueJobs.set({ state: 'waiting' }, depth.waiting);
    this.queueJobs.set({ state: 'active' }, depth.active);
    this.headPosition.set(head);
    this.projectionLag.reset();
    for (const [projection, at] of Object.entries(checkpoints))
      this.projectionLag.set({ projection }, Math.max(0, head - at));
    this.reactorLag.reset();
    for (const [reactor, at] of Object.entries(reactors))
      this.reactorLag.set({ reactor }, Math.max(0, head - at));
  }
}
