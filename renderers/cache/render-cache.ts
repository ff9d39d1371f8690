/**
 * Where renders keep what they worked out per source file, content-addressed (issue 17, item 4): a key is the
 * SHA-256 of everything that can change the value, so an entry is never stale, only unused. An adapter keeps
 * itself within its size bound, dropping the least recently used entries, and never hands back bytes that
 * fail its integrity check.
 */
export interface RenderCache {
  /** The value stored under `key`; `damaged` when it failed the integrity check (it is then dropped). */
  get(key: string): Promise<CacheLookup>;
  /** Stores `value` under `key`; a failure to store only costs a later render the work. */
  put(key: string, value: Buffer): Promise<void>;
  /**
   * Marks the entry under `key` used, without reading it (a process that keeps the entry in memory used it), so
   * trimming keeps it as it keeps one read; nothing to wait for.
   */
  touch?(key: string): void;
  /** Drops least recently used entries until the cache is within its bound. */
  trim(): Promise<void>;
}

export type CacheLookup = { value: Buffer } | { damaged: true } | null;

/** A render's use of a cache: where entries are, and what this render took from it. */
export interface RenderCacheUse {
  cache: RenderCache;
  stats: RenderCacheStats;
}

/** What one render took from the cache, for the format's log. */
export interface RenderCacheStats {
  /** Source files whose conversion came from the cache. */
  hits: number;
  /** Source files converted (and then stored). */
  misses: number;
  /** Entries found damaged (integrity check failed or unreadable) and converted again. */
  corrupt: number;
  /** PDF: Chromium's prints (parts of the book, the cover, the folio sheet) from the cache, and those printed then stored. */
  printedHits?: number;
  printedMisses?: number;
  /** PDF: parts printed by other worker processes (issue 17, item 5), then stored. */
  printedElsewhere?: number;
  /** PDF: images whose pixels are decoded (transparency, colour in a gray book) from the cache, and those made. */
  imageHits?: number;
  imageMisses?: number;
  /** PDF: parts whose finishing (images, soft hyphens, running heads, gray) came from the cache. */
  finishedHits?: number;
  /** MOBI written by Octavo: divisions whose Mobipocket markup came from the cache, and those converted then stored. */
  markupHits?: number;
  markupMisses?: number;
}

export function emptyCacheStats(): RenderCacheStats {
  return { hits: 0, misses: 0, corrupt: 0 };
}

/** "17 of 18 source files reused", for the build log. */
export function describeCacheStats(stats: RenderCacheStats): string {
  const total = stats.hits + stats.misses;
  const damaged = stats.corrupt
    ? `; ${stats.corrupt} damaged entr${stats.corrupt === 1 ? 'y' : 'ies'} converted again`
    : '';
  const elsewhere = stats.printedElsewhere ?? 0;
  const printedTotal = (stats.printedHits ?? 0) + (stats.printedMisses ?? 0) + elsewhere;
  const printed = printedTotal
    ? `; ${stats.printedHits ?? 0} of ${printedTotal} Chromium print${printedTotal === 1 ? '' : 's'} reused` +
      (elsewhere ? `, ${elsewhere} printed by other worker processes` : '')
    : '';
  const markupTotal = (stats.markupHits ?? 0) + (stats.markupMisses ?? 0);
  const markup = markupTotal
    ? `; ${stats.markupHits ?? 0} of ${markupTotal} division${markupTotal === 1 ? '’s' : 's’'} MOBI markup reused`
    : '';
  return `${stats.hits} of ${total} source file${total === 1 ? '' : 's'} reused${printed}${markup}${damaged}`;
}
