import { readdirSync, readFileSync } from 'node:fs';

/** Resident bytes of a process and every process below it (Chromium, Calibre, git), from /proc. */
export function treeRss(root: number): number {
  return treeProcesses(root).reduce((total, p) => total + p.rss, 0);
}

/** A process and every process below it, each with its resident bytes and command name. */
export function treeProcesses(root: number): { pid: number; name: string; rss: number }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const found: { pid: number; name: string; rss: number }[] = [];
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      found.push({ pid, name: /Name:\s+(\S+)/.exec(status)?.[1] ?? '?', rss });
    } catch {
      continue;
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * Proportional memory of a process and every process below it (`Pss` of /proc/<pid>/smaps_rollup: a page
 * shared by n processes counts 1/n in each), so Chromium's many processes sharing one binary are not counted
 * many times over, as a sum of resident sizes would.
 */
export function treePss(root: number, { withRoot = true } = {}): number {
  let total = 0;
  for (const p of treeProcesses(root)) {
    if (!withRoot && p.pid === root) continue;
    try {
      total +=
        Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p.pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) *
        1024;
    } catch {
      // ended while we looked
    }
  }
  return total;
}

/** Samples `bytes()` every `everyMs` until `stop()`, which returns the largest value seen. */
export function peakSampler(bytes: () => number, everyMs = 200): { stop(): number } {
  let peak = bytes();
  const timer = setInterval(() => (peak = Math.max(peak, bytes())), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, bytes());
    },
  };
}
