import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';

/**
 * GET /api/builds/:id has a fast path in front of Fastify for the common poll and the full route for
 * everything else: whichever answers, the client sees the same status, body and headers, and each request
 * counts once against its token's limit.
 */
describe('GET /api/builds/:id: fast path and full route answer alike', () => {
  const LIMIT = 40;
  const server = new OctavoServer({ env: { OCTAVO_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  let token: string;
  let api: ApiClient;
  let buildId: number;

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(server.baseUrl + path, { headers });
    const text = await response.text();
    const kept: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (!['date', 'keep-alive', 'connection'].includes(name)) kept.push([name, value]);
    });
    return { status: response.status, text, headers: Object.fromEntries(kept.sort()) };
  };

  beforeAll(async () => {
    await server.start();
    token = await server.createUser('ann');
    api = new ApiClient(server.baseUrl, token);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    const posted = await api.post('/api/builds', { project: 'ann/book', formats: 'platform' });
    buildId = posted.json.id;
    await api.waitForBuild(buildId, 60_000);
  });
  afterAll(() => server.stop());

  it('answers a poll the same with the token as a Bearer header, in the query, or with other query parameters', async () => {
    const bearer = await get(`/api/builds/${buildId}`, { authorization: `Bearer ${token}` });
    const query = await get(`/api/builds/${buildId}?auth_token=${token}`);
    const fullRoute = await get(`/api/builds/${buildId}?auth_token=${token}&pretty=1`);
    const lowerCase = await get(`/api/builds/${buildId}`, { authorization: `bearer ${token}` });
    expect(bearer.status).toBe(200);
    expect(JSON.parse(bearer.text)).toMatchObject({
      id: buildId,
      status: [{ format: 'platform', status: 'completed' }],
    });
    expect(JSON.parse(bearer.text).status[0].download_url).toMatch(/signature=/);
    for (const other of [query, fullRoute, lowerCase]) expect(other).toEqual(bearer);
    expect(bearer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });
  });

  it('refuses the same way: no token, unknown token, unknown build, a build the caller may not see', async () => {
    const other = await server.createUser('bob');
    expect((await get(`/api/builds/${buildId}`)).status).toBe(404);
    const unknown = await get(`/api/builds/${buildId}`, { authorization: 'Bearer oct_nope' });
    expect({ status: unknown.status, error: JSON.parse(unknown.text).error }).toEqual({
      status: 401,
      error: 'invalid_token',
    });
    const missing = await get('/api/builds/999999', { authorization: `Bearer ${token}` });
    expect({ status: missing.status, error: JSON.parse(missing.text).error }).toEqual({
      status: 404,
      error: 'build_not_found',
    });
    const stranger = await fetch(`${server.baseUrl}/api/builds/${buildId}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect({ status: stranger.status, body: await stranger.json() }).toEqual({
      status: 404,
      body: { error: 'build_not_found', message: `there is no build ${buildId} that you can see` },
    });
  });

  it('takes a revocation into account from the next poll on', async () => {
    const second = await api.post('/api/tokens', { name: 'poller' });
    const poll = () => get(`/api/builds/${buildId}`, { authorization: `Bearer ${second.json.token}` });
    expect((await poll()).status).toBe(200);
    expect((await poll()).status).toBe(200);
    expect((await api.delete(`/api/tokens/${second.json.id}`)).status).toBe(204);
    expect((await poll()).status).toBe(401);
  });

  it('counts each poll once against the token’s limit, then answers 429 with Retry-After', async () => {
    const fresh = (await api.post('/api/tokens', { name: 'limited' })).json.token as string;
    // Fixed one-minute windows: 2 × LIMIT + 1 polls within a second meet a 429 even if a window rolls over.
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    while (statuses.length <= 2 * LIMIT && !retryAfter) {
      const response = await get(`/api/builds/${buildId}`, { authorization: `Bearer ${fresh}` });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers['retry-after'];
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200)); // counted once each, not twice
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
