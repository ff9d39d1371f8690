import type { Format } from '../domain/build';

/** What decides whether a build's render of one format is a short job (issue 17, items 4 and 8). */
export interface ShortJobFacts {
  /** The size of every file at the build's commit. */
  totalBytes: number;
  /**
   * Per format: the size of the files changed since the project's latest build that completed that format (none:
   * no such build).
   */
  changedSince: ReadonlyMap<Format, number>;
  /** `OCTAVO_SHORT_JOB_MAX_SOURCE_BYTES`. */
  maxBytes: number;
  /** Renders keep a render cache (`OCTAVO_RENDER_CACHE_MAX_BYTES` above 0). */
  renderCache: boolean;
  /** MOBI is written by Octavo chapter by chapter (`OCTAVO_MOBI_WRITER=native`), not converted whole by Calibre. */
  nativeMobi?: boolean;
}

/**
 * A small book's job is short; so is a big book's after a small change, when the render cache holds the rest:
 * its render converts and prints only what changed (the corpus book's one-chapter change: PDF 2.2-2.4 s, EPUB and
 * HTML under 0.5 s in a warm render process, 3-9 s when it was queued as long: a new process, Chromium launched
 * anew, at low priority). MOBI made by Calibre is never short for a big book: Calibre converts the whole book
 * whatever changed; Octavo's own MOBI writer writes only the changed chapters again (corpus book 0.3-0.8 s).
 */
export function isShortJob(format: Format, facts: ShortJobFacts): boolean {
  if (facts.totalBytes <= facts.maxBytes) return true;
  if (!facts.renderCache || (format === 'mobi' && !facts.nativeMobi)) return false;
  const changed = facts.changedSince.get(format);
  return changed !== undefined && changed <= facts.maxBytes;
}
