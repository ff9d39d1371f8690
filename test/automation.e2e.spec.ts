import { createHmac } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

/** A webhook receiver on 127.0.0.1 that records every request and fails the first `failures` of them. */
class Receiver {
  readonly requests: Array<{ headers: IncomingHttpHeaders; body: string; answered: number }> = [];
  private readonly server: Server;

  constructor(private readonly failures = 0) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const fail = this.requests.length < this.failures;
        const answered = fail ? 500 : 200;
        this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
        res.statusCode = answered;
        res.end(fail ? 'receiver is down' : 'ok');
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  url(host = '127.0.0.1'): string {
    return `http://${host}:${(this.server.address() as AddressInfo).port}/hook`;
  }

  async waitForRequests(count: number, timeoutMs = 60_000): Promise<void> {
    await until(`${count} webhook request(s)`, timeoutMs, async () => this.requests.length >= count);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const hmac = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

async function deliveriesOf(api: ApiClient, project: string, webhookId: string) {
  const response = await api.get(`/api/projects/${project}/webhooks/${webhookId}/deliveries`);
  expect(response.status).toBe(200);
  return response.json as Array<{
    id: string;
    build_id: number;
    status: string;
    attempts: Array<{ attempt: number; outcome: string; status_code?: number; error?: string }>;
  }>;
}

async function finalDelivery(api: ApiClient, project: string, webhookId: string, buildId: number) {
  let found: Awaited<ReturnType<typeof deliveriesOf>>[number] | undefined;
  await until(`a final delivery of build ${buildId}`, 60_000, async () => {
    found = (await deliveriesOf(api, project, webhookId)).find((d) => d.build_id === buildId);
    return !!found && found.status !== 'pending';
  });
  return found!;
}

async function startBuild(api: ApiClient, project: string, formats = 'html,platform', branch?: string) {
  const response = await api.post('/api/builds', { project, formats, ...(branch ? { branch } : {}) });
  expect(response.status).toBe(201);
  return response.json as {
    id: number;
    commit: string;
    branch: string;
    status: Array<Record<string, unknown>>;
  };
}

describe('automation: builds on push, signed webhooks, retries (private targets allowed)', () => {
  const server = new OctavoServer({
    env: {
      OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1',
      OCTAVO_WEBHOOK_RETRY_BASE_MS: '200',
      OCTAVO_WEBHOOK_MAX_ATTEMPTS: '3',
    },
  });
  let ann: ApiClient;
  let bob: ApiClient;
  let cloneUrl: string;
  const receivers: Receiver[] = [];
  const receiver = async (failures = 0) => {
    const made = await new Receiver(failures).start();
    receivers.push(made);
    return made;
  };

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    const project = await ann.post('/api/projects', { name: 'book' });
    expect(project.status).toBe(201);
    cloneUrl = project.json.clone_url;
  });

  afterAll(async () => {
    await server.stop();
    await Promise.all(receivers.map((r) => r.stop()));
  });

  it('builds a push over SSH to an auto-build branch, and sends the finished build signed', async () => {
    const hook = await receiver();
    const secret = 'correct horse battery staple';
    const added = await ann.post('/api/projects/ann/book/webhooks', {
      url: hook.url(),
      secret,
      events: ['build.finished'],
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ url: hook.url(), events: ['build.finished'], last_delivery: null });
    expect(added.text).not.toContain(secret);

    const settings = await ann.put('/api/projects/ann/book/auto_build', {
      enabled: true,
      branches: ['main'],
      formats: ['html', 'platform'],
    });
    expect(settings.status).toBe(200);
    expect(settings.json).toMatchObject({ enabled: true, branches: ['main'], formats: ['html', 'platform'] });

    const writer = await SshUser.create('ann');
    expect((await ann.post('/api/ssh_keys', { title: 'laptop', key: writer.publicKey })).status).toBe(201);
    const work = writer.workdir('book');
    expectOk(await writer.git(['clone', '--quiet', cloneUrl, work]), 'git clone');
    await writer.commitFile(work, 'chapter-two.md', '# Two\n\nPushed over SSH.\n', 'Add chapter two');
    expectOk(await writer.git(['push', 'origin', 'main'], work), 'git push');
    const pushed = expectOk(await writer.git(['rev-parse', 'HEAD'], work), 'git rev-parse').stdout.trim();

    let buildId = 0;
    await until('the auto-build of the pushed commit', 30_000, async () => {
      const builds = (await ann.get('/api/builds?project=ann/book')).json as Array<{
        id: number;
        commit: string;
      }>;
      buildId = builds.find((b) => b.commit === pushed)?.id ?? 0;
      return buildId > 0;
    });
    const build = await ann.waitForBuild(buildId);
    expect(build).toMatchObject({ project: 'ann/book', branch: 'main', commit: pushed });
    expect(build.status.map((s: { format: string; status: string }) => [s.format, s.status])).toEqual([
      ['html', 'completed'],
      ['platform', 'completed'],
    ]);
    const after = await ann.get('/api/projects/ann/book/auto_build');
    expect(after.json.last_trigger).toMatchObject({ branch: 'main', commit: pushed, build_id: buildId });

    // The receiver gets the finished build, signed with the webhook's secret.
    await until('the webhook for the auto-build', 30_000, async () =>
      hook.requests.some((r) => JSON.parse(r.body).id === buildId),
    );
    const request = hook.requests.find((r) => JSON.parse(r.body).id === buildId)!;
    expect(request.headers['x-octavo-signature']).toBe(hmac(request.body, secret));
    expect(request.headers['x-octavo-signature']).not.toBe(hmac(request.body, 'some other secret'));
    expect(request.headers['x-octavo-event']).toBe('build.finished');
    expect(request.headers['x-octavo-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      id: buildId,
      build_url: `${server.baseUrl}/api/builds/${buildId}`,
      project: 'ann/book',
      commit: pushed,
      status: [
        { format: 'html', status: 'completed' },
        { format: 'platform', status: 'completed' },
      ],
    });
    expect(body.status[0].download_url).toMatch(/^http/);

    const delivery = await finalDelivery(ann, 'ann/book', added.json.id, buildId);
    expect(delivery).toMatchObject({
      id: request.headers['x-octavo-delivery'],
      status: 'delivered',
      attempts: [{ attempt: 1, outcome: 'delivered', status_code: 200 }],
    });
    const listed = await ann.get('/api/projects/ann/book/webhooks');
    expect(listed.json).toEqual([
      expect.objectContaining({
        id: added.json.id,
        last_delivery: expect.objectContaining({ status: 'delivered', build_id: buildId }),
      }),
    ]);
    expect(listed.text).not.toContain(secret);

    // Pushing a branch that is not chosen builds nothing.
    expectOk(await writer.git(['checkout', '--quiet', '-b', 'draft'], work), 'git checkout');
    await writer.commitFile(work, 'notes.md', '# Notes\n', 'Notes');
    expectOk(await writer.git(['push', 'origin', 'draft'], work), 'git push draft');
    const draftCommit = expectOk(
      await writer.git(['rev-parse', 'HEAD'], work),
      'git rev-parse',
    ).stdout.trim();
    const third = await startBuild(ann, 'ann/book', 'platform', 'main');
    await ann.waitForBuild(third.id);
    const builds = (await ann.get('/api/builds?project=ann/book')).json as Array<{ commit: string }>;
    expect(builds.some((b) => b.commit === draftCommit)).toBe(false);

    expect((await ann.delete(`/api/projects/ann/book/webhooks/${added.json.id}`)).status).toBe(204);
  });

  it('keeps the secret out of the event log; only its sealed form is stored', async () => {
    const secret = 'a-secret-nobody-should-read';
    const hook = await receiver();
    const added = await ann.post('/api/projects/ann/book/webhooks', { url: hook.url(), secret });
    expect(added.status).toBe(201);
    const { stdout } = await server.cli(['events', '--type', 'WebhookAdded', '--json']);
    expect(stdout).toContain(added.json.id);
    expect(stdout).not.toContain(secret);
    expect((await ann.delete(`/api/projects/ann/book/webhooks/${added.json.id}`)).status).toBe(204);
  });

  it('retries a failing receiver with backoff, and the delivery log shows each attempt', async () => {
    const flaky = await receiver(2);
    const secret = 'flaky-secret';
    const added = await ann.post('/api/projects/ann/book/webhooks', { url: flaky.url(), secret });
    expect(added.status).toBe(201);

    const build = await startBuild(ann, 'ann/book');
    await ann.waitForBuild(build.id);
    const delivery = await finalDelivery(ann, 'ann/book', added.json.id, build.id);
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'failed', status_code: 500 }),
      expect.objectContaining({ attempt: 2, outcome: 'failed', status_code: 500 }),
      expect.objectContaining({ attempt: 3, outcome: 'delivered', status_code: 200 }),
    ]);
    expect(delivery.attempts[0].error).toMatch(/HTTP 500/);
    expect(flaky.requests.map((r) => r.answered)).toEqual([500, 500, 200]);
    // The same delivery every time, each signed.
    expect(new Set(flaky.requests.map((r) => r.headers['x-octavo-delivery']))).toEqual(
      new Set([delivery.id]),
    );
    for (const r of flaky.requests) expect(r.headers['x-octavo-signature']).toBe(hmac(r.body, secret));
    expect((await ann.delete(`/api/projects/ann/book/webhooks/${added.json.id}`)).status).toBe(204);
  });

  it('gives up after the last attempt and says so in the log', async () => {
    const down = await receiver(1000);
    const added = await ann.post('/api/projects/ann/book/webhooks', { url: down.url(), secret: 'x' });
    const build = await startBuild(ann, 'ann/book', 'platform');
    await ann.waitForBuild(build.id);
    const delivery = await finalDelivery(ann, 'ann/book', added.json.id, build.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts.map((a) => [a.attempt, a.outcome, a.status_code])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 500],
      [3, 'failed', 500],
    ]);
    expect(down.requests).toHaveLength(3);
    expect((await ann.delete(`/api/projects/ann/book/webhooks/${added.json.id}`)).status).toBe(204);
  });

  it('retries a build: same commit, branch and formats, requested by the caller', async () => {
    const first = await startBuild(ann, 'ann/book', 'platform,html');
    await ann.waitForBuild(first.id);
    // A newer commit on the branch does not change what the retry builds.
    const put = await ann.put('/api/projects/ann/book/files/later.md', {
      content: '# Later\n',
      message: 'Later',
    });
    expect(put.status).toBe(200);

    const retried = await ann.post(`/api/builds/${first.id}/retry`);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('location')).toBe(retried.json.build_url);
    expect(retried.json.id).not.toBe(first.id);
    expect(retried.json).toMatchObject({ project: 'ann/book', branch: first.branch, commit: first.commit });
    expect(retried.json.status.map((s: { format: string }) => s.format)).toEqual(['platform', 'html']);
    const done = await ann.waitForBuild(retried.json.id);
    expect(done.status.every((s: { status: string }) => s.status === 'completed')).toBe(true);

    const events = await ann.get(`/api/builds/${retried.json.id}/events`);
    expect(events.json[0]).toMatchObject({ type: 'BuildRequested', data: { commit: first.commit } });

    expect((await bob.post(`/api/builds/${first.id}/retry`)).json).toMatchObject({
      error: 'build_not_found',
    });
    expect((await ann.post('/api/builds/999999/retry')).status).toBe(404);
  });

  it('records why an auto-build could not start', async () => {
    expect((await ann.post('/api/projects', { name: 'broken' })).status).toBe(201);
    const on = await ann.put('/api/projects/ann/broken/auto_build', {
      enabled: true,
      branches: 'main',
      formats: 'html',
    });
    expect(on.status).toBe(200);
    const commit = await ann.put('/api/projects/ann/broken/files/platform.json', {
      content: '{ not json',
      message: 'Break the config',
    });
    expect(commit.status).toBe(200);
    let trigger: Record<string, unknown> | null = null;
    await until('the auto-build rejection', 30_000, async () => {
      trigger = (await ann.get('/api/projects/ann/broken/auto_build')).json.last_trigger;
      return trigger !== null && (trigger as { commit: string }).commit === commit.json.commit;
    });
    expect(trigger).toMatchObject({ branch: 'main', build_id: null, error: 'config_invalid' });
    expect((trigger as unknown as { message: string }).message).toMatch(/platform\.json/);
  });

  it('validates settings and webhooks, and lets only the owner manage them', async () => {
    const bad = await ann.post('/api/projects/ann/book/webhooks', { url: 'ftp://x', events: ['push'] });
    expect(bad.status).toBe(422);
    expect(bad.json.error).toBe('validation_failed');
    expect(bad.json.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'events',
      'secret',
      'url',
    ]);

    const badSettings = await ann.put('/api/projects/ann/book/auto_build', {
      enabled: true,
      branches: ['main', 'bad..name'],
      formats: ['html', 'docx'],
    });
    expect(badSettings.status).toBe(422);
    expect(badSettings.json.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'branches', message: expect.stringContaining('bad..name') }),
        expect.objectContaining({ field: 'formats', message: expect.stringContaining('docx') }),
      ]),
    );

    expect((await bob.get('/api/projects/ann/book/webhooks')).json.error).toBe('project_not_found');
    expect((await bob.put('/api/projects/ann/book/auto_build', { enabled: false })).status).toBe(404);
    expect((await ann.put('/api/projects/ann/book/collaborators/bob', { permission: 'read' })).status).toBe(
      200,
    );
    expect((await bob.get('/api/projects/ann/book/webhooks')).status).toBe(403);
    expect((await ann.get('/api/projects/ann/book/webhooks/nope/deliveries')).json.error).toBe(
      'webhook_not_found',
    );
    expect((await ann.delete('/api/projects/ann/book/webhooks/nope')).status).toBe(404);
  });
});

