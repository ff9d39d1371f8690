import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { readZip } from './support/zip';

describe('build API, end to end over real HTTP', () => {
  const server = new OctavoServer();
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
  });
  afterAll(() => server.stop());

  it('creates a project, commits a book, builds html and platform, and downloads both without a token', async () => {
    const created = await api.post('/api/projects', { name: 'book', description: 'A test book' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      full_name: 'ann/book',
      default_branch: 'main',
      visibility: 'private',
      clone_url: `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`,
    });
    await putFiles(api, 'ann/book', smallBook);

    const posted = await api.post('/api/builds', { project: 'ann/book', formats: 'html, platform' });
    expect(posted.status).toBe(201);
    const build = posted.json;
    expect(Number.isInteger(build.id)).toBe(true);
    expect(build.build_url).toBe(`${server.baseUrl}/api/builds/${build.id}`);
    expect(posted.headers.get('location')).toBe(build.build_url);
    expect(build).toMatchObject({ project: 'ann/book', branch: 'main' });
    expect(build.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(new Date(build.created_at).toISOString()).toBe(build.created_at);
    expect(build.status).toEqual([
      { format: 'html', status: 'queued', queue_position: expect.any(Number) },
      { format: 'platform', status: 'queued', queue_position: expect.any(Number) },
    ]);
    expect(build.status[1].queue_position).toBe(build.status[0].queue_position + 1);

    // Read-your-writes: the build is readable right after the POST.
    const immediately = await api.get(`/api/builds/${build.id}`);
    expect(immediately.status).toBe(200);
    expect(immediately.json.id).toBe(build.id);

    const done = await api.waitForBuild(build.id);
    for (const status of done.status) {
      expect(status.status).toBe('completed');
      expect(status.download_url).toMatch(new RegExp(`^${server.baseUrl}/downloads/`));
      expect(status.started_at).toBeDefined();
      expect(status.finished_at).toBeDefined();
    }

    const [html, platform] = await Promise.all(
      done.status.map(async (s: { download_url: string }) => {
        const response = await fetch(s.download_url);
        expect(response.status).toBe(200);
        return readZip(Buffer.from(await response.arrayBuffer()));
      }),
    );
    expect([...platform.keys()].sort()).toEqual([
      'ch01.md',
      'ch02.adoc',
      'ch03.html',
      'platform.json',
      'toc.html',
    ]);
    expect(platform.get('ch01.md')!.toString()).toBe(smallBook['ch01.md']);
    expect(html.has('index.html')).toBe(true);
    const pages = [...html.keys()].filter((name) => name.endsWith('.html'));
    const text = pages.map((p) => html.get(p)!.toString()).join('\n');
    for (const title of ['First Chapter', 'Second Chapter', 'Third Chapter']) expect(text).toContain(title);
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it('pins the build to the commit the branch pointed at when it was accepted', async () => {
    const posted = await api.post('/api/builds', { project: 'ann/book', formats: 'platform' });
    await putFiles(api, 'ann/book', { 'ch01.md': '# Changed afterwards\n' });
    const done = await api.waitForBuild(posted.json.id);
    const zip = await readZip(Buffer.from(await (await fetch(done.status[0].download_url)).arrayBuffer()));
    expect(zip.get('ch01.md')!.toString()).toBe(smallBook['ch01.md']);
    const project = await api.get('/api/projects/ann/book');
    expect(project.json.branches.find((b: { name: string }) => b.name === 'main').commit).not.toBe(
      posted.json.commit,
    );
  });

  it('builds master when the repository has it, else the default branch, and honours an explicit branch', async () => {
    await api.post('/api/projects', { name: 'branches' });
    const noMaster = await api.post('/api/builds', { project: 'ann/branches', formats: 'platform' });
    expect(noMaster.json.branch).toBe('main');
    await putFiles(api, 'ann/branches', { ...smallBook }, 'master');
    const withMaster = await api.post('/api/builds', { project: 'ann/branches', formats: 'platform' });
    expect(withMaster.json.branch).toBe('master');
    const explicit = await api.post('/api/builds', {
      project: 'ann/branches',
      formats: 'platform',
      branch: 'main',
    });
    expect(explicit.json.branch).toBe('main');
  });

  it('keeps a failed format failed with a message an author can act on', async () => {
    await api.post('/api/projects', { name: 'broken' });
    await putFiles(api, 'ann/broken', {
      'platform.json': JSON.stringify({ files: ['ch01.md', 'missing.md'] }),
    });
    const posted = await api.post('/api/builds', { project: 'ann/broken', formats: 'html,platform' });
    const done = await api.waitForBuild(posted.json.id);
    expect(done.status[0]).toMatchObject({ format: 'html', status: 'failed' });
    expect(done.status[0].message).toContain('missing.md');
    expect(done.status[0].download_url).toBeUndefined();
    expect(done.status[1]).toMatchObject({ format: 'platform', status: 'completed' });
  });

  it('lists builds newest first with paging, and serves each build its event history', async () => {
    const page1 = await api.get('/api/builds?project=ann/book&page=1&per_page=1');
    const page2 = await api.get('/api/builds?project=ann/book&page=2&per_page=1');
    expect(page1.json).toHaveLength(1);
    expect(page2.json).toHaveLength(1);
    expect(page1.json[0].id).toBeGreaterThan(page2.json[0].id);

    const history = await api.get(`/api/builds/${page2.json[0].id}/events`);
    expect(history.status).toBe(200);
    const types = history.json.map((e: { type: string }) => e.type);
    expect(types[0]).toBe('BuildRequested');
    expect(types.filter((t: string) => t === 'FormatStatusChanged').length).toBeGreaterThanOrEqual(2);
    for (const event of history.json) {
      expect(event.metadata).toEqual(
        expect.objectContaining({
          eventId: expect.any(String),
          occurredAt: expect.any(String),
          schemaVersion: 1,
        }),
      );
    }
  });

  it('cancels formats that are not final', async () => {
    const server2 = new OctavoServer({
      env: { OCTAVO_FAULT_RENDER_DELAY_MS: '60000', OCTAVO_WORKER_CONCURRENCY: '1' },
    });
    await server2.start();
    try {
      const api2 = new ApiClient(server2.baseUrl, await server2.createUser('cat'));
      await api2.post('/api/projects', { name: 'slow' });
      const posted = await api2.post('/api/builds', { project: 'cat/slow', formats: 'platform,html' });
      const cancelled = await api2.post(`/api/builds/${posted.json.id}/cancel`);
      expect(cancelled.status).toBe(201);
      expect(cancelled.json.status).toEqual([
        expect.objectContaining({ format: 'platform', status: 'failed', message: 'cancelled' }),
        expect.objectContaining({ format: 'html', status: 'failed', message: 'cancelled' }),
      ]);
    } finally {
      await server2.stop();
    }
  });

  it('says who a token belongs to', async () => {
    const me = await api.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: 'ann', email: 'ann@example.com', admin: false });
  });

  it('refuses a revoked token on the very next request', async () => {
    const issued = await api.post('/api/tokens', { name: 'temporary' });
    expect(issued.status).toBe(201);
    const temporary = new ApiClient(server.baseUrl, issued.json.token);
    expect((await temporary.get('/api/projects')).status).toBe(200);
    let listed = await api.get('/api/tokens');
    expect(listed.json.map((t: { name: string }) => t.name)).toContain('temporary');
    // The use is recorded beside the request, not in its way: it shows up a moment later.
    for (let i = 0; i < 50; i++) {
      listed = await api.get('/api/tokens');
      if (listed.json.find((t: { name: string }) => t.name === 'temporary').last_used_at) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const temporaryEntry = listed.json.find((t: { name: string }) => t.name === 'temporary');
    expect(new Date(temporaryEntry.last_used_at).getTime()).toBeGreaterThanOrEqual(
      new Date(temporaryEntry.created_at).getTime(),
    );
    expect(JSON.stringify(listed.json)).not.toContain(issued.json.token);
    expect((await api.delete(`/api/tokens/${issued.json.id}`)).status).toBe(204);
    const refused = await temporary.get('/api/projects');
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe('invalid_token');
  });
});
