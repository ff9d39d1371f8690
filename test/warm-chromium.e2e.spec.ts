import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { escapeRegExp, leftoverProcesses, livingProcesses, waitForFinalFormat } from './support/faults';
import { OctavoServer } from './support/octavo-server';

/**
 * A server's render process keeps its Chromium between PDF renders (OCTAVO_CHROMIUM_IDLE_MS): the next build
 * is printed by the same browser, and the browser goes with the process, however the process goes.
 */
describe('the Chromium a render process keeps between PDF builds', () => {
  const server = new OctavoServer({ env: { OCTAVO_SHORT_JOB_SLOTS: '0', OCTAVO_WORKER_CONCURRENCY: '1' } });
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(api, 'ann/book', smallBook);
  });
  afterAll(() => server.stop());

  /**
   * The kept browsers: Chromium's main process (no --type=) with a profile in a render process's folder; not the
   * shell running a wrapper script with the same arguments (Debian's chromium-headless-shell), ended with its group.
   */
  const keptBrowsers = async () =>
    (
      await livingProcesses(new RegExp(`${escapeRegExp(join(server.dataDir, 'tmp'))}/build-chromium-`))
    ).filter((p) => !p.args.includes('--type=') && !/^\/bin\/sh\b/.test(p.args));
  const buildPdf = async (change: string) => {
    await putFiles(api, 'ann/book', { 'ch01.md': `# First Chapter\n\n${change}\n` });
    const posted = await api.post('/api/builds', { project: 'ann/book', formats: 'pdf' });
    expect(posted.status).toBe(201);
    expect(await waitForFinalFormat(api, posted.json.id, 'pdf', 120_000)).toMatchObject({
      status: 'completed',
    });
  };

  it('prints build after build with one browser, ended with its render process even when that is killed', async () => {
    await buildPdf('One.');
    const [browser, ...others] = await keptBrowsers();
    expect(browser).toBeDefined();
    expect(others).toEqual([]);
    await buildPdf('Two.');
    await buildPdf('Three.');
    expect((await keptBrowsers()).map((p) => p.pid)).toEqual([browser!.pid]);

    // The render process SIGKILLed (it cannot end its browser): the pool kills the browser it was told of.
    const [thread] = await livingProcesses(/render-thread\.js/, server.dataDir);
    expect(thread).toBeDefined();
    process.kill(thread!.pid, 'SIGKILL');
    expect(
      await leftoverProcesses(new RegExp(`--user-data-dir=\\S*build-chromium-p${thread!.pid}s`), 5000),
    ).toEqual([]);

    // A new render process, a new browser; a graceful stop ends it and removes its profile.
    await buildPdf('Four.');
    expect(await keptBrowsers()).toHaveLength(1);
    await server.stop();
    expect(await leftoverProcesses(new RegExp(escapeRegExp(server.dataDir)), 5000)).toEqual([]);
    const left = readdirSync(join(server.dataDir, 'tmp')).filter((name) =>
      name.startsWith('build-chromium-'),
    );
    expect(left).toEqual([]);
  }, 240_000);
});
