/** Tuning of the scale profile's adapters; each has a default that suits production. */
export interface ScaleOptions {
  /** Redis key prefix of the job queue: installations sharing one Redis use different ones. */
  queuePrefix: string;
  /** How long a worker's claim on a render lasts unrenewed: a dead worker's render moves on after this. */
  queueLockMs: number;
  /** On SIGTERM, running renders get this long to finish before they are handed back to the queue. */
  shutdownGraceMs: number;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum} (got "${raw}")`);
  }
  return value;
}

export function loadScaleOptions(env: NodeJS.ProcessEnv = process.env): ScaleOptions {
  const queuePrefix = env.OCTAVO_QUEUE_PREFIX || 'octavo';
  if (!/^[A-Za-z0-9_.-]+$/.test(queuePrefix)) {
    throw new Error(
      `OCTAVO_QUEUE_PREFIX may hold only letters, digits, '.', '_' and '-' (got "${queuePrefix}")`,
    );
  }
  return {
    queuePrefix,
    queueLockMs: whole(env, 'OCTAVO_QUEUE_LOCK_MS', 30_000, 1000),
    shutdownGraceMs: whole(env, 'OCTAVO_SHUTDOWN_GRACE_MS', 20_000),
  };
}
