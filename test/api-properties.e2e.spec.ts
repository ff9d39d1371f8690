import fc from 'fast-check';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

/**
 * Property: whatever a client sends to an API route, the answer is never a 5xx, and every 4xx names the
 * problem (`error`) and says what to fix (`message`, except the bare 404 for requests without a token).
 */
describe('API answers every input without a server error', () => {
  const server = new OctavoServer({ env: { OCTAVO_RATE_LIMIT_PER_MINUTE: '0' } });
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    await api.post('/api/projects', { name: 'book' });
    await putFiles(api, 'ann/book', smallBook);
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
