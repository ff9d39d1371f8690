/**
 * Decides when a token's use is worth an event: at most once per interval per token, judged from what the
 * read model already shows and what this process recorded, so busy API clients do not flood the log.
 */
export class TokenUseThrottle {
  private readonly recorded = new Map<string, number>();

  constructor(private readonly intervalMs = 10 * 60 * 1000) {}

  shouldRecord(tokenId: string, lastUsedAt: string | null | undefined, now: number): boolean {
    // Most calls are polls of a token recorded a moment ago: answered without parsing the date.
    const known = this.recorded.get(tokenId) ?? 0;
    if (now - known < this.intervalMs) return false;
    const seen = Math.max(lastUsedAt ? Date.parse(lastUsedAt) : 0, known);
    if (this.recorded.size > 100_000) this.recorded.clear();
    if (now - seen < this.intervalMs) {
      this.recorded.set(tokenId, seen);
      return false;
    }
    this.recorded.set(tokenId, now);
    return true;
  }
}