describe('automation: webhooks to private addresses are refused by default', () => {
  const server = new OctavoServer({ env: { OCTAVO_WEBHOOK_RETRY_BASE_MS: '200' } });
  let ann: ApiClient;
  let hook: Receiver;

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await ann.post('/api/projects', { name: 'book' })).status).toBe(201);
    hook = await new Receiver().start();
  });

  afterAll(async () => {
    await server.stop();
    await hook.stop();
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'http://[::1]:9/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/',
  ])('refuses to register %s', async (url) => {
    const response = await ann.post('/api/projects/ann/book/webhooks', { url, secret: 's' });
    expect(response.status).toBe(422);
    expect(response.json.error).toBe('validation_failed');
    expect(response.json.details[0]).toMatchObject({ field: 'url' });
    expect(response.json.message).toMatch(/OCTAVO_WEBHOOK_ALLOW_PRIVATE/);
  });

  it('refuses at delivery time a host name that resolves to a loopback address', async () => {
    const added = await ann.post('/api/projects/ann/book/webhooks', {
      url: hook.url('localhost'),
      secret: 's',
    });
    expect(added.status).toBe(201);
    const build = await startBuild(ann, 'ann/book', 'platform');
    await ann.waitForBuild(build.id);
    const delivery = await finalDelivery(ann, 'ann/book', added.json.id, build.id);
    expect(delivery.status).toBe('refused');
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0].error).toMatch(/^localhost resolves to .*, a loopback address/);
    expect(hook.requests).toHaveLength(0);
  });
});

