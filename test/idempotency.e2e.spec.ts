import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

const withKey = (key: string) => ({ 'idempotency-key': key });

describe('Idempotency-Key on create routes, over real HTTP', () => {
  const server = new OctavoServer();
  let ann: ApiClient;
  let bob: ApiClient;

  const buildIds = async () =>
    ((await ann.get('/api/builds?project=ann/book&per_page=100')).json as { id: number }[]).map((b) => b.id);

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    expect((await ann.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(ann, 'ann/book', smallBook);
  }, 60_000);
  afterAll(() => server.stop());

  it('answers a repeated key with the first answer and creates one build; a new key makes a new build', async () => {
    const before = await buildIds();
    const params = { project: 'ann/book', formats: 'platform' };
    const first = await ann.request('POST', '/api/builds', params, withKey('build-1'));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const again = await ann.request('POST', '/api/builds', params, withKey('build-1'));
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('location')).toBe(first.json.build_url);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await buildIds()).toEqual([first.json.id, ...before]);

    const other = await ann.request('POST', '/api/builds', params, withKey('build-2'));
    expect(other.status).toBe(201);
    expect(other.json.id).not.toBe(first.json.id);
    expect(await buildIds()).toEqual([other.json.id, first.json.id, ...before]);
  });

  it('runs two racing requests with one key once', async () => {
    const before = await buildIds();
    const params = { project: 'ann/book', formats: 'platform' };
    const [a, b] = await Promise.all([
      ann.request('POST', '/api/builds', params, withKey('race')),
      ann.request('POST', '/api/builds', params, withKey('race')),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json).toEqual(b.json);
    expect(await buildIds()).toEqual([a.json.id, ...before]);
  });

  it('refuses the key on a different request, and keys are the caller’s own', async () => {
    await ann.request('POST', '/api/builds', { project: 'ann/book', formats: 'platform' }, withKey('k'));
    const different = await ann.request(
      'POST',
      '/api/builds',
      { project: 'ann/book', formats: 'html' },
      withKey('k'),
    );
    expect(different.status).toBe(422);
    expect(different.json).toMatchObject({ error: 'idempotency_key_reused' });
    expect(different.json.message).toMatch(/different request/);

    const bobs = await bob.request('POST', '/api/projects', { name: 'notes' }, withKey('k'));
    expect(bobs.status).toBe(201);
    expect(bobs.json.full_name).toBe('bob/notes');
  });

  it('frees the key of a request that failed', async () => {
    const failed = await ann.request(
      'POST',
      '/api/builds',
      { project: 'ann/book', formats: 'nope' },
      withKey('after-failure'),
    );
    expect(failed.status).toBe(422);
    const retried = await ann.request(
      'POST',
      '/api/builds',
      { project: 'ann/book', formats: 'platform' },
      withKey('after-failure'),
    );
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a key that is not visible ASCII', async () => {
    const bad = await ann.request('POST', '/api/builds', { project: 'ann/book' }, withKey('x'.repeat(300)));
    expect(bad.status).toBe(422);
    expect(bad.json).toMatchObject({ error: 'validation_failed' });
    expect(bad.json.message).toMatch(/Idempotency-Key/);
  });

  it('makes one project and one token for a repeated key', async () => {
    const project = await ann.request('POST', '/api/projects', { name: 'twice' }, withKey('project'));
    const projectAgain = await ann.request('POST', '/api/projects', { name: 'twice' }, withKey('project'));
    expect(project.status).toBe(201);
    expect(projectAgain.status).toBe(201);
    expect(projectAgain.json).toEqual(project.json);

    const token = await ann.request('POST', '/api/tokens', { name: 'ci' }, withKey('token'));
    const tokenAgain = await ann.request('POST', '/api/tokens', { name: 'ci' }, withKey('token'));
    expect(token.status).toBe(201);
    expect(tokenAgain.json).toEqual(token.json);
    const tokens = (await ann.get('/api/tokens')).json as { name: string }[];
    expect(tokens.filter((t) => t.name === 'ci')).toHaveLength(1);
  });

  it('keeps the first answer across a restart, sealed in the log', async () => {
    const params = { project: 'ann/book', formats: 'platform' };
    const first = await ann.request('POST', '/api/builds', params, withKey('restart'));
    const tokenFirst = await ann.request('POST', '/api/tokens', { name: 'kept' }, withKey('token-restart'));
    await server.stop();
    await server.start();
    const again = await ann.request('POST', '/api/builds', params, withKey('restart'));
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const tokenAgain = await ann.request('POST', '/api/tokens', { name: 'kept' }, withKey('token-restart'));
    expect(tokenAgain.json.token).toBe(tokenFirst.json.token);

    // The token's secret is in the answer, never in plain text in the log.
    const log = await server.cli(['events', '--type', 'IdempotentAnswerRecorded', '--json']);
    expect(log.code).toBe(0);
    expect(log.stdout).toContain('sealedAnswer');
    expect(log.stdout).not.toContain(tokenFirst.json.token);
  }, 60_000);
});

