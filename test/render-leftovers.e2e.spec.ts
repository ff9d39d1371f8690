import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { escapeRegExp, fakeTool, killAll, livingProcesses, LiveProcess } from './support/faults';
import { OctavoServer } from './support/octavo-server';

/**
 * Renders clean up after themselves even when the server dies under them: Chromium and Calibre run in process
 * groups of their own (so a timeout can kill all of a render), which is also why they outlive a SIGKILLed
 * server. The next start kills them and removes the work folders of renders that died.
 */
describe('a server killed during renders leaves nothing behind once restarted', () => {
  let server: OctavoServer;
  let leftovers: LiveProcess[] = [];
  const env = {
    CHROME_PATH: fakeTool('chromium-stall'),
    EBOOK_CONVERT_PATH: fakeTool('ebook-convert-hang'),
    OCTAVO_FORMAT_TIMEOUT_MS: '300000',
  };

  afterAll(async () => {
    await server?.stop();
    killAll(leftovers);
  });

  const workFolders = () => {
    try {
      return readdirSync(join(server.dataDir, 'tmp')).filter((name) => name.startsWith('build-'));
    } catch {
      return [];
    }
  };

  async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | null>): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('Chromium (with its helpers) and Calibre still running from the killed server are killed at start; their work folders removed', async () => {
    server = await new OctavoServer({ env }).start();
    const api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(api, 'ann/book', smallBook);
    expect((await api.post('/api/builds', { project: 'ann/book', formats: 'pdf,mobi' })).status).toBe(201);

    const tmp = escapeRegExp(join(server.dataDir, 'tmp'));
    const chromium = new RegExp(`${tmp}.*chromium-profile`);
    // Calibre's stand-in runs `sleep 86398` in the render's folder; its own script names the epub there.
    const calibre = /sleep 86398|ebook-convert-hang/;
    // The wrapper script, Chromium and its helpers.
    await until('Chromium to start', 60_000, async () => {
      const found = await livingProcesses(chromium, server.dataDir);
      return found.length >= 3 ? found : null;
    });
    await until('Calibre to start', 60_000, async () => {
      const found = await livingProcesses(calibre, server.dataDir);
      return found.length ? found : null;
    });
    // The two renders' work folders, and the profile of the Chromium the render process keeps between renders.
    expect(workFolders().filter((name) => !name.startsWith('build-chromium-')).length).toBe(2);

    await server.kill();
    // The problem this guards against: they outlive the server.
    const orphans = [
      ...(await livingProcesses(chromium, server.dataDir)),
      ...(await livingProcesses(calibre, server.dataDir)),
    ];
    leftovers = orphans;
    expect(orphans.length).toBeGreaterThan(1);

    const restarted = new OctavoServer({ dataDir: server.dataDir, env });
    restarted.port = server.port;
    restarted.sshPort = server.sshPort;
    server = await restarted.start();
    // Killed at start, before the interrupted renders are retried (which start new ones, in new folders).
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const deadline = Date.now() + 10_000;
    while (orphans.some((p) => alive(p.pid)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(orphans.filter((p) => alive(p.pid))).toEqual([]);
    // What is left belongs to the new server: its renders' folders, its render processes' kept Chromium.
    const serverProcesses = new Set([server.process!.pid, ...childrenOf(server.process!.pid!)]);
    for (const name of workFolders()) {
      const owner = Number(/-p(\d+)s/.exec(name)?.[1]);
      expect(serverProcesses).toContain(owner);
    }
    leftovers = [
      ...(await livingProcesses(chromium, server.dataDir)),
      ...(await livingProcesses(calibre, server.dataDir)),
    ];
  });
});

/** The pids whose parent is `pid` (the server's render processes). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
