import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { BACKGROUND_NICE, lowerPriorityIn, threadPriority } from './render-priority';

/** The nice value of a process's session autogroup, null where the kernel has none. */
function autogroupNice(pid: number): number | null {
  try {
    return Number(/ nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'))![1]);
  } catch {
    return null;
  }
}

describe('lowerPriorityIn', () => {
  it("lowers the priority of a converter's whole process group working in the folder, and nothing else", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'render-priority-'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'render-priority-other-'));
    // A converter with a helper child in its group (as Chromium's are), and an unrelated process.
    const converter = spawn('sh', ['-c', 'sleep 30 & cd / && sleep 30'], { cwd: folder, detached: true });
    const other = spawn('sleep', ['30'], { cwd: elsewhere, detached: true });
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(lowerPriorityIn(folder)).toBeGreaterThan(0);
      expect(getPriority(converter.pid!)).toBe(BACKGROUND_NICE);
      expect(getPriority(other.pid!)).toBe(0);
      expect(getPriority(process.pid)).toBe(0);
      // The converter's session (it was started detached) is lowered as a whole where the kernel groups CPU
      // time by session; this process's own is not.
      if (autogroupNice(process.pid) !== null) {
        expect(autogroupNice(converter.pid!)).toBe(BACKGROUND_NICE);
        expect(autogroupNice(other.pid!)).toBe(0);
        expect(autogroupNice(process.pid)).toBe(0);
      }
      // Already lowered: nothing more to do.
      expect(lowerPriorityIn(folder)).toBe(0);
    } finally {
      process.kill(-converter.pid!, 'SIGKILL');
      process.kill(-other.pid!, 'SIGKILL');
      rmSync(folder, { recursive: true, force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('threadPriority', () => {
  it('lowers the calling thread for a long render and raises it back after', () => {
    // The main thread's id is the process id. Raising a priority back needs CAP_SYS_NICE (root here).
    const priority = threadPriority();
    priority.lower();
    expect(getPriority(process.pid)).toBe(BACKGROUND_NICE);
    priority.restore();
    expect(getPriority(process.pid)).toBe(0);
  });
});
