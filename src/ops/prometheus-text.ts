/** Prometheus text exposition (format 0.0.4): the few metric shapes Octavo exports. */

export type Labels = Record<string, string>;

export interface GaugeFamily {
  kind: 'gauge' | 'counter';
  name: string;
  help: string;
  samples: Array<{ labels: Labels; value: number }>;
}

export interface HistogramFamily {
  kind: 'histogram';
  name: string;
  help: string;
  buckets: readonly number[];
  series: Array<{ labels: Labels; counts: number[]; sum: number; count: number }>;
}

export type MetricFamily = GaugeFamily | HistogramFamily;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

const numberText = (value: number) =>
  Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN';

export function renderPrometheus(families: readonly MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${family.help.replace(/\n/g, ' ')}`);
    lines.push(`# TYPE ${family.name} ${family.kind}`);
    if (family.kind === 'histogram') {
      for (const series of family.series) {
        family.buckets.forEach((bound, i) => {
          const labels = labelText({ ...series.labels, le: String(bound) });
          lines.push(`${family.name}_bucket${labels} ${series.counts[i]}`);
        });
        lines.push(`${family.name}_bucket${labelText({ ...series.labels, le: '+Inf' })} ${series.count}`);
        lines.push(`${family.name}_sum${labelText(series.labels)} ${numberText(series.sum)}`);
        lines.push(`${family.name}_count${labelText(series.labels)} ${series.count}`);
      }
    } else {
      for (const sample of family.samples)
        lines.push(`${family.name}${labelText(sample.labels)} ${numberText(sample.value)}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** A cumulative histogram: `counts[i]` holds observations ≤ `buckets[i]`. */
export class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();

  constructor(readonly buckets: readonly number[]) {}

  observe(labels: Labels, value: number): void {
    const key = JSON.stringify(Object.entries(labels).sort());
    let series = this.series.get(key);
    if (!series) {
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    this.buckets.forEach((bound, i) => {
      if (value <= bound) series.counts[i] += 1;
    });
    series.sum += value;
    series.count += 1;
  }

  family(name: string, help: string): HistogramFamily {
    const series = [...this.series.values()].map((s) => ({ ...s, counts: [...s.counts] }));
    return { kind: 'histogram', name, help, buckets: this.buckets, series };
  }
}
