import { InstallationMetrics } from './installation-metrics';
import { MetricsRegistry } from './metrics-registry';
import type { OpsProbe } from './ops-probe';
import { RenderMetrics } from './render-metrics';

/** A probe answering fixed figures: the gauges' arithmetic and labels are what is under test here. */
function probeAnswering(figures: {
  head: number;
  checkpoints: Record<string, number>;
  reactors?: Record<string, number>;
  waiting: number;
  active: number;
}): OpsProbe {
  return {
    config: { roles: ['api', 'worker'] },
    headPosition: async () => figures.head,
    checkpoints: async () => figures.checkpoints,
    reactorCheckpoints: async () => figures.reactors ?? {},
    queueDepth: async () => ({ waiting: figures.waiting, active: figures.active, source: 'queue' }),
  } as unknown as OpsProbe;
}

describe('metrics through prom-client', () => {
  let metrics: MetricsRegistry;
  beforeEach(() => (metrics = new MetricsRegistry()));
  afterEach(() => metrics.onModuleDestroy());

  it("exposes Node's default metrics in the text format 0.0.4", async () => {
    const text = await metrics.text();
    expect(metrics.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(text).toMatch(/^# TYPE process_cpu_user_seconds_total counter$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it('writes cumulative render-duration buckets, +Inf, sum and count per format and outcome', async () => {
    const renders = new RenderMetrics(metrics);
    const pdf = renders.started();
    const html = renders.started();
    expect(renders.rendering).toBe(2);
    expect(await metrics.text()).toContain('\noctavo_renders_in_progress 2\n');
    pdf('pdf', 'completed');
    html('html', 'failed');
    expect(renders.rendering).toBe(0);
    const text = await metrics.text();
    expect(text).toContain('# TYPE octavo_render_duration_seconds histogram\n');
    expect(text).toContain(
      'octavo_render_duration_seconds_bucket{le="0.1",format="pdf",outcome="completed"} 1\n',
    );
    expect(text).toContain(
      'octavo_render_duration_seconds_bucket{le="+Inf",format="html",outcome="failed"} 1\n',
    );
    expect(text).toContain('octavo_render_duration_seconds_count{format="pdf",outcome="completed"} 1\n');
    expect(text).toMatch(/^octavo_render_duration_seconds_sum\{format="html",outcome="failed"\} [\d.e-]+$/m);
    expect(text).toContain('\noctavo_renders_in_progress 0\n');
  });

  it('reads queue depth, head and projection lag at scrape time, with escaped labels and no stale series', async () => {
    const figures = {
      head: 10,
      checkpoints: { builds: 7, 'we"ird\\': 12 } as Record<string, number>,
      reactors: {} as Record<string, number>,
      waiting: 2,
      active: 1,
    };
    const installation = new InstallationMetrics(metrics, probeAnswering(figures));
    await installation.refresh();
    let text = await metrics.text();
    expect(text).toContain(
      '# HELP octavo_projection_lag_events Events in the log that a projection (or the build dispatcher) has not applied yet\n' +
        '# TYPE octavo_projection_lag_events gauge\n' +
        'octavo_projection_lag_events{projection="builds"} 3\n' +
        'octavo_projection_lag_events{projection="we\\"ird\\\\"} 0\n',
    );
    expect(text).toContain('octavo_queue_jobs{state="waiting"} 2\noctavo_queue_jobs{state="active"} 1\n');
    expect(text).toContain('\noctavo_event_store_head_position 10\n');
    expect(text).toContain('octavo_process_role{role="api"} 1\noctavo_process_role{role="worker"} 1\n');

    figures.checkpoints = { builds: 10 };
    figures.reactors = { 'build-dispatcher': 10, 'webhook-notifier': 4 };
    await installation.refresh();
    expect(await metrics.text()).toContain(
      'octavo_reactor_lag_events{reactor="build-dispatcher"} 0\n' +
        'octavo_reactor_lag_events{reactor="webhook-notifier"} 6\n',
    );
    text = await metrics.text();
    expect(text).toContain('octavo_projection_lag_events{projection="builds"} 0\n');
    expect(text).not.toContain('we\\"ird');
  });
});
