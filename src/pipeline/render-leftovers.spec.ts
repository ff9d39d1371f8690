import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUpLeftovers, ownerTag } from './render-leftovers';

describe('cleanUpLeftovers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-leftovers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a live process's folders; kills what runs in a dead one's (its whole group) and removes them", async () => {
    const live = join(dir, `build-1-pdf-${ownerTag()}-abc`);
    const dead = join(dir, 'build-2-mobi-p999999999s1-def');
    const unownedOld = join(dir, 'build-3-epub-ghi');
    for (const folder of [live, dead, unownedOld]) mkdirSync(folder);
    // A converter left running in the dead render's folder, leading its own group like Calibre does.
    const orphan = spawn('sleep', ['86391'], { cwd: dead, detached: true, stdio: 'ignore' });
    const exited = new Promise((resolve) => orphan.once('exit', (_code, signal) => resolve(signal)));

    const { folders, killed } = await cleanUpLeftovers(dir, 0);
    expect(folders.sort()).toEqual([dead, unownedOld].sort());
    expect(killed.map((k) => k.pid)).toEqual([orphan.pid]);
    expect(await exited).toBe('SIGKILL');
    expect(existsSync(live)).toBe(true);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(unownedOld)).toBe(false);
  });

  it('leaves folders without an owner that may still be in use (younger than the limit)', async () => {
    const recent = join(dir, 'build-4-html-jkl');
    mkdirSync(recent);
    expect((await cleanUpLeftovers(dir, 60_000)).folders).toEqual([]);
    expect(existsSync(recent)).toBe(true);
  });
});
