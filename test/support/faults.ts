import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApiClient } from './api-client';
import { ROOT } from './octavo-server';

const exec = promisify(execFile);

/** A fake converter under test/fixtures/fake-tools/ (crashing or hanging Chromium and Calibre). */
export function fakeTool(name: string): string {
  return join(ROOT, 'test', 'fixtures', 'fake-tools', name);
}

export interface FormatState {
  format: string;
  status: string;
  message?: string;
  download_url?: string;
}

/** Polls a build until `format` is final; returns its status object. */
export async function waitForFinalFormat(
  api: ApiClient,
  id: number,
  format: string,
  timeoutMs = 120_000,
): Promise<FormatState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { json } = await api.get(`/api/builds/${id}`);
    const state = (json?.status as FormatState[] | undefined)?.find((s) => s.format === format);
    if (state && (state.status === 'completed' || state.status === 'failed')) return state;
    if (Date.now() > deadline) throw new Error(`${format} of build ${id} not final: ${JSON.stringify(json)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface LiveProcess {
  pid: number;
  state: string;
  args: string;
}

/**
 * Processes whose command line matches `pattern`, zombies (already dead, awaiting reaping) left out. With `under`,
 * only those of one server: its folder in their arguments (Chromium's profile) or as their working folder (a
 * converter runs in its render's folder). Suites may run side by side, each with its own server and fake tools.
 */
export async function livingProcesses(pattern: RegExp, under?: string): Promise<LiveProcess[]> {
  const { stdout } = await exec('ps', ['-eo', 'pid=,stat=,args='], { maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), state: m[2], args: m[3] }))
    .filter((p) => p.pid !== process.pid && !p.state.startsWith('Z') && pattern.test(p.args))
    .filter((p) => !/^ps -eo/.test(p.args))
    .filter((p) => under === undefined || p.args.includes(under) || workingFolder(p.pid).startsWith(under));
}

function workingFolder(pid: number): string {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

/** Waits (briefly: killed processes take a moment to go) until nothing matches `pattern`; returns what is left. */
export async function leftoverProcesses(
  pattern: RegExp,
  graceMs = 3000,
  under?: string,
): Promise<LiveProcess[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const left = await livingProcesses(pattern, under);
    if (left.length === 0 || Date.now() > deadline) return left;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGKILLs processes a failed test left behind, so they do not leak into the next test. */
export function killAll(processes: LiveProcess[]): void {
  for (const p of processes) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether this machine lets the test mount a small tmpfs (root in a container that allows it). */
export function tmpfsMountWorks(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'octavo-tmpfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
