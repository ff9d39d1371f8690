/** A thin fetch wrapper for tests: real HTTP, JSON in and out, the token as a Bearer header. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as any, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body ?? {});
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  /** Polls a build until no format is queued or working. */
  async waitForBuild(id: number, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { json } = await this.get(`/api/builds/${id}`);
      if (json.status.every((s: { status: string }) => s.status === 'completed' || s.status === 'failed'))
        return json;
      if (Date.now() > deadline)
        throw new Error(`build ${id} not final after ${timeoutMs} ms: ${JSON.stringify(json)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * GETs a download link and reads the whole body. A download left unread holds its connection, and the server's
 * graceful stop then often waits out Fastify's keep-alive timeout (72 s) before it exits.
 */
export async function download(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