describe('queue visibility', () => {
  // One render at a time, each held back a little, so builds wait their turn.
  const server = new OctavoServer({
    env: { OCTAVO_WORKER_CONCURRENCY: '1', OCTAVO_FAULT_RENDER_DELAY_MS: '400' },
  });
  let ann: ApiClient;

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await ann.post('/api/projects', { name: 'book' })).status).toBe(201);
  });

  afterAll(() => server.stop());

  it('shows each queued format its place in the queue, and the place drops as builds finish', async () => {
    const builds = [];
    for (let i = 0; i < 3; i++) builds.push(await startBuild(ann, 'ann/book'));
    const last = builds[2];
    const [html, platform] = last.status as Array<{ status: string; queue_position?: number }>;
    expect(html.status).toBe('queued');
    expect(html.queue_position).toBeGreaterThanOrEqual(3);
    expect(platform.queue_position).toBe(html.queue_position! + 1);

    const listed = await ann.get('/api/builds?project=ann/book');
    const listedLast = listed.json.find((b: { id: number }) => b.id === last.id);
    expect(listedLast.status[1].queue_position).toBeLessThanOrEqual(platform.queue_position!);

    const seen: number[] = [html.queue_position!];
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`build ${last.id} stayed queued; positions seen: ${seen}`);
      const { json } = await ann.get(`/api/builds/${last.id}`);
      const format = json.status[0];
      if (format.status !== 'queued') {
        expect(format).not.toHaveProperty('queue_position');
        break;
      }
      if (format.queue_position !== seen[seen.length - 1]) seen.push(format.queue_position);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeLessThan(seen[i - 1]);
    expect(seen[seen.length - 1]).toBeGreaterThanOrEqual(1);

    for (const b of builds) await ann.waitForBuild(b.id);
    const finished = await ann.get(`/api/builds/${last.id}`);
    for (const s of finished.json.status) expect(s).not.toHaveProperty('queue_position');
  });
});
