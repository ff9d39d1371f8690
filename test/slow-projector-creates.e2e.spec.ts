import { execFileSync } from 'node:child_process';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { eventually } from './support/eventually';
import { OctavoServer } from './support/octavo-server';
import { SshUser } from './support/ssh-client';

type Answer = Awaited<ReturnType<ApiClient['request']>>;

/**
 * Every create route answers from its stored events when the projector is slow: 201 with the thing as
 * created, never a 500 for a command that succeeded; and a client retrying with its Idempotency-Key gets that
 * first answer and creates nothing more.
 */
describe('create routes under a slow projector, over real HTTP', () => {
  const setup = new OctavoServer();
  let slow: OctavoServer;
  let api: ApiClient;
  let htmlBuildId: number;
  let key: SshUser;

  beforeAll(async () => {
    await setup.start();
    const token = await setup.createUser('dee');
    const ready = new ApiClient(setup.baseUrl, token);
    expect((await ready.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(ready, 'dee/book', smallBook);
    const html = await ready.post('/api/builds', { project: 'dee/book', formats: 'html' });
    htmlBuildId = html.json.id;
    expect((await ready.waitForBuild(htmlBuildId, 120_000)).status[0].status).toBe('completed');
    await setup.stop();
    key = await SshUser.create('dee-laptop');

    // Each projector batch waits 3 s: longer than a command's read-your-writes wait (1.5 s here).
    slow = new OctavoServer({
      dataDir: setup.dataDir,
      env: {
        OCTAVO_FAULT_PROJECTION_DELAY_MS: '3000',
        OCTAVO_READ_YOUR_WRITES_WAIT_MS: '1500',
        OCTAVO_FAULT_RENDER_DELAY_MS: '600000',
        OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1',
      },
    });
    await slow.start();
    api = new ApiClient(slow.baseUrl, token);
  }, 240_000);
  afterAll(async () => {
    await slow?.stop();
  });

  /** POSTs once and again with the same key: both 201, the second the first's replay. */
  async function createTwice(path: string, body: Record<string, unknown>, idempotencyKey: string) {
    const started = Date.now();
    const first = await api.request('POST', path, body, { 'idempotency-key': idempotencyKey });
    expect({ path, status: first.status, body: first.json }).toMatchObject({ path, status: 201 });
    // The answer waited the whole read-your-writes time for a read model that did not come.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    const again: Answer = await api.request('POST', path, body, { 'idempotency-key': idempotencyKey });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    return first;
  }

  it('answers each create with 201 and the created thing, and a repeated key with that answer', async () => {
    const project = await createTwice(
      '/api/projects',
      { name: 'fresh', description: 'made while the projector lags', visibility: 'public' },
      'project-1',
    );
    expect(project.json).toMatchObject({
      full_name: 'dee/fresh',
      owner: 'dee',
      name: 'fresh',
      description: 'made while the projector lags',
      visibility: 'public',
      default_branch: 'main',
      empty: false,
      clone_url: expect.stringContaining('dee/fresh.git'),
      branches: [{ name: 'main', commit: expect.stringMatching(/^[0-9a-f]{40}$/) }],
      collaborators: [],
    });

    const token = await createTwice('/api/tokens', { name: 'ci' }, 'token-1');
    expect(token.json).toEqual({ id: expect.any(String), name: 'ci', token: expect.any(String) });

    const sshKey = await createTwice('/api/ssh_keys', { title: 'laptop', key: key.publicKey }, 'key-1');
    const fingerprint = execFileSync('ssh-keygen', ['-lf', `${key.keyFile}.pub`], { encoding: 'utf8' })
      .split(' ')[1]
      .trim();
    expect(sshKey.json).toMatchObject({
      id: expect.any(String),
      title: 'laptop',
      fingerprint,
      key_type: 'ssh-ed25519',
      created_at: expect.any(String),
    });

    const webhook = await createTwice(
      '/api/projects/dee/book/webhooks',
      { url: 'http://127.0.0.1:9/hook', secret: 's3cret', events: ['build.finished'] },
      'webhook-1',
    );
    expect(webhook.json).toMatchObject({
      id: expect.any(String),
      url: 'http://127.0.0.1:9/hook',
      events: ['build.finished'],
      active: true,
      last_delivery: null,
    });

    const site = await createTwice('/api/sites', { project: 'dee/book', build_id: htmlBuildId }, 'site-1');
    expect(site.json).toMatchObject({
      project: 'dee/book',
      build_id: htmlBuildId,
      public: false,
      url: expect.stringContaining('/sites/dee/book/'),
    });

    const build = await createTwice('/api/builds', { project: 'dee/book', formats: 'platform' }, 'build-1');
    expect(build.json).toMatchObject({
      project: 'dee/book',
      status: [{ format: 'platform', status: 'queued' }],
    });
    const retry = await createTwice(`/api/builds/${htmlBuildId}/retry`, {}, 'retry-1');
    expect(retry.json).toMatchObject({
      project: 'dee/book',
      status: [{ format: 'html', status: 'queued' }],
    });

    // Once the projector catches up, each thing exists once, as answered.
    const fresh = await eventually(
      () => api.get('/api/projects/dee/fresh'),
      (r) => r.status === 200,
    );
    expect(fresh.json).toMatchObject({ full_name: 'dee/fresh', visibility: 'public' });
    const tokens = await eventually(
      () => api.get('/api/tokens'),
      (r) => r.json.some((t: { id: string }) => t.id === token.json.id),
    );
    expect(tokens.json.filter((t: { name: string }) => t.name === 'ci')).toHaveLength(1);
    const keys = await eventually(
      () => api.get('/api/ssh_keys'),
      (r) => r.json.length > 0,
    );
    expect(keys.json).toEqual([sshKey.json]);
    const hooks = await eventually(
      () => api.get('/api/projects/dee/book/webhooks'),
      (r) => r.json.length > 0,
    );
    expect(hooks.json).toEqual([webhook.json]);
    const builds = await eventually(
      () => api.get('/api/builds?project=dee/book'),
      (r) => r.json.length >= 3,
    );
    expect(builds.json.map((b: { id: number }) => b.id)).toEqual([retry.json.id, build.json.id, htmlBuildId]);
  }, 400_000);
});
