/** Per-connection and per-user limits of the SSH server. */
export interface SshLimits {
  /** Failed public-key attempts (signed or probes) before the connection is dropped. */
  maxAuthFailures: number;
  /** A connection must finish authenticating within this time. */
  loginGraceMs: number;
  /** A connection with no traffic in either direction for this long is closed. */
  idleTimeoutMs: number;
  /** Git commands one user may run at the same time (across all their connections to this process). */
  maxSessionsPerUser: number;
  /**
   * Failed public-key attempts from one address, across its connections, within 15 minutes; past it new
   * connections from that address are turned away until the oldest failure ages out.
   */
  maxAuthFailuresPerAddress: number;
}

export const DEFAULT_SSH_LIMITS: SshLimits = {
  maxAuthFailures: 6,
  loginGraceMs: 60_000,
  idleTimeoutMs: 10 * 60_000,
  maxSessionsPerUser: 10,
  // Generous: many people (and keys each client tries first) can share one address behind a router.
  maxAuthFailuresPerAddress: 100,
};

const ENV: Record<keyof SshLimits, string> = {
  maxAuthFailures: 'OCTAVO_SSH_MAX_AUTH_FAILURES',
  loginGraceMs: 'OCTAVO_SSH_LOGIN_GRACE_MS',
  idleTimeoutMs: 'OCTAVO_SSH_IDLE_TIMEOUT_MS',
  maxSessionsPerUser: 'OCTAVO_SSH_MAX_SESSIONS_PER_USER',
  maxAuthFailuresPerAddress: 'OCTAVO_SSH_MAX_AUTH_FAILURES_PER_ADDRESS',
};

/** The defaults, each overridable by a positive whole number in its OCTAVO_SSH_* variable. */
export function sshLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SshLimits {
  const limits = { ...DEFAULT_SSH_LIMITS };
  for (const [key, name] of Object.entries(ENV) as Array<[keyof SshLimits, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive whole number (got "${raw}")`);
    limits[key] = value;
  }
  return limits;
}

/** Counts running git sessions per user; `tryAcquire` refuses beyond the limit. */
export class SessionCounter {
  private readonly running = new Map<string, number>();

  constructor(private readonly limit: number) {}

  tryAcquire(userId: string): (() => void) | null {
    const count = this.running.get(userId) ?? 0;
    if (count >= this.limit) return null;
    this.running.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left <= 0) this.running.delete(userId);
      else this.running.set(userId, left);
    };
  }

  count(userId: string): number {
    return this.running.get(userId) ?? 0;
  }
}
