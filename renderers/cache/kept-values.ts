import { LRUCache } from 'lru-cache';
import { RenderCache } from './render-cache';

/**
 * Values a process read from `cache` or wrote to it lately, decoded, in front of its files: read again from them,
 * each waited for the disk (behind the zip's compression on libuv's threads) and was parsed again at every render.
 * One tier a cache and kind: a render process opens one cache and keeps it, and a new cache starts cold, so a
 * process started later reads the files as before. A value is only read (each render makes its own from it). A
 * value used from memory is still marked used on disk, so trimming keeps it as it keeps one read. Bounded by the
 * values' stored size.
 */
export class KeptValues<T extends object> {
  private readonly values: LRUCache<string, T>;

  constructor(
    private readonly cache: RenderCache,
    maxBytes: number,
  ) {
    this.values = new LRUCache({ maxSize: maxBytes });
  }

  get(key: string): T | undefined {
    const value = this.values.get(key);
    if (value !== undefined) this.cache.touch?.(key);
    return value;
  }

  /** Keeps `value`, stored under `key` in `storedBytes` bytes. */
  keep(key: string, value: T, storedBytes: number): T {
    this.values.set(key, value, { size: Math.max(1, storedBytes) });
    return value;
  }
}

const TIERS = new WeakMap<RenderCache, Map<string, KeptValues<object>>>();

/** The tier of `kind` in front of `cache`, made on first use. */
export function keptValues<T extends object>(
  cache: RenderCache,
  kind: string,
  maxBytes: number,
): KeptValues<T> {
  let kinds = TIERS.get(cache);
  if (!kinds) TIERS.set(cache, (kinds = new Map()));
  let tier = kinds.get(kind);
  if (!tier) kinds.set(kind, (tier = new KeptValues<object>(cache, maxBytes)));
  return tier as unknown as KeptValues<T>;
}
