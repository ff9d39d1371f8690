import { PerformanceObserver } from 'node:perf_hooks';

export interface PdfPhase {
  phase: string;
  ms: number;
  /** When it started, in ms on the process's clock (phases overlap: parts print side by side). */
  startMs: number;
}

/**
 * Collects the "pdf: <phase>" measures renderPdf records while `work` runs (renderPdf clears them from the
 * timeline at once, so only an observer sees them).
 */
export async function withPdfPhases<T>(work: () => Promise<T>): Promise<{ result: T; phases: PdfPhase[] }> {
  const phases: PdfPhase[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('pdf: '))
        phases.push({ phase: entry.name.slice(5), ms: entry.duration, startMs: entry.startTime });
    }
  });
  observer.observe({ entryTypes: ['measure'] });
  try {
    const result = await work();
    // Observers are called asynchronously; let the last entries arrive.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { result, phases };
  } finally {
    observer.disconnect();
  }
}

/** The phases in the order they ended, each with its share of the whole render. */
export function printPdfPhases(title: string, phases: PdfPhase[]): void {
  const total = phases.find((p) => p.phase === 'total')?.ms ?? 0;
  const rows = phases.filter((p) => p.phase !== 'total');
  const width = Math.max(...rows.map((p) => p.phase.length), 30);
  const origin = Math.min(...phases.map((p) => p.startMs));
  const at = (ms: number) => ((ms - origin) / 1000).toFixed(2).padStart(6);
  console.log(`\n${title}`);
  console.log(`${'phase'.padEnd(width)}  seconds  share   from →    to`);
  for (const p of rows) {
    const share = total > 0 ? `${((p.ms / total) * 100).toFixed(0)}%` : '-';
    console.log(
      `${p.phase.padEnd(width)}  ${(p.ms / 1000).toFixed(2).padStart(7)}  ${share.padStart(5)}  ${at(p.startMs)} → ${at(p.startMs + p.ms)}`,
    );
  }
  const accounted = rows.filter((p) => p.phase !== 'cover print').reduce((sum, p) => sum + p.ms, 0);
  console.log(
    `${'total'.padEnd(width)}  ${(total / 1000).toFixed(2).padStart(7)}   (phases add up to ${(accounted / 1000).toFixed(2)} s; the cover print overlaps the book's)`,
  );
}
