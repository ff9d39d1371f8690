import type { Redis } from 'ioredis';
import { FailureCounter } from './failure-counter';

/**
 * Failed log-ins per key in a window, counted by rate-limiter-flexible: in process memory, or with `redis` in
 * Redis, so every ssh process of an installation turns the same address away. Keys are `<kind>:<value>`
 * (`user:ann`, `ip:10.0.0.1`), each kind with its own limit: an address is shared by many people behind one
 * router, so it gets more room than one account. After its limit a key waits until its window, opened by its
 * first failure, ends.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, FailureCounter>();

  constructor(
    private readonly limits: Record<string, number> = { user: 10, ip: 100 },
    private readonly windowMs = 15 * 60 * 1000,
    private readonly redis: () => Redis | null = () => null,
    private readonly keyPrefix = 'octavo:login',
  ) {}

  /** Seconds until another attempt is allowed for any of the keys, or 0. */
  async waitSeconds(keys: string[]): Promise<number> {
    let wait = 0;
    for (const key of keys) {
      const { kind, value } = split(key);
      const { count, msLeft } = await this.counter(kind).get(value);
      if (count >= this.limitOf(kind)) wait = Math.max(wait, Math.ceil(msLeft / 1000));
    }
    return wait;
  }

  async recordFailure(keys: string[]): Promise<void> {
    for (const key of keys) {
      const { kind, value } = split(key);
      await this.counter(kind).add(value);
    }
  }

  async recordSuccess(keys: string[]): Promise<void> {
    for (const key of keys) {
      const { kind, value } = split(key);
      await this.counter(kind).forget(value);
    }
  }

  private limitOf(kind: string): number {
    return this.limits[kind] ?? 10;
  }

  private counter(kind: string): FailureCounter {
    let counter = this.counters.get(kind);
    if (!counter) {
      const windowSeconds = Math.ceil(this.windowMs / 1000);
      counter = new FailureCounter({ windowSeconds, keyPrefix: `${this.keyPrefix}:${kind}` }, this.redis);
      this.counters.set(kind, counter);
    }
    return counter;
  }
}

function split(key: string): { kind: string; value: string } {
  const colon = key.indexOf(':');
  return { kind: key.slice(0, colon), value: key.slice(colon + 1) };
}
