import { ApiClient, download } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

/** CONTRACT section 2, the error table: one case per row, with its status and `error` code. */
describe('API errors', () => {
  const server = new OctavoServer();
  let ann: ApiClient;
  let bob: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    anonymous = new ApiClient(server.baseUrl);
    await ann.post('/api/projects', { name: 'book' });
    await putFiles(ann, 'ann/book', smallBook);
  });
  afterAll(() => server.stop());

  const expectError = (
    response: { status: number; json: { error?: string; message?: string } },
    status: number,
    error: string,
  ) => {
    expect(response.status).toBe(status);
    expect(response.json.error).toBe(error);
    expect(typeof response.json.message).toBe('string');
    expect(response.json.message!.length).toBeGreaterThan(10);
  };

  it.each([
    ['GET', '/api/builds/1'],
    ['POST', '/api/builds'],
    ['GET', '/api/projects'],
    ['GET', '/api/projects/ann/book/files/ch01.md'],
    ['GET', '/api/tokens'],
    ['GET', '/api/no-such-route'],
    ['DELETE', '/api/projects/ann/book'],
  ])('%s %s without a token is the same bare 404 as an unknown route', async (method, path) => {
    const response = await anonymous.request(method, path);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: 'not_found' });
  });

  it('an unknown token is 401 invalid_token, whichever way it is sent', async () => {
    const bad = new ApiClient(server.baseUrl, 'oct_not-a-real-token');
    expectError(await bad.get('/api/projects'), 401, 'invalid_token');
    expectError(await anonymous.get('/api/projects?auth_token=oct_nope'), 401, 'invalid_token');
    const form = await fetch(`${server.baseUrl}/api/builds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'auth_token=oct_nope&project=ann/book&formats=pdf',
    });
    expect(form.status).toBe(401);
  });

  it('an unknown project, or one the caller may not clone, is 404 project_not_found', async () => {
    expectError(
      await ann.post('/api/builds', { project: 'ann/nothing', formats: 'html' }),
      404,
      'project_not_found',
    );
    expectError(
      await bob.post('/api/builds', { project: 'ann/book', formats: 'html' }),
      404,
      'project_not_found',
    );
    expectError(await bob.get('/api/projects/ann/book'), 404, 'project_not_found');
    expectError(await bob.get('/api/projects/ann/book/files/ch01.md'), 404, 'project_not_found');
  });

  it.each([
    [{ project: 'ann/book', formats: 'docx' }, 'formats'],
    [{ project: 'ann/book', formats: '' }, 'formats'],
    [{ project: 'ann/book', formats: ' , ,' }, 'formats'],
    [{ project: 'not a project', formats: 'html' }, 'project'],
    [{ formats: 'html' }, 'project'],
    [{ project: 'ann/book', formats: 'html', branch: '../etc' }, 'branch'],
  ])('bad parameters %j are 422 validation_failed naming %s', async (params, field) => {
    const response = await ann.post('/api/builds', params);
    expectError(response, 422, 'validation_failed');
    expect(response.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('a branch that does not exist is 422 branch_not_found', async () => {
    expectError(
      await ann.post('/api/builds', { project: 'ann/book', formats: 'html', branch: 'nope' }),
      422,
      'branch_not_found',
    );
  });

  it('no platform.json at that commit is 422 config_missing', async () => {
    await putFiles(ann, 'ann/book', { 'README.md': 'no config here' }, 'bare');
    const response = await ann.post('/api/builds', { project: 'ann/book', formats: 'html', branch: 'bare' });
    expectError(response, 422, 'config_missing');
    expect(response.json.message).toContain('platform.json');
  });

  it.each([
    ['{"files": [', 'line 1'],
    ['{"title": "x"}', 'files'],
    ['{"files": []}', 'files'],
    ['{"files": ["ch01.md", 3]}', 'files[1]'],
    ['[1, 2]', 'object'],
  ])('platform.json %s is 422 config_invalid saying where (%s)', async (content, where) => {
    const branch = `cfg-${Buffer.from(content).toString('hex').slice(0, 12)}`;
    await putFiles(ann, 'ann/book', { 'platform.json': content }, branch);
    const response = await ann.post('/api/builds', { project: 'ann/book', formats: 'html', branch });
    expectError(response, 422, 'config_invalid');
    expect(response.json.message).toContain(where);
  });

  it('an invalid atlas.json is named as atlas.json (never platform.json), with its line', async () => {
    await putFiles(ann, 'ann/book', { 'atlas.json': '{\n  "files": ["ch01.md",]\n}' }, 'atlas-only');
    const atlas = await ann.post('/api/builds', {
      project: 'ann/book',
      formats: 'html',
      branch: 'atlas-only',
    });
    expectError(atlas, 422, 'config_invalid');
    expect(atlas.json.message).toMatch(/^atlas\.json is not valid JSON: .* at line 2, column 23/);
  });

  it('a stale base_commit on a file commit is 409 and loses nothing', async () => {
    const project = await ann.get('/api/projects/ann/book');
    const base = project.json.branches.find((b: { name: string }) => b.name === 'main').commit;
    const write = (content: string) =>
      ann.put('/api/projects/ann/book/files/notes.md', { content, message: content, base_commit: base });
    const results = await Promise.all([write('first'), write('second')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expectError(loser, 409, 'conflict');
    const winner = results.find((r) => r.status === 200)!;
    const file = await ann.get('/api/projects/ann/book/files/notes.md');
    expect(file.text).toBe(winner === results[0] ? 'first' : 'second');
  });

  it('bad file paths and bodies are 422 with what to fix', async () => {
    expectError(
      await ann.put('/api/projects/ann/book/files/..%2Fescape.md', { content: 'x', message: 'm' }),
      422,
      'validation_failed',
    );
    expectError(
      await ann.put('/api/projects/ann/book/files/.git/config', { content: 'x', message: 'm' }),
      422,
      'validation_failed',
    );
    const noMessage = await ann.put('/api/projects/ann/book/files/a.md', { content: 'x' });
    expectError(noMessage, 422, 'validation_failed');
    expect(noMessage.json.details[0].field).toBe('message');
    // JSON null is "not sent": content is then required, not decoded from null.
    const nullBase64 = await ann.put('/api/projects/ann/book/files/-', {
      message: ' ',
      content_base64: null,
    });
    expectError(nullBase64, 422, 'validation_failed');
    expect(nullBase64.json.details[0].field).toBe('content');
    expect((await ann.request('PATCH', '/api/projects/ann/book', { default_branch: null })).status).toBe(200);
    expectError(await ann.post('/api/projects', { name: '-bad' }), 422, 'validation_failed');
    expectError(await ann.post('/api/projects', { name: 'book' }), 422, 'validation_failed');
  });

  it('too many requests are 429 rate_limited with Retry-After', async () => {
    const limited = new OctavoServer({ env: { OCTAVO_RATE_LIMIT_PER_MINUTE: '3' } });
    await limited.start();
    try {
      const client = new ApiClient(limited.baseUrl, await limited.createUser('cat'));
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await client.get('/api/projects');
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last!.json.error).toBe('rate_limited');
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});

describe('the historic Ruby atlas-api client exchange', () => {
  const server = new OctavoServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('POSTs a form with auth_token in the query string, then GETs builds/<id> until nothing is queued or working', async () => {
    const token = await server.createUser('ruby');
    await new ApiClient(server.baseUrl, token).post('/api/projects', { name: 'gem-book' });
    const post = await fetch(`${server.baseUrl}/api/builds?auth_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        project: 'ruby/gem-book',
        formats: 'html,platform',
        branch: 'main',
      }).toString(),
    });
    expect(post.status).toBe(201);
    const { id } = (await post.json()) as { id: number };
    let build: { status: Array<{ format: string; status: string; download_url?: string }> };
    for (;;) {
      const response = await fetch(
        `${server.baseUrl}/api/builds/${id}?auth_token=${encodeURIComponent(token)}`,
      );
      expect(response.status).toBe(200);
      build = (await response.json()) as typeof build;
      if (!build.status.some((s) => s.status === 'queued' || s.status === 'working')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(build.status.map((s) => [s.format, s.status])).toEqual([
      ['html', 'completed'],
      ['platform', 'completed'],
    ]);
    for (const s of build.status) expect((await download(s.download_url!)).status).toBe(200);
  });

  it('accepts a multipart form body too', async () => {
    const token = await server.createUser('multi');
    await new ApiClient(server.baseUrl, token).post('/api/projects', { name: 'mp' });
    const form = new FormData();
    form.set('auth_token', token);
    form.set('project', 'multi/mp');
    form.set('formats', 'platform');
    const response = await fetch(`${server.baseUrl}/api/builds`, { method: 'POST', body: form });
    expect(response.status).toBe(201);
  });
});
