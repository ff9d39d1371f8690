import fc from 'fast-check';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

/**
 * Property: whatever a client sends to an API route, the answer is never a 5xx, and every 4xx names the
 * problem (`error`) and says what to fix (`message`, except the bare 404 for requests without a token).
 */
describe('API answers every input without a server error', () => {
  // Generated webhook URLs are loopback or not URLs at all (see `webhookUrl`): nothing leaves the machine.
  const server = new OctavoServer({
    env: { OCTAVO_RATE_LIMIT_PER_MINUTE: '0', OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1' },
  });
  let api: ApiClient;
  let bob: ApiClient;
  let buildId: number;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    await api.post('/api/projects', { name: 'book' });
    await putFiles(api, 'ann/book', smallBook);
    buildId = (await api.post('/api/builds', { project: 'ann/book', formats: 'platform' })).json.id;
  });
  afterAll(() => server.stop());

  const scalar = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      '',
      ' ',
      '../../etc/passwd',
      'ann/book',
      'pdf,epub',
      'main',
      '%00',
      '<script>',
      'a'.repeat(5000),
    ),
  );
  const value = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
  );
  const body = fc.dictionary(
    fc.constantFrom(
      'project',
      'formats',
      'branch',
      'name',
      'description',
      'visibility',
      'content',
      'content_base64',
      'message',
      'base_commit',
      'permission',
      'page',
      'per_page',
      'path',
      'x',
      'title',
      'key',
      'build_id',
      'public',
      'url',
      'secret',
      'events',
      'enabled',
      'branches',
      'auth_token',
    ),
    value,
    { maxKeys: 6 },
  );
  const segment = fc.oneof(
    fc.constantFrom(
      'ann',
      'book',
      'bob',
      '..',
      '.',
      '%2e%2e',
      '-x',
      '1',
      '0',
      '-1',
      '99999999999999999999',
      'ch01.md',
      '.git',
    ),
    fc.stringMatching(/^[A-Za-z0-9._%-]{1,12}$/),
  );

  const check = (response: {
    status: number;
    json: { error?: unknown; message?: unknown } | undefined;
    text: string;
  }) => {
    if (response.status >= 500) throw new Error(`5xx: ${response.status} ${response.text}`);
    if (response.status >= 400) {
      expect(typeof response.json?.error).toBe('string');
      expect(typeof response.json?.message).toBe('string');
    }
  };

  it('POST /api/builds with arbitrary parameters', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (params) => check(await api.post('/api/builds', params))),
      { numRuns: 150 },
    );
  });

  it('POST /api/projects and PUT files with arbitrary bodies', async () => {
    await fc.assert(
      fc.asyncProperty(body, segment, async (params, file) => {
        check(await api.post('/api/projects', params));
        check(await api.put(`/api/projects/ann/book/files/${file}`, params));
      }),
      { numRuns: 150 },
    );
  });

  it('GET routes with arbitrary path segments and query strings', async () => {
    const route = fc.constantFrom(
      (a: string) => `/api/builds/${a}`,
      (a: string) => `/api/builds/${a}/events`,
      (a: string, b: string) => `/api/projects/${a}/${b}`,
      (a: string, b: string) => `/api/projects/${a}/${b}/tree?path=${b}`,
      (a: string, b: string) => `/api/projects/ann/book/files/${a}/${b}?branch=${b}`,
      (a: string, b: string) => `/api/builds?project=${a}/${b}&page=${b}&per_page=${a}`,
    );
    await fc.assert(
      fc.asyncProperty(route, segment, segment, async (make, a, b) => check(await api.get(make(a, b)))),
      { numRuns: 200 },
    );
  });

  /** Never a URL that leaves the machine: loopback, or text without a scheme. */
  const webhookUrl = fc.oneof(
    fc.constantFrom('http://127.0.0.1:9/hook', 'https://[::1]:9/x', 'ftp://127.0.0.1/', 'http://', ''),
    fc.string().map((text) => text.replace(/:/g, '')),
  );
  const withSafeUrl = fc
    .tuple(body, fc.option(webhookUrl, { nil: undefined }))
    .map(([params, url]) => (url === undefined ? { ...params, url: undefined } : { ...params, url }));
  const caller = fc.constantFrom('owner', 'other');
  const as = (who: string) => (who === 'owner' ? api : bob);
  /** Path segments, never ann/book itself for a route that could delete it. */
  const notTheBook = (owner: string, repo: string) =>
    owner === 'ann' && repo === 'book' ? ['ann', 'book-x'] : [owner, repo];

  it('every route that writes: methods, path segments and bodies at random', async () => {
    const routes: Array<(a: string, b: string) => [string, string]> = [
      () => ['POST', '/api/ssh_keys'],
      (a) => ['DELETE', `/api/ssh_keys/${a}`],
      () => ['POST', '/api/tokens'],
      (a) => ['DELETE', `/api/tokens/${a}`],
      () => ['POST', '/api/sites'],
      (a, b) => ['PATCH', `/api/projects/${a}/${b}`],
      () => ['PATCH', '/api/projects/ann/book'],
      (a, b) => ['DELETE', `/api/projects/${notTheBook(a, b).join('/')}`],
      (a, b) => ['PUT', `/api/projects/${a}/${b}/collaborators/${b}`],
      (a) => ['PUT', `/api/projects/ann/book/collaborators/${a}`],
      (a) => ['DELETE', `/api/projects/ann/book/collaborators/${a}`],
      (a, b) => ['PUT', `/api/projects/${a}/${b}/auto_build`],
      () => ['PUT', '/api/projects/ann/book/auto_build'],
      (a, b) => ['POST', `/api/projects/${a}/${b}/webhooks`],
      () => ['POST', '/api/projects/ann/book/webhooks'],
      (a) => ['DELETE', `/api/projects/ann/book/webhooks/${a}`],
      (a) => ['POST', `/api/builds/${a}/retry`],
      (a) => ['POST', `/api/builds/${a}/cancel`],
      () => ['POST', `/api/builds/${buildId}/retry`],
      () => ['POST', `/api/builds/${buildId}/cancel`],
      (a, b) => ['PUT', `/api/projects/ann/book/files/${a}/${b}`],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        segment,
        segment,
        withSafeUrl,
        caller,
        async (route, a, b, params, who) => {
          const [method, path] = route(a, b);
          check(await as(who).request(method, path, params));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('every route that reads: path segments and query strings at random', async () => {
    const routes: Array<(a: string, b: string) => string> = [
      () => '/api/user',
      () => '/api/ssh_keys',
      () => '/api/tokens',
      () => '/api/projects',
      (a, b) => `/api/projects/${a}/${b}/auto_build`,
      (a, b) => `/api/projects/${a}/${b}/webhooks`,
      (a, b) => `/api/projects/ann/book/webhooks/${a}?page=${b}`,
      (a, b) => `/api/projects/ann/book/webhooks/${a}/deliveries?page=${b}&per_page=${a}`,
      (a, b) => `/api/projects/ann/${a}/tree?branch=${b}`,
      (a) => `/api/builds/${a}/events`,
      () => `/api/builds/${buildId}?x=1`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), segment, segment, caller, async (route, a, b, who) =>
        check(await as(who).get(route(a, b))),
      ),
      { numRuns: 200 },
    );
  });

  it('every route without a token: the bare 404, never more', async () => {
    const anonymous = new ApiClient(server.baseUrl);
    const routes = fc.constantFrom(
      ['GET', '/api/user'],
      ['GET', '/api/ssh_keys'],
      ['POST', '/api/tokens'],
      ['POST', '/api/sites'],
      ['PATCH', '/api/projects/ann/book'],
      ['DELETE', '/api/projects/ann/book'],
      ['PUT', '/api/projects/ann/book/auto_build'],
      ['POST', '/api/projects/ann/book/webhooks'],
      ['POST', `/api/builds/1/retry`],
      ['POST', `/api/builds/1/cancel`],
      ['PUT', '/api/projects/ann/book/files/ch01.md'],
    );
    await fc.assert(
      fc.asyncProperty(routes, body, async ([method, path], params) => {
        const { auth_token: _ignored, ...withoutToken } = params;
        const answer = await anonymous.request(method, path, method === 'GET' ? undefined : withoutToken);
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ error: 'not_found' });
      }),
      { numRuns: 100 },
    );
    expect((await api.get('/api/projects/ann/book')).status).toBe(200);
  });

  it('bodies that are not what their content type says', async () => {
    const raw = fc.oneof(
      fc.string(),
      fc.constantFrom('{', '[1,', 'null', '"x"', '{"project": {"$ne": 1}}', '\u0000'),
    );
    const type = fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    );
    await fc.assert(
      fc.asyncProperty(raw, type, async (text, contentType) => {
        const response = await fetch(`${server.baseUrl}/api/builds`, {
          method: 'POST',
          headers: { authorization: `Bearer ${api.token}`, 'content-type': contentType },
          body: text,
        });
        const answer = await response.text();
        let json: { error?: unknown; message?: unknown } | undefined;
        try {
          json = JSON.parse(answer);
        } catch {
          json = undefined;
        }
        check({ status: response.status, json, text: answer });
      }),
      { numRuns: 100 },
    );
  });
});
