import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';

export type Role = 'api' | 'ssh' | 'projector' | 'worker';
export const ALL_ROLES: Role[] = ['api', 'ssh', 'projector', 'worker'];

export interface OctavoConfig {
  port: number;
  sshPort: number;
  host: string;
  dataDir: string;
  baseUrl: string;
  gitHost: string;
  eventstoreUrl?: string;
  mongoUrl?: string;
  redisUrl?: string;
  roles: Role[];
  chromePath?: string;
  /** Per-format render time limit. */
  formatTimeoutMs: number;
  downloadTtlMs: number;
  workerConcurrency: number;
  /**
   * Render slots beyond `workerConcurrency` that only short jobs (a small book's) may take, so a small build
   * never waits for a big book's long renders to end (issue 17, item 8).
   */
  shortJobSlots: number;
  /** A build whose commit's files total at most this many bytes is short: its jobs go first and may use the short slots. */
  shortJobMaxSourceBytes: number;
  /** A render thread left idle this long is ended, giving back the memory its renderer modules hold. */
  renderThreadIdleMs: number;
  /** A render process keeps its Chromium between renders for this long; 0 launches one per render. */
  chromiumIdleMs: number;
  /** API requests per minute per token (or per address when none); 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** How long a write waits for the read models its client reads next before answering from its events. */
  readYourWritesWaitMs: number;
  /** Fault injection for crash tests: every render first waits this long. */
  faultRenderDelayMs: number;
  faultProjectionDelayMs: number;
  /** Webhooks may target loopback/private addresses (OCTAVO_WEBHOOK_ALLOW_PRIVATE=1); off by default (SSRF). */
  webhookAllowPrivate: boolean;
  /** Attempts per webhook delivery, and the wait after the first failure (each later wait is 4× longer). */
  webhookMaxAttempts: number;
  webhookRetryBaseMs: number;
  /** How long one webhook POST may take. */
  webhookTimeoutMs: number;
  /** Largest HTTP request body (JSON, form or multipart); past it: 413 payload_too_large. */
  maxRequestBytes: number;
  /** Largest single file committed through `PUT …/files/*`; past it: 413 file_too_large. */
  maxFileBytes: number;
  /** Largest pack one push may send (git's receive.maxInputSize); 0 turns the limit off. */
  maxPushBytes: number;
  /** Most entries `platform.json`'s `files` may list; past it a build request is 422 config_invalid. */
  maxBookFiles: number;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /**
   * Free disk space DATA_DIR needs: below it `/readyz` says not ready and pushes are refused before git writes
   * anything (0 turns the check off).
   */
  minFreeBytes: number;
  /**
   * A separate origin for published sites (`https://sites.example.com`): book files then never share the web
   * UI's origin, its cookies or its storage. Sites are served there under the same `/sites/owner/repo/` paths.
   */
  sitesUrl?: string;
  /** Where the API exposes `/metrics` without a token: loopback only, unless OCTAVO_METRICS_TOKEN is set. */
  metricsToken?: string;
  /** `closed`: only administrators create users (`octavo admin user create`); the sign-up page says so. */
  signup: 'open' | 'closed';
  /** `json`: one JSON object a line on stdout (for log collectors); `text` by default. */
  logFormat: 'text' | 'json';
  /**
   * Most bytes the render cache (`DATA_DIR/render-cache`: each source file's conversion, issue 17 item 4) may
   * hold; the least recently used entries go past it. 0 turns the cache off.
   */
  renderCacheMaxBytes: number;
  /**
   * With REDIS_URL: a long book's PDF parts are printed as jobs of their own by every worker process
   * (issue 17, item 5). Off: each build prints its own parts.
   */
  pdfFanOut: boolean;
  /** Parts of other renders' books this worker process prints at once (with REDIS_URL and `pdfFanOut`). */
  pdfPartConcurrency: number;
}

/**
 * Every environment variable the server reads (here and in the modules that read their own), in the order of
 * the README's Configuration table; a spec checks the table, this list and the code against each other.
 */
