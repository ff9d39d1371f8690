import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/**
 * A render's work folder names the process that made it (`p<pid>s<start time>`): Chromium and Calibre run in
 * process groups of their own and survive a crash of that process, and so would the folder. At start, folders
 * of processes that are gone are removed, and the converters still running in them are killed.
 */
const OWNER = /-p(\d+)s(\d+)-/;

/**
 * A new work folder in `<dataDir>/tmp`, `build-<what>-<owner>-…`: named like every render's, so a later start
 * removes it if the process that made it is gone.
 */
export async function newWorkFolder(dataDir: string, what: string, owner: string): Promise<string> {
  await mkdir(join(dataDir, 'tmp'), { recursive: true });
  return mkdtemp(join(dataDir, 'tmp', `build-${what}-${owner}-`));
}

/** This process, as work folders name it. */
export function ownerTag(pid = process.pid): string {
  return `p${pid}s${startTimeOf(pid) ?? 0}`;
}

/** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22), or null. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function processGroupOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
}

/** Whether the process a folder names is still the one running (same pid and start time). */
function ownerAlive(name: string): boolean | null {
  const match = OWNER.exec(name);
  if (!match) return null;
  return startTimeOf(Number(match[1])) === match[2];
}

export interface Leftovers {
  folders: string[];
  /** Processes killed, by pid, with their command line (for the log). */
  killed: Array<{ pid: number; command: string }>;
}

/**
 * Removes the work folders under `tmpDir` whose process is gone, after killing (SIGKILL, whole process group)
 * every process still running in one of them: its command line or its working directory is inside. Folders
 * without an owner (made before owners were named) go when older than `unownedAfterMs`.
 */
export async function cleanUpLeftovers(tmpDir: string, unownedAfterMs: number): Promise<Leftovers> {
  const entries = await readdir(tmpDir).catch(() => [] as string[]);
  const folders: string[] = [];
  for (const name of entries) {
    if (!name.startsWith('build-')) continue;
    const alive = ownerAlive(name);
    if (alive === true) continue;
    const path = join(tmpDir, name);
    if (alive === null) {
      const info = await stat(path).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < unownedAfterMs) continue;
    }
    folders.push(path);
  }
  if (folders.length === 0) return { folders, killed: [] };
  const killed = killProcessesIn(folders);
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  return { folders, killed };
}

/**
 * Now, where nothing can be awaited (a process's exit): kills what runs in `folders`, then removes them. What
 * cannot be removed is left to the next start's cleanUpLeftovers.
 */
export function endFoldersNow(folders: string[]): void {
  killProcessesIn(folders);
  for (const folder of folders) {
    try {
      rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // removed at the next start: its owner is gone
    }
  }
}

function killProcessesIn(folders: string[]): Array<{ pid: number; command: string }> {
  const ownGroup = processGroupOf(process.pid);
  const inside = (path: string) => folders.some((folder) => path === folder || path.startsWith(folder + sep));
  const mentions = (text: string) => folders.some((folder) => text.includes(folder));
  const killed: Array<{ pid: number; command: string }> = [];
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return killed; // no /proc: nothing can be found, the folders still go
  }
  for (const pid of pids) {
    if (pid === process.pid) continue;
    let command = '';
    let cwd = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // gone, or not ours to read
    }
    if (!mentions(command) && !inside(cwd)) continue;
    const group = processGroupOf(pid);
    try {
      // The converter's whole group (Chromium's helpers, Calibre's workers), never this process's own.
      if (group && group > 1 && group !== ownGroup) process.kill(-group, 'SIGKILL');
      else process.kill(pid, 'SIGKILL');
      killed.push({ pid, command: command.slice(0, 200) });
    } catch {
      // already gone
    }
  }
  return killed;
}
