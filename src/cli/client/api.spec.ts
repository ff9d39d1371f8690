import { OctavoApi } from './api';
import { ApiRequestError, ClientFailure } from './errors';

/** Records each request and answers with the given status and JSON body. */
function recordingFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as unknown as typeof fetch;
  return { requests, fetchImpl };
}

describe('OctavoApi', () => {
  it('sends the build request as the Ruby gem does: form body, auth_token in the query string', async () => {
    const { requests, fetchImpl } = recordingFetch(201, { id: 1 });
    await new OctavoApi('http://h', 's3cr&t', 'gem', fetchImpl).createBuild({
      project: 'ann/book',
      formats: 'pdf,html',
      branch: 'main',
    });
    const [{ url, init }] = requests;
    expect(url).toBe('http://h/api/builds?auth_token=s3cr%26t');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      project: 'ann/book',
      formats: 'pdf,html',
      branch: 'main',
    });
  });

  it('sends a Bearer header and JSON in the modern style', async () => {
    const { requests, fetchImpl } = recordingFetch(201, { id: 1 });
    await new OctavoApi('http://h', 'tok', 'bearer', fetchImpl).createBuild({
      project: 'ann/book',
      formats: 'pdf',
    });
    const [{ url, init }] = requests;
    expect(url).toBe('http://h/api/builds');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toEqual({ project: 'ann/book', formats: 'pdf' });
  });

  it('turns an error answer into an ApiRequestError with code, message, details and Retry-After', async () => {
    const { fetchImpl } = recordingFetch(429, { error: 'rate_limited' }, { 'retry-after': '12' });
    const failure = await new OctavoApi('http://h', 'tok', 'bearer', fetchImpl).getBuild(3).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 12,
      path: '/api/builds/3',
    });
  });

  it('explains an unreachable server', async () => {
    const fetchImpl = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }) as unknown as typeof fetch;
    const failure = await new OctavoApi('http://h:1', 'tok', 'bearer', fetchImpl)
      .listTokens()
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ClientFailure);
    expect(failure.message).toContain('cannot reach the Octavo server at http://h:1 (ECONNREFUSED)');
  });
});
