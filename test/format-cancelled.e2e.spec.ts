import { join } from 'node:path';
import { SqliteEventStore } from '../src/event-store/sqlite-event-store';
import { newEvent, testEventContext } from '../src/event-store/new-event';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';

type Status = { format: string; status: string; message?: string };
const statuses = (build: { status: Status[] }) => build.status.map((s) => [s.format, s.status, s.message]);

describe('FormatCancelled, over real HTTP', () => {
  const slowRenders = { OCTAVO_FAULT_RENDER_DELAY_MS: '60000', OCTAVO_WORKER_CONCURRENCY: '1' };

  it('a cancellation appends FormatCancelled and answers as before: failed, "cancelled"', async () => {
    const server = new OctavoServer({ env: slowRenders });
    await server.start();
    try {
      const api = new ApiClient(server.baseUrl, await server.createUser('cat'));
      await api.post('/api/projects', { name: 'slow' });
      const posted = await api.post('/api/builds', { project: 'cat/slow', formats: 'platform,html' });
      const cancelled = await api.post(`/api/builds/${posted.json.id}/cancel`);
      expect(cancelled.status).toBe(201);
      expect(statuses(cancelled.json)).toEqual([
        ['platform', 'failed', 'cancelled'],
        ['html', 'failed', 'cancelled'],
      ]);
      const history = await api.get(`/api/builds/${posted.json.id}/events`);
      const cancellations = history.json.filter((e: { type: string }) => e.type === 'FormatCancelled');
      expect(cancellations.map((e: { data: unknown }) => e.data)).toEqual([
        { buildId: posted.json.id, format: 'platform' },
        { buildId: posted.json.id, format: 'html' },
      ]);
      expect(
        history.json.filter(
          (e: { type: string; data: Status }) =>
            e.type === 'FormatStatusChanged' && e.data.status === 'failed',
        ),
      ).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('reads an old log, where a cancellation was a failed FormatStatusChanged, as FormatCancelled', async () => {
    const server = new OctavoServer({ env: slowRenders });
    await server.start();
    const api = new ApiClient(server.baseUrl, await server.createUser('dan'));
    await api.post('/api/projects', { name: 'old' });
    const posted = await api.post('/api/builds', { project: 'dan/old', formats: 'platform,html' });
    const id = posted.json.id as number;
    await server.kill();

    // Append what Octavo wrote for a cancellation before FormatCancelled existed.
    const log = new SqliteEventStore(join(server.dataDir, 'events.db'));
    const stream = `build-${id}`;
    const revision = (await log.readStream(stream)).at(-1)!.revision;
    const oldCancellation = ['platform', 'html'].map((format) =>
      newEvent(
        'FormatStatusChanged',
        1,
        { buildId: id, format, status: 'failed', message: 'cancelled' },
        testEventContext({ actor: 'dan', now: new Date() }),
      ),
    );
    await log.append(stream, oldCancellation, revision);
    await log.close();

    await server.start();
    try {
      const deadline = Date.now() + 30_000;
      let build = await api.get(`/api/builds/${id}`);
      while (build.json.status.some((s: Status) => s.status !== 'failed') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        build = await api.get(`/api/builds/${id}`);
      }
      expect(statuses(build.json)).toEqual([
        ['platform', 'failed', 'cancelled'],
        ['html', 'failed', 'cancelled'],
      ]);
      const history = await api.get(`/api/builds/${id}/events`);
      expect(history.json.map((e: { type: string }) => e.type).slice(-2)).toEqual([
        'FormatCancelled',
        'FormatCancelled',
      ]);
      // Rebuilding the read models from this log gives the same answers.
      const verified = await server.cli(['projections', 'verify']);
      expect(verified.code).toBe(0);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
