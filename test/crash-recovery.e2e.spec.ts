import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

const waitForStatus = async (api: ApiClient, id: number, format: string, status: string) => {
  for (let i = 0; i < 300; i++) {
    const { json } = await api.get(`/api/builds/${id}`);
    if (json.status.find((s: { format: string }) => s.format === format).status === status) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${format} never became ${status}`);
};

describe('crash recovery (SIGKILL)', () => {
  it('a render killed mid-way is retried after restart and completes; the retry is in the event history', async () => {
    const slow = new OctavoServer({ env: { OCTAVO_FAULT_RENDER_DELAY_MS: '30000' } });
    await slow.start();
    const token = await slow.createUser('ann');
    let api = new ApiClient(slow.baseUrl, token);
    await api.post('/api/projects', { name: 'book' });
    await putFiles(api, 'ann/book', smallBook);
    const { json: build } = await api.post('/api/builds', { project: 'ann/book', formats: 'html' });
    await waitForStatus(api, build.id, 'html', 'working');
    await slow.kill();

    const restarted = new OctavoServer({ dataDir: slow.dataDir });
    restarted.port = slow.port;
    await restarted.start();
    try {
      api = new ApiClient(restarted.baseUrl, token);
      const done = await api.waitForBuild(build.id);
      expect(done.status[0]).toMatchObject({ format: 'html', status: 'completed' });
      const history = await api.get(`/api/builds/${build.id}/events`);
      expect(history.json.map((e: { type: string }) => e.type)).toEqual([
        'BuildRequested',
        'FormatStatusChanged',
        'FormatRenderRetried',
        'FormatStatusChanged',
      ]);
    } finally {
      await restarted.stop();
    }
  });

  it('a render interrupted twice fails with a message instead of hanging', async () => {
    const slowEnv = { OCTAVO_FAULT_RENDER_DELAY_MS: '30000' };
    let server = new OctavoServer({ env: slowEnv });
    await server.start();
    const token = await server.createUser('ann');
    let api = new ApiClient(server.baseUrl, token);
    await api.post('/api/projects', { name: 'book' });
    const { json: build } = await api.post('/api/builds', { project: 'ann/book', formats: 'platform' });
    await waitForStatus(api, build.id, 'platform', 'working');
    for (let round = 0; round < 2; round++) {
      await server.kill();
      const next = new OctavoServer({ dataDir: server.dataDir, env: round === 0 ? slowEnv : {} });
      next.port = server.port;
      server = next;
      await server.start();
      api = new ApiClient(server.baseUrl, token);
      if (round === 0) {
        // The retry is running again (still slow): wait until the retry event is in, then crash again.
        for (let i = 0; i < 200; i++) {
          const { json } = await api.get(`/api/builds/${build.id}/events`);
          if (json.some((e: { type: string }) => e.type === 'FormatRenderRetried')) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }
    try {
      const done = await api.waitForBuild(build.id);
      expect(done.status[0].status).toBe('failed');
      expect(done.status[0].message).toMatch(/interrupted 2 times/);
    } finally {
      await server.stop();
    }
  });

  it('after a mixed workload and a crash in the middle of it, projections verify passes and no build is left behind', async () => {
    let server = new OctavoServer();
    await server.start();
    const token = await server.createUser('ann');
    let api = new ApiClient(server.baseUrl, token);
    await api.post('/api/projects', { name: 'book' });
    await putFiles(api, 'ann/book', smallBook);
    const ids: number[] = [];
    for (let round = 0; round < 3; round++) {
      const work = Array.from({ length: 10 }, async (_, i) => {
        // One build a round also renders pdf, so a Chromium render is part of the mix; the other nine stay
        // with the quick formats (thirty pdfs only made the final wait long, not the crash any different).
        const formats = i === 0 ? 'html,platform,pdf' : 'html,platform';
        const posted = await api.post('/api/builds', { project: 'ann/book', formats });
        if (posted.status === 201) ids.push(posted.json.id);
        await api.put('/api/projects/ann/book/files/notes.md', {
          content: `round ${round} ${i}`,
          message: 'note',
        });
      });
      await Promise.race([Promise.allSettled(work), new Promise((r) => setTimeout(r, 150))]);
      await server.kill();
      await Promise.allSettled(work);
      const next = new OctavoServer({ dataDir: server.dataDir });
      next.port = server.port;
      server = next;
      await server.start();
      api = new ApiClient(server.baseUrl, token);
    }
    try {
      for (const id of ids) {
        const done = await api.waitForBuild(id);
        for (const s of done.status) expect(['completed', 'failed']).toContain(s.status);
      }
      const verify = await server.cli(['projections', 'verify']);
      expect(verify.stdout).toContain('projections verify: ok');
      expect(verify.code).toBe(0);
      const rebuild = await server.cli(['projections', 'rebuild']);
      expect(rebuild.code).toBe(0);
      expect(rebuild.stdout).toMatch(/rebuilt accounts, projects, builds(, [a-z-]+)* up to event \d+/);
      const again = await server.cli(['projections', 'verify']);
      expect(again.code).toBe(0);
      expect((await api.get('/api/projects/ann/book')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