export const SERVER_SETTINGS = [
  'PORT',
  'SSH_PORT',
  'HOST',
  'DATA_DIR',
  'BASE_URL',
  'GIT_HOST',
  'EVENTSTORE_URL',
  'MONGO_URL',
  'REDIS_URL',
  'OCTAVO_ROLES',
  'OCTAVO_SIGNUP',
  'CHROME_PATH',
  'EBOOK_CONVERT_PATH',
  // Read by the renderers (renderers/tool-paths.ts): calibre (the default) or native.
  'OCTAVO_MOBI_WRITER',
  'OCTAVO_DITAA_JAR',
  'OCTAVO_FORMAT_TIMEOUT_MS',
  'OCTAVO_DOWNLOAD_TTL_MS',
  'OCTAVO_SITES_URL',
  'OCTAVO_MIN_FREE_BYTES',
  'OCTAVO_METRICS_TOKEN',
  'OCTAVO_WORKER_CONCURRENCY',
  'OCTAVO_SHORT_JOB_SLOTS',
  'OCTAVO_SHORT_JOB_MAX_SOURCE_BYTES',
  'OCTAVO_RENDER_THREAD_IDLE_MS',
  'OCTAVO_CHROMIUM_IDLE_MS',
  // Read by bin/octavo before the server starts: jemalloc (when installed) or glibc.
  'OCTAVO_ALLOCATOR',
  'OCTAVO_RATE_LIMIT_PER_MINUTE',
  'OCTAVO_TRUST_PROXY',
  'OCTAVO_MAX_REQUEST_BYTES',
  'OCTAVO_MAX_FILE_BYTES',
  'OCTAVO_MAX_PUSH_BYTES',
  'OCTAVO_MAX_BOOK_FILES',
  'OCTAVO_PDF_MEMORY_MB',
  'OCTAVO_PDF_PRINT_LANES',
  'OCTAVO_PDF_PARTS',
  'OCTAVO_PDF_PART_MIN_CHARS',
  'OCTAVO_PDF_PART_CHARS',
  'OCTAVO_PDF_IMAGE_PASS_THROUGH',
  'OCTAVO_PDF_FANOUT',
  'OCTAVO_PDF_PART_CONCURRENCY',
  'OCTAVO_READ_YOUR_WRITES_WAIT_MS',
  'OCTAVO_RENDER_CACHE_MAX_BYTES',
  'OCTAVO_WEBHOOK_ALLOW_PRIVATE',
  'OCTAVO_WEBHOOK_MAX_ATTEMPTS',
  'OCTAVO_WEBHOOK_RETRY_BASE_MS',
  'OCTAVO_WEBHOOK_TIMEOUT_MS',
  'OCTAVO_EVENT_STORE_SYNC',
  'OCTAVO_QUEUE_PREFIX',
  'OCTAVO_QUEUE_LOCK_MS',
  'OCTAVO_SHUTDOWN_GRACE_MS',
  'OCTAVO_LOG',
  'OCTAVO_LOG_FORMAT',
  'OCTAVO_FAULT_RENDER_DELAY_MS',
  'OCTAVO_FAULT_PROJECTION_DELAY_MS',
  'OCTAVO_FAULT_PAUSE_AT',
  'OCTAVO_SKIP_SYSTEM_PACKAGES',
] as const;

/** What the command line client reads (documented with the client in the README). */
export const CLIENT_SETTINGS = ['OCTAVO_URL', 'OCTAVO_TOKEN', 'BROWSER'] as const;

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be ${values.join(' or ')} (got "${env[name]}")`);
  }
  return raw as T;
}

export const OCTAVO_CONFIG = Symbol('OCTAVO_CONFIG');

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number (got "${raw}")`);
  }
  return value;
}

const MB = 1024 * 1024;

