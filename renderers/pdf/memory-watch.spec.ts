import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { RenderFailure } from '../types';
import {
  pdfMemoryLimitBytes,
  processMemoryBytes,
  processResidentBytes,
  processTree,
  processTreeMemoryBytes,
  treeByChildren,
  treeByScan,
  watchProcessTreeMemory,
  withMemoryCap,
} from './memory-watch';

function killIfPresent(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

describe('memory watch', () => {
  it('reads the limit from OCTAVO_PDF_MEMORY_MB, 2048 MB by default', () => {
    expect(pdfMemoryLimitBytes({})).toBe(2048 * 1048576);
    expect(pdfMemoryLimitBytes({ OCTAVO_PDF_MEMORY_MB: '512' })).toBe(512 * 1048576);
    expect(pdfMemoryLimitBytes({ OCTAVO_PDF_MEMORY_MB: 'lots' })).toBe(2048 * 1048576);
  });

  it('finds a process tree and measures it', async () => {
    const parent = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' });
    // Until the shell has started its child: 300 ms were not always enough on a loaded machine.
    for (let waited = 0; processTree(parent.pid!).length < 2 && waited < 10_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    try {
      const tree = processTree(parent.pid!);
      expect(tree[0]).toBe(parent.pid);
      expect(tree.length).toBeGreaterThanOrEqual(2);
      expect(await processTreeMemoryBytes(parent.pid!)).toBeGreaterThan(0);
      expect(processResidentBytes(parent.pid!)).toBeGreaterThanOrEqual(await processMemoryBytes(parent.pid!));
    } finally {
      for (const pid of processTree(parent.pid!)) killIfPresent(pid);
    }
  });

  it("walks down the kernel's children lists to the tree a scan of every process finds", async () => {
    // Children started by a thread other than the main one too: python's thread runs the grandchildren.
    const parent = spawn(
      'sh',
      [
        '-c',
        'sh -c "sleep 30 & sleep 30 & wait" & python3 -c "import threading, subprocess; ' +
          "t = threading.Thread(target=lambda: subprocess.run(['sleep', '30'])); t.start(); t.join()\" & wait",
      ],
      { stdio: 'ignore' },
    );
    const sleeps = () =>
      treeByScan(parent.pid!).filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'latin1').trim() === 'sleep';
        } catch {
          return false;
        }
      }).length;
    for (let waited = 0; sleeps() < 3 && waited < 10_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    try {
      const scanned = treeByScan(parent.pid!);
      expect(sleeps()).toBe(3);
      expect(treeByChildren(parent.pid!).sort()).toEqual(scanned.sort());
    } finally {
      // A child killed first can let its parent finish and be reaped before its own turn: gone is what we want.
      for (const pid of treeByScan(parent.pid!).reverse()) killIfPresent(pid);
    }
  });

  it('kills the process tree and fails the render when it goes over the cap', async () => {
    // A real process that holds about 64 MB, capped at 16 MB.
    const hog = spawn('python3', ['-c', 'import time; x = bytearray(64 * 1024 * 1024); time.sleep(30)'], {
      stdio: 'ignore',
    });
    let killed = false;
    const work = new Promise<string>((resolve) => hog.on('exit', () => resolve('exited')));
    const result = withMemoryCap(
      hog.pid,
      () => {
        killed = true;
        hog.kill('SIGKILL');
      },
      () => work,
      16 * 1048576,
    );
    await expect(result).rejects.toThrow(RenderFailure);
    await expect(result).rejects.toThrow(/over the 16 MB limit for one render/);
    expect(killed).toBe(true);
  });

  it('measures at once, so a process already over the cap is seen before the first interval ends', async () => {
    // This test's own process holds far more than 1 KB; the interval is a minute, longer than the test may wait.
    const seen = await new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('not measured before the first interval')), 5_000);
      const stop = watchProcessTreeMemory(
        process.pid,
        1024,
        (used) => {
          clearTimeout(timeout);
          stop();
          resolve(used);
        },
        60_000,
      );
    });
    expect(seen).toBeGreaterThan(1024);
  });

  it("sees a process the tree starts after the watch began, within the first 2 s (a page's new renderer)", async () => {
    // The shell holds little; the child it starts half a second later holds about 64 MB, over a 32 MB cap.
    const parent = spawn(
      'sh',
      ['-c', 'sleep 0.5; python3 -c "import time; x = bytearray(64 * 1024 * 1024); time.sleep(10)"; true'],
      { stdio: 'ignore' },
    );
    try {
      const started = performance.now();
      const seenAfter = await new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error('the new process went unseen')), 1_700);
        const stop = watchProcessTreeMemory(parent.pid!, 32 * 1048576, () => {
          clearTimeout(timeout);
          stop();
          resolve(performance.now() - started);
        });
      });
      expect(seenAfter).toBeLessThan(1_700);
    } finally {
      for (const pid of processTree(parent.pid!)) killIfPresent(pid);
    }
  });
});
