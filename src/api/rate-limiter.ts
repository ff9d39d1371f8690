/** Fixed one-minute windows per key; small and in-process (each api process limits on its own). */
export class RateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; seconds to wait when over the limit, else 0. */
  take(key: string): number {
    if (this.perMinute <= 0) return 0;
    const count = this.countOf(key) + 1;
    this.counts.set(key, count);
    return count <= this.perMinute ? 0 : this.retryAfter(this.now());
  }

  /** Whether one more request for `key` would be over the limit, counting nothing. */
  wouldLimit(key: string): boolean {
    return this.perMinute > 0 && this.countOf(key) + 1 > this.perMinute;
  }

  /** Requests counted for `key` in the current window. */
  private countOf(key: string): number {
    this.roll();
    return this.counts.get(key) ?? 0;
  }

  private roll(): void {
    const now = this.now();
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now - (now % 60_000);
      this.counts = new Map();
    }
  }

  private retryAfter(now: number): number {
    return Math.max(1, Math.ceil((this.windowStart + 60_000 - now) / 1000));
  }
}
