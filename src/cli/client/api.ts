import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiRequestError, ClientFailure, ErrorDetail } from './errors';

export type FormatStatus = 'queued' | 'working' | 'completed' | 'failed';

export interface FormatState {
  format: string;
  status: FormatStatus;
  message?: string;
  download_url?: string;
  started_at?: string;
  finished_at?: string;
}

export interface Build {
  id: number;
  build_url: string;
  project: string;
  branch: string;
  commit: string;
  created_at: string;
  status: FormatState[];
}

export interface Project {
  full_name: string;
  clone_url: string;
  default_branch: string;
  visibility: string;
  web_url?: string;
  description?: string;
}

export interface TokenSummary {
  id: string;
  name: string;
  created_at: string;
}

/** `POST /api/builds/:id/verify`: the build rendered again aside, compared format by format. */
export interface BuildVerification {
  id: number;
  commit: string;
  result: 'match' | 'mismatch';
  formats: Array<{
    format: string;
    result: 'match' | 'mismatch' | 'not_reproducible' | 'not_built' | 'error';
    message: string;
    recorded_sha256?: string;
    stored_sha256?: string;
    rendered_sha256?: string;
    difference?: { entry?: string; offset?: number; object?: string; text: string };
  }>;
}

export interface BuildRequest {
  project: string;
  formats: string;
  branch?: string;
}

/**
 * How the token and parameters travel. `gem` is exactly what the Ruby atlas-api gem sends (a form body with
 * `auth_token` in the query string), so the server keeps being tested against it; `bearer` is the modern form.
 */
export type RequestStyle = 'gem' | 'bearer';

type FetchLike = typeof fetch;

export const CLIENT_AGENT = 'octavo-cli/1';

/**
 * A create is sent up to this many times when the connection fails (or a proxy answers 502/503/504): every
 * attempt carries the same Idempotency-Key, so the server creates one build however many attempts reach it.
 */
const CREATE_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 500;
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/** The Octavo HTTP API, over Node's global fetch; every non-2xx answer becomes an ApiRequestError. */
export class OctavoApi {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
    private readonly style: RequestStyle = 'bearer',
    private readonly fetchImpl: FetchLike = fetch,
    private readonly retryPauseMs = RETRY_PAUSE_MS,
  ) {}

  createBuild(request: BuildRequest): Promise<Build> {
    const params: Record<string, string> = { project: request.project, formats: request.formats };
    if (request.branch) params.branch = request.branch;
    return this.create<Build>('/api/builds', params);
  }

  getBuild(id: number): Promise<Build> {
    return this.send<Build>('GET', `/api/builds/${id}`);
  }

  verifyBuild(id: number): Promise<BuildVerification> {
    return this.send<BuildVerification>('POST', `/api/builds/${id}/verify`);
  }

  latestBuilds(project: string, perPage: number): Promise<Build[]> {
    const query = new URLSearchParams({ project, page: '1', per_page: String(perPage) });
    return this.send<Build[]>('GET', `/api/builds?${query}`);
  }

  getProject(fullName: string): Promise<Project> {
    const [owner, repo] = fullName.split('/').map(encodeURIComponent);
    return this.send<Project>('GET', `/api/projects/${owner}/${repo}`);
  }

  currentUser(): Promise<{ username: string; email: string }> {
    return this.send<{ username: string; email: string }>('GET', '/api/user');
  }

  listTokens(): Promise<TokenSummary[]> {
    return this.send<TokenSummary[]>('GET', '/api/tokens');
  }

  /** Visibility and following stay as the site has them unless given (`follow: false` stops following). */
  publishSite(
    project: string,
    options: { public?: boolean; follow?: string | false } = {},
  ): Promise<Record<string, unknown>> {
    const params: Record<string, unknown> = { project };
    if (options.public !== undefined) params.public = String(options.public);
    if (options.follow !== undefined) params.follow = options.follow === false ? 'false' : options.follow;
    return this.create<Record<string, unknown>>('/api/sites', params);
  }

  /** Fetches a signed download link (no token: the link carries its own signature). */
  async download(url: string): Promise<Uint8Array> {
    const response = await this.fetchOrExplain(url, { method: 'GET' });
    if (!response.ok) {
      throw new ClientFailure(
        `downloading ${url.split('?')[0]} failed with HTTP ${response.status}; the link may have expired — run the build again`,
      );
    }
    return new Uint8Array(await response.arrayBuffer());
  }

  /** A POST that creates something: one Idempotency-Key for this call, reused by each retry. */
  private async create<T>(path: string, params: Record<string, unknown>): Promise<T> {
    const idempotencyKey = randomUUID();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send<T>('POST', path, params, { 'idempotency-key': idempotencyKey });
      } catch (error) {
        const lost =
          error instanceof ConnectionFailure ||
          (error instanceof ApiRequestError && GATEWAY_FAILURES.has(error.status));
        if (!lost || attempt >= CREATE_ATTEMPTS) throw error;
        await sleep(this.retryPauseMs * attempt);
      }
    }
  }

  private async send<T>(
    method: string,
    path: string,
    params?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    // The server records builds asked for with this agent as started from the CLI.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': CLIENT_AGENT,
      ...extraHeaders,
    };
    let url = this.baseUrl + path;
    let body: string | undefined;
    if (this.style === 'gem') {
      url += `${path.includes('?') ? '&' : '?'}auth_token=${encodeURIComponent(this.token)}`;
      if (params) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(params as Record<string, string>).toString();
      }
    } else {
      headers.authorization = `Bearer ${this.token}`;
      if (params) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(params);
      }
    }
    const response = await this.fetchOrExplain(url, { method, headers, body });
    const text = await response.text().catch((error: unknown) => {
      throw this.connectionFailure(error);
    });
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.ok) return json as T;
    throw errorFrom(this.baseUrl, method, path.split('?')[0], response, json);
  }

  private async fetchOrExplain(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, init);
    } catch (error) {
      throw this.connectionFailure(error);
    }
  }

  private connectionFailure(error: unknown): ConnectionFailure {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    return new ConnectionFailure(
      `cannot reach the Octavo server at ${this.baseUrl} (${why}); check --url, $OCTAVO_URL or run "octavo login"`,
    );
  }
}

/** The request or its answer was lost on the way: worth another attempt for a create with its key. */
class ConnectionFailure extends ClientFailure {}

function errorFrom(
  serverUrl: string,
  method: string,
  path: string,
  response: Response,
  json: unknown,
): ApiRequestError {
  const body = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const code = typeof body.error === 'string' ? body.error : `http_${response.status}`;
  const message = typeof body.message === 'string' ? body.message : undefined;
  const details = Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [];
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiRequestError(
    method,
    path,
    response.status,
    code,
    message,
    details,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    serverUrl,
  );
}
