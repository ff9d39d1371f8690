import { RenderFailure } from '../types';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const PAGE_SIZE = 4096;
const DEFAULT_LIMIT_MB = 2048;
/**
 * How long a sample trusts the process tree it found: Chromium starts a renderer now and then, and finding the
 * tree every 250 ms cost a one-chapter PDF render 0.3-0.8 s of its main thread, in stalls of up to 46 ms while
 * the print's pages waited for their requests to be answered.
 */
const TREE_KEPT_MS = 2000;

/** The PDF render's memory cap in bytes: `OCTAVO_PDF_MEMORY_MB` (default 2048 MB). */
export function pdfMemoryLimitBytes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.OCTAVO_PDF_MEMORY_MB);
  const mb = Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_LIMIT_MB;
  return Math.round(mb * 1024 * 1024);
}

/** `pid` and every process below it (Chromium's zygote, renderer and GPU/utility processes). */
export function processTree(rootPid: number): number[] {
  return KERNEL_LISTS_CHILDREN ? treeByChildren(rootPid) : treeByScan(rootPid);
}

/** Whether the kernel lists each thread's children (`/proc/<pid>/task/<tid>/children`, CONFIG_PROC_CHILDREN). */
const KERNEL_LISTS_CHILDREN = existsSync(`/proc/${process.pid}/task/${process.pid}/children`);

/** The tree walked down from its root: only its own processes' threads are read, not every process's stat. */
export function treeByChildren(rootPid: number): number[] {
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // The process ended while we looked.
    }
    // A child is listed under the thread that started it.
    for (const tid of threads) {
      try {
        for (const child of readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1').split(' ')) {
          if (child.trim() !== '') queue.push(Number(child));
        }
      } catch {
        // The thread ended while we looked.
      }
    }
  }
  return tree;
}

/** The tree found by reading every process's parent: what a kernel without children lists allows. */
export function treeByScan(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      // The command name is in parentheses and may contain spaces; the parent pid follows the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * Memory a process really uses: its proportional set size (shared pages divided among the processes
 * sharing them, so Chromium's shared libraries are not counted once per process), or its resident
 * set size where the kernel gives no PSS. Read without holding the event loop: the kernel walks every
 * page of the process to answer (about 25 ms for a print's renderer here).
 */
export async function processMemoryBytes(pid: number): Promise<number> {
  try {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'latin1');
    const pss = /^Pss:\s+(\d+) kB/m.exec(rollup);
    if (pss) return Number(pss[1]) * 1024;
  } catch {
    // Fall back to statm below.
  }
  return processResidentBytes(pid);
}

/** A process's resident set size, which is never below its PSS: cheap to read (the kernel keeps a count). */
export function processResidentBytes(pid: number): number {
  try {
    const resident = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    return Number.isFinite(resident) ? resident * PAGE_SIZE : 0;
  } catch {
    return 0;
  }
}

export async function processTreeMemoryBytes(
  rootPid: number,
  tree: readonly number[] = processTree(rootPid),
): Promise<number> {
  const sizes = await Promise.all(tree.map(processMemoryBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Samples the memory of `rootPid`'s process tree every `intervalMs` and calls `onExceeded` once with
 * the measured bytes when it passes `limitBytes`. Returns a function that stops watching. The resident
 * sizes are summed first, and the proportional ones only when those pass the limit: reading PSS every
 * sample took 3.5 s of a 13 s corpus-book render's main thread, and held it 70 ms at a time while the
 * print lanes' pages waited for their requests to be answered.
 * RLIMIT_AS cannot do this job: Chromium reserves terabytes of address space up front and will not
 * start under any useful limit.
 */
export function watchProcessTreeMemory(
  rootPid: number,
  limitBytes: number,
  onExceeded: (usedBytes: number) => void,
  intervalMs = 250,
): () => void {
  let stopped = false;
  let sampling = false;
  let tree: number[] = [];
  let treeFoundAt = -Infinity;
  const watchedSince = performance.now();
  const sample = async () => {
    // While Chromium starts its renderers (the watch's first 2 s) the tree is looked for at every sample: kept from
    // the first, it would hold the browser alone, and a short render's renderers would go unseen.
    const now = performance.now();
    if (now - watchedSince < TREE_KEPT_MS || now - treeFoundAt >= TREE_KEPT_MS) {
      tree = processTree(rootPid);
      treeFoundAt = performance.now();
    }
    if (tree.reduce((sum, pid) => sum + processResidentBytes(pid), 0) <= limitBytes) return;
    const used = await processTreeMemoryBytes(rootPid, tree);
    if (used > limitBytes && !stopped) {
      stop();
      onExceeded(used);
    }
  };
  const tick = () => {
    if (sampling || stopped) return;
    sampling = true;
    void sample().finally(() => (sampling = false));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  // A kept browser may be over the cap before the render starts; a render shorter than one interval is still seen.
  tick();
  return stop;
}

/**
 * Runs `work` against the browser whose main process is `browserPid`; if the browser's process tree
 * goes over the PDF memory cap, the browser is killed and the render fails with a message saying so.
 */
export async function withMemoryCap<T>(
  browserPid: number | undefined,
  kill: () => void,
  work: () => Promise<T>,
  limitBytes = pdfMemoryLimitBytes(),
): Promise<T> {
  if (browserPid === undefined) return work();
  let stop = () => {};
  const exceeded = new Promise<never>((_, reject) => {
    stop = watchProcessTreeMemory(browserPid, limitBytes, (used) => {
      kill();
      reject(
        new RenderFailure(
          `The PDF render was stopped: Chromium used ${Math.round(used / 1048576)} MB of memory, over the ` +
            `${Math.round(limitBytes / 1048576)} MB limit for one render. Very large or very many images, or ` +
            'extremely long pages, cause this: make the images smaller or split the book ' +
            '(the administrator can raise OCTAVO_PDF_MEMORY_MB)',
        ),
      );
    });
  });
  const running = work();
  running.catch(() => undefined);
  try {
    return await Promise.race([running, exceeded]);
  } finally {
    stop();
  }
}
