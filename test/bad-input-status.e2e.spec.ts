import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';

/** Input found to answer 5xx, or a wrong reason: each now gets a 4xx that says what was wrong. */
describe('bad input never answers 5xx', () => {
  const server = new OctavoServer();
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
  });
  afterAll(() => server.stop());

  it('a 300-character branch on PUT …/files: 422 naming the limit (git failed on it: 500)', async () => {
    const put = await api.put('/api/projects/ann/book/files/a.md', {
      content: 'a',
      message: 'a',
      branch: 'b'.repeat(300),
    });
    expect(put.status).toBe(422);
    expect(put.json.error).toBe('validation_failed');
    expect(put.json.message).toContain("300 bytes long, over git's limit of 255");
    expect(put.json.message.length).toBeLessThan(400);
  });

  it('a 100,000-character branch on POST /api/builds: 422 (git crashed on it: 500)', async () => {
    const build = await api.post('/api/builds', {
      project: 'ann/book',
      formats: 'html',
      branch: 'c'.repeat(100_000),
    });
    expect(build.status).toBe(422);
    expect(build.json.message).toContain('100000 bytes long, over the limit of 1024');
    expect(build.json.message.length).toBeLessThan(400);
  });

  it('a long branch in a read: 422 branch_not_found, not 500', async () => {
    const read = await api.get(`/api/projects/ann/book/files/platform.json?branch=${'d'.repeat(300)}`);
    expect(read.status).toBe(422);
    expect(read.json.error).toBe('branch_not_found');
    const tree = await api.get(`/api/projects/ann/book/tree?branch=${'e'.repeat(300)}`);
    expect(tree.status).toBe(422);
    // Past Node's header limit the request line itself is refused (431), before any route: still a 4xx.
    const huge = await api.get(`/api/projects/ann/book/tree?branch=${'e'.repeat(100_000)}`);
    expect(huge.status).toBe(431);
  });

  it('a file name over 255 bytes, or with a right-to-left override: 422 saying why', async () => {
    const long = await api.put(`/api/projects/ann/book/files/${'f'.repeat(300)}.md`, {
      content: 'a',
      message: 'a',
    });
    expect(long.status).toBe(422);
    expect(long.json.message).toContain('over the limit of 255 bytes');
    const bidi = await api.put(`/api/projects/ann/book/files/${encodeURIComponent('cover\u202egnp.md')}`, {
      content: 'a',
      message: 'a',
    });
    expect(bidi.status).toBe(422);
    expect(bidi.json.message).toContain('right-to-left override');
  });

  it('a form with 100,000 fields is refused for its number of fields, not its size', async () => {
    const fields = new URLSearchParams();
    for (let i = 0; i < 100_000; i++) fields.append(`f${i}`, 'x');
    const urlencoded = await fetch(`${server.baseUrl}/api/projects?auth_token=${api.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    const body = await urlencoded.json();
    expect(urlencoded.status).toBeLessThan(500);
    expect(body.message ?? '').not.toContain('25 MB');

    const form = new FormData();
    for (let i = 0; i < 100_000; i++) form.append(`f${i}`, 'x');
    const multipart = await fetch(`${server.baseUrl}/api/projects?auth_token=${api.token}`, {
      method: 'POST',
      body: form,
    });
    const answer = await multipart.json();
    expect(multipart.status).toBe(413);
    expect(answer.error).toBe('too_many_fields');
    expect(answer.message).toMatch(/more than 1000 fields and files; send fewer fields at once/);
    expect(answer.message).not.toContain('25 MB');
  });

  it('the web UI answers the same inputs with 4xx pages', async () => {
    const web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    const page = await web.get(`/ann/book/tree/${'g'.repeat(300)}`);
    expect(page.status).toBeLessThan(500);
    const edit = await web.post(`/ann/book/new/main`, {
      path: `${'h'.repeat(300)}.md`,
      content: 'x',
      message: 'x',
    });
    expect(edit.status).toBeLessThan(500);
  });
});
