import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './octavo-process';

export interface BenchRow {
  metric: string;
  unit: string;
  octavo: number;
  /** The reference measured in the same run (bare node:http), when there is one. */
  reference: number | null;
  /** octavo / reference, or octavo / target when there is no reference. */
  ratio: number | null;
  target: string;
  /** null: informational, no target. */
  pass: boolean | null;
  notes?: string;
}

function fmt(value: number | null, digits = 0): string {
  if (value === null) return '-';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function printTable(rows: BenchRow[]): void {
  const header = ['metric', 'Octavo', 'reference', 'ratio', 'target', 'result'];
  const lines = rows.map((r) => [
    r.metric,
    `${fmt(r.octavo, r.unit === 'ms' ? 2 : 0)} ${r.unit}`,
    r.reference === null ? '-' : `${fmt(r.reference, r.unit === 'ms' ? 2 : 0)} ${r.unit}`,
    r.ratio === null ? '-' : `${fmt(r.ratio, 2)}x`,
    r.target,
    r.pass === null ? 'info' : r.pass ? 'PASS' : 'FAIL  <<<',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(row(line));
  console.log('');
  for (const r of rows.filter((r) => r.notes)) console.log(`  ${r.metric}: ${r.notes}`);
  const failed = rows.filter((r) => r.pass === false);
  console.log(
    failed.length === 0
      ? '\nall targets met'
      : `\nFAIL: ${failed.length} target(s) missed: ${failed.map((r) => r.metric).join('; ')}`,
  );
}

/** Writes the run under test-output/bench/ (gitignored); returns the file. */
export function writeResults(name: string, payload: object): string {
  const dir = join(ROOT, 'test-output', 'bench');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(payload, null, 2) + '\n');
  return file;
}
