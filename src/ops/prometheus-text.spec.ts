import { Histogram, renderPrometheus } from './prometheus-text';

describe('Prometheus text exposition', () => {
  it('writes gauges with HELP, TYPE and escaped labels', () => {
    const text = renderPrometheus([
      {
        kind: 'gauge',
        name: 'octavo_projection_lag_events',
        help: 'Events behind the log',
        samples: [
          { labels: { projection: 'builds' }, value: 3 },
          { labels: { projection: 'we"ird\\' }, value: 0 },
        ],
      },
    ]);
    expect(text).toBe(
      '# HELP octavo_projection_lag_events Events behind the log\n' +
        '# TYPE octavo_projection_lag_events gauge\n' +
        'octavo_projection_lag_events{projection="builds"} 3\n' +
        'octavo_projection_lag_events{projection="we\\"ird\\\\"} 0\n',
    );
  });

  it('writes cumulative histogram buckets, +Inf, sum and count per label set', () => {
    const histogram = new Histogram([1, 5]);
    histogram.observe({ format: 'pdf' }, 0.5);
    histogram.observe({ format: 'pdf' }, 3);
    histogram.observe({ format: 'pdf' }, 9);
    histogram.observe({ format: 'html' }, 2);
    const text = renderPrometheus([histogram.family('octavo_render_duration_seconds', 'Render time')]);
    expect(text).toContain('octavo_render_duration_seconds_bucket{format="pdf",le="1"} 1\n');
    expect(text).toContain('octavo_render_duration_seconds_bucket{format="pdf",le="5"} 2\n');
    expect(text).toContain('octavo_render_duration_seconds_bucket{format="pdf",le="+Inf"} 3\n');
    expect(text).toContain('octavo_render_duration_seconds_sum{format="pdf"} 12.5\n');
    expect(text).toContain('octavo_render_duration_seconds_count{format="html"} 1\n');
    expect(text).toContain('octavo_render_duration_seconds_bucket{format="html",le="1"} 0\n');
  });
});