describe('a slow projector, over real HTTP', () => {
  it('answers POST /api/builds from the stored events: 201 with the build, not 500', async () => {
    const setup = new OctavoServer();
    await setup.start();
    const token = await setup.createUser('cat');
    await new ApiClient(setup.baseUrl, token).post('/api/projects', { name: 'slow' });
    await setup.stop();

    const slow = new OctavoServer({
      dataDir: setup.dataDir,
      // The projector lags twice the read-your-writes wait, so the wait always runs out.
      env: {
        OCTAVO_FAULT_PROJECTION_DELAY_MS: '3000',
        OCTAVO_READ_YOUR_WRITES_WAIT_MS: '1500',
        OCTAVO_FAULT_RENDER_DELAY_MS: '60000',
      },
    });
    await slow.start();
    try {
      const api = new ApiClient(slow.baseUrl, token);
      const params = { project: 'cat/slow', formats: 'platform,html' };
      const started = Date.now();
      const posted = await api.request('POST', '/api/builds', params, withKey('slow'));
      // It waited the whole read-your-writes time for the builds read model, which never came.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      expect(posted.status).toBe(201);
      expect(posted.json).toMatchObject({
        id: expect.any(Number),
        project: 'cat/slow',
        branch: 'main',
        commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      // The build as requested, from its own events (whatever the worker has done since).
      expect(posted.json.status.map((s: { format: string; status: string }) => [s.format, s.status])).toEqual(
        [
          ['platform', 'queued'],
          ['html', 'queued'],
        ],
      );
      expect(posted.headers.get('location')).toBe(posted.json.build_url);

      // The client that retries with its key gets the same build, not a second one.
      const retried = await api.request('POST', '/api/builds', params, withKey('slow'));
      expect(retried.json).toEqual(posted.json);

      // And the build becomes readable once the projector catches up.
      const deadline = Date.now() + 90_000;
      let read = await api.get(`/api/builds/${posted.json.id}`);
      while (read.status !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        read = await api.get(`/api/builds/${posted.json.id}`);
      }
      expect(read.status).toBe(200);
      expect(read.json.id).toBe(posted.json.id);
      const listed = (await api.get('/api/builds?project=cat/slow')).json as { id: number }[];
      expect(listed.map((b) => b.id)).toEqual([posted.json.id]);

      // Cancelling answers from its stored events too: the formats failed, "cancelled", as always.
      const cancelStarted = Date.now();
      const cancelled = await api.post(`/api/builds/${posted.json.id}/cancel`);
      expect(Date.now() - cancelStarted).toBeGreaterThanOrEqual(1500);
      expect(cancelled.status).toBe(201);
      expect(
        cancelled.json.status.map((s: { format: string; status: string; message?: string }) => [
          s.format,
          s.status,
          s.message,
        ]),
      ).toEqual([
        ['platform', 'failed', 'cancelled'],
        ['html', 'failed', 'cancelled'],
      ]);
    } finally {
      await slow.stop();
    }
  }, 180_000);
});
