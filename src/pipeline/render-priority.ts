import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { sep } from 'node:path';

/** The nice value a long job's converters run at: they yield the CPU to short jobs and to the API. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the CPU priority of the converters (Chromium, Calibre) a render started in `folder`: every process
 * whose command line names the folder or whose working directory is inside it, the whole process group of
 * each (Chromium's helpers), and every thread of those (Linux sets a nice value per thread). Never this
 * process's own group. Returns how many threads and autogroups were lowered now. Without /proc it does nothing.
 *
 * Converters start in sessions of their own (Puppeteer and our runner start them detached, to kill their
 * groups), and where the kernel groups CPU time by session (autogroup, on by default in most distributions)
 * a thread's nice value only counts against the threads of its own session: measured, a setsid'd busy loop
 * at nice 10 still took half of a core from one at nice 0; with its session's autogroup at nice 10 too, 9%.
 * So each converter session's autogroup is lowered as well.
 */
export function lowerPriorityIn(folder: string, nice = BACKGROUND_NICE): number {
  const processes = listProcesses();
  const ownGroup = processes.get(process.pid)?.group;
  const groups = new Set<number>();
  for (const [pid, info] of processes) {
    if (pid === process.pid || info.group === ownGroup) continue;
    if (mentions(pid, folder)) groups.add(info.group);
  }
  let lowered = 0;
  const ownAutogroup = autogroupOf(process.pid);
  const autogroupsSeen = new Set<string>();
  for (const [pid, info] of processes) {
    if (!groups.has(info.group)) continue;
    const autogroup = autogroupOf(pid);
    if (autogroup && autogroup.id !== ownAutogroup?.id && !autogroupsSeen.has(autogroup.id)) {
      autogroupsSeen.add(autogroup.id);
      if (autogroup.nice < nice && lowerAutogroup(pid, nice)) lowered++;
    }
    for (const tid of threadsOf(pid)) {
      try {
        if (getPriority(tid) < nice) {
          setPriority(tid, nice);
          lowered++;
        }
      } catch {
        // gone, or not ours
      }
    }
  }
  return lowered;
}

/**
 * Keeps lowering the priority of what runs in `folder` every `everyMs` (converters start their helpers
 * later), until stopped.
 */
export function keepInBackground(folder: string, everyMs = 500): { stop(): void } {
  const timer = setInterval(() => lowerPriorityIn(folder), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

function listProcesses(): Map<number, { group: number }> {
  const processes = new Map<number, { group: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return processes;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      processes.set(Number(entry), { group });
    } catch {
      // gone
    }
  }
  return processes;
}

function mentions(pid: number, folder: string): boolean {
  try {
    if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder)) return true;
    const cwd = readlinkSync(`/proc/${pid}/cwd`);
    return cwd === folder || cwd.startsWith(folder + sep);
  } catch {
    return false;
  }
}

/** `/proc/<pid>/autogroup` reads "/autogroup-123 nice 0"; null where the kernel has no autogroups. */
function autogroupOf(pid: number): { id: string; nice: number } | null {
  try {
    const match = /^(\S+) nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
    return match ? { id: match[1], nice: Number(match[2]) } : null;
  } catch {
    return null;
  }
}

function lowerAutogroup(pid: number, nice: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return true;
  } catch {
    return false; // gone, or not ours
  }
}

function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid];
  }
}

/**
 * This thread's own priority, for a render thread running a long job: Linux keeps a nice value per thread.
 * `lower()` is a no-op where the priority could not be raised back afterwards (no CAP_SYS_NICE: the thread
 * would stay slow for every later render), which `lower` finds out once by trying.
 */
export function threadPriority(): { lower(): void; restore(): void } {
  let tid: number | null = null;
  try {
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(tid, 1);
    setPriority(tid, 0);
  } catch {
    tid = null;
  }
  const set = (nice: number) => {
    if (tid === null) return;
    try {
      setPriority(tid, nice);
    } catch {
      // not allowed after all: leave it
    }
  };
  return { lower: () => set(BACKGROUND_NICE), restore: () => set(0) };
}
