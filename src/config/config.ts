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
  /** API requests per minute per token (or per address when none); 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Fault injection for crash tests: every render first waits this long. */
  faultRenderDelayMs: number;
  /** Webhooks may target loopback/private addresses (OCTAVO_WEBHOOK_ALLOW_PRIVATE=1); off by default (SSRF). */
  webhookAllowPrivate: boolean;
  /** Attempts per webhook delivery, and the wait after the first failure (each later wait is 4× longer). */
  webhookMaxAttempts: number;
  webhookRetryBaseMs: number;
  /** How long one webhook POST may take. */
  webhookTimeoutMs: number;
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
    rateLimitPerMinute: integer(env, 'OCTAVO_RATE_LIMIT_PER_MINUTE', 1200),
    faultRenderDelayMs: integer(env, 'OCTAVO_FAULT_RENDER_DELAY_MS', 0),
    webhookAllowPrivate: ['1', 'true', 'yes'].includes(
      (env.OCTAVO_WEBHOOK_ALLOW_PRIVATE ?? '').toLowerCase(),
    ),
    webhookMaxAttempts: Math.max(1, integer(env, 'OCTAVO_WEBHOOK_MAX_ATTEMPTS', 6)),
    webhookRetryBaseMs: integer(env, 'OCTAVO_WEBHOOK_RETRY_BASE_MS', 30_000),
    webhookTimeoutMs: integer(env, 'OCTAVO_WEBHOOK_TIMEOUT_MS', 10_000),
  };
}

export function cloneUrl(config: OctavoConfig, fullName: string): string {
  return config.sshPort === 22
    ? `git@${config.gitHost}:${fullName}.git`
    : `ssh://git@${config.gitHost}:${config.sshPort}/${fullName}.git`;
}
