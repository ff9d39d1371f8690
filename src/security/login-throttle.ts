/**
 * Failed log-ins per key in a sliding window; in-process, like the API limiter. Keys are `<kind>:<value>`
 * (`user:ann`, `ip:10.0.0.1`), each kind with its own limit: an address is shared by many people behind one
 * router, so it gets more room than one account. After its limit a key waits until its oldest failure leaves
 * the window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: Record<string, number> = { user: 10, ip: 100 },
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  private limitOf(key: string): number {
    return this.limits[key.slice(0, key.indexOf(':'))] ?? 10;
  }

  /** Seconds until another attempt is allowed for any of the keys, or 0. */
  waitSeconds(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.limitOf(key)) {
        wait = Math.max(wait, Math.ceil((recent[0] + this.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  recordSuccess(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }
}