/** A limit that must be at least 1 (a zero body or file limit would refuse everything). */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be a positive whole number (got "${env[name]}")`);
  return value;
}

/** Read on its own too: the SSH session applies it to every push (git's receive.maxInputSize). */
export function maxPushBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return integer(env, 'OCTAVO_MAX_PUSH_BYTES', 500 * MB);
}

/** Bytes in words for messages: "10 MB", "512 KB", "900 bytes". */
export function describeBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): OctavoConfig {
  const port = integer(env, 'PORT', 3000);
  const sshPort = integer(env, 'SSH_PORT', 2222);
  const baseUrl = (env.BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const roles = (env.OCTAVO_ROLES || ALL_ROLES.join(','))
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = roles.filter((r) => !ALL_ROLES.includes(r as Role));
  if (unknown.length) {
    throw new Error(
      `OCTAVO_ROLES has unknown role(s) ${unknown.join(', ')}; use any of ${ALL_ROLES.join(', ')}`,
    );
  }
  return {
    port,
    sshPort,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    baseUrl,
    gitHost: env.GIT_HOST || new URL(baseUrl).hostname,
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    mongoUrl: env.MONGO_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    roles: roles as Role[],
    chromePath: env.CHROME_PATH || undefined,
    formatTimeoutMs: integer(env, 'OCTAVO_FORMAT_TIMEOUT_MS', 10 * 60 * 1000),
    downloadTtlMs: integer(env, 'OCTAVO_DOWNLOAD_TTL_MS', 24 * 60 * 60 * 1000),
    workerConcurrency: integer(env, 'OCTAVO_WORKER_CONCURRENCY', availableParallelism()),
    shortJobSlots: integer(env, 'OCTAVO_SHORT_JOB_SLOTS', availableParallelism()),
    shortJobMaxSourceBytes: integer(env, 'OCTAVO_SHORT_JOB_MAX_SOURCE_BYTES', 1 * MB),
    renderThreadIdleMs: integer(env, 'OCTAVO_RENDER_THREAD_IDLE_MS', 5 * 60_000),
    chromiumIdleMs: integer(env, 'OCTAVO_CHROMIUM_IDLE_MS', 60_000),
    rateLimitPerMinute: integer(env, 'OCTAVO_RATE_LIMIT_PER_MINUTE', 1200),
    readYourWritesWaitMs: integer(env, 'OCTAVO_READ_YOUR_WRITES_WAIT_MS', 5000),
    faultRenderDelayMs: integer(env, 'OCTAVO_FAULT_RENDER_DELAY_MS', 0),
    faultProjectionDelayMs: integer(env, 'OCTAVO_FAULT_PROJECTION_DELAY_MS', 0),
    webhookAllowPrivate: ['1', 'true', 'yes'].includes(
      (env.OCTAVO_WEBHOOK_ALLOW_PRIVATE ?? '').toLowerCase(),
    ),
    webhookMaxAttempts: Math.max(1, integer(env, 'OCTAVO_WEBHOOK_MAX_ATTEMPTS', 6)),
    webhookRetryBaseMs: integer(env, 'OCTAVO_WEBHOOK_RETRY_BASE_MS', 30_000),
    webhookTimeoutMs: integer(env, 'OCTAVO_WEBHOOK_TIMEOUT_MS', 10_000),
    maxRequestBytes: positive(env, 'OCTAVO_MAX_REQUEST_BYTES', 25 * MB),
    maxFileBytes: positive(env, 'OCTAVO_MAX_FILE_BYTES', 10 * MB),
    maxPushBytes: maxPushBytesFromEnv(env),
    maxBookFiles: positive(env, 'OCTAVO_MAX_BOOK_FILES', 2000),
    trustProxy: ['1', 'true', 'yes'].includes((env.OCTAVO_TRUST_PROXY ?? '').toLowerCase()),
    minFreeBytes: integer(env, 'OCTAVO_MIN_FREE_BYTES', 100 * MB),
    sitesUrl: sitesOrigin(env.OCTAVO_SITES_URL, baseUrl),
    metricsToken: env.OCTAVO_METRICS_TOKEN || undefined,
    signup: oneOf(env, 'OCTAVO_SIGNUP', ['open', 'closed'], 'open'),
    logFormat: oneOf(env, 'OCTAVO_LOG_FORMAT', ['text', 'json'], 'text'),
    renderCacheMaxBytes: integer(env, 'OCTAVO_RENDER_CACHE_MAX_BYTES', 512 * MB),
    pdfFanOut: oneOf(env, 'OCTAVO_PDF_FANOUT', ['on', 'off'], 'on') === 'on',
    pdfPartConcurrency: integer(
      env,
      'OCTAVO_PDF_PART_CONCURRENCY',
      Math.max(1, Math.min(4, availableParallelism())),
    ),
  };
}

/** OCTAVO_SITES_URL as an origin (scheme, host, port), or undefined when unset. */
function sitesOrigin(raw: string | undefined, baseUrl: string): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`OCTAVO_SITES_URL must be an address such as https://sites.example.com (got "${raw}")`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search) {
    throw new Error(
      `OCTAVO_SITES_URL must be an origin only, such as https://sites.example.com, without a path (got "${raw}")`,
    );
  }
  if (url.origin === new URL(baseUrl).origin) {
    throw new Error(
      'OCTAVO_SITES_URL must be another origin than BASE_URL (another host name), or be left unset',
    );
  }
  return url.origin;
}

/** Where a project's published site is read. */
export function siteUrl(config: Pick<OctavoConfig, 'baseUrl' | 'sitesUrl'>, fullName: string): string {
  return `${config.sitesUrl ?? config.baseUrl}/sites/${fullName}/`;
}

export function cloneUrl(config: OctavoConfig, fullName: string): string {
  return config.sshPort === 22
    ? `git@${config.gitHost}:${fullName}.git`
    : `ssh://git@${config.gitHost}:${config.sshPort}/${fullName}.git`;
}
