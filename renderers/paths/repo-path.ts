import { posix } from 'node:path';

export type RepoPathResult = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Normalizes a path written in platform.json (repository-relative). Absolute paths and paths that
 * climb out of the repository are refused rather than clamped: they are almost always a mistake.
 */
export function normalizeRepoPath(path: string): RepoPathResult {
  const slashed = path.replace(/\\/g, '/').trim();
  if (slashed === '') return { ok: false, reason: 'is empty' };
  if (slashed.startsWith('/') || /^[a-zA-Z]:\//.test(slashed)) {
    return { ok: false, reason: 'is an absolute path; use a path relative to the repository root' };
  }
  const normalized = posix.normalize(slashed);
  if (normalized === '..' || normalized.startsWith('../')) {
    return { ok: false, reason: 'points outside the repository' };
  }
  if (normalized === '.' || normalized.endsWith('/'))
    return { ok: false, reason: 'is a directory, not a file' };
  return { ok: true, path: normalized };
}

/**
 * Resolves a reference (image, include, link) written inside `fromFile`. A leading '/' means the
 * repository root. Query strings and fragments must be removed by the caller.
 */
export function resolveFromFile(fromFile: string, reference: string): RepoPathResult {
  let decoded = reference;
  try {
    decoded = decodeURIComponent(reference);
  } catch {
    // Not percent-encoded after all; use it as written.
  }
  if (decoded.startsWith('/')) return normalizeRepoPath(decoded.replace(/^\/+/, ''));
  return normalizeRepoPath(posix.join(posix.dirname(fromFile), decoded));
}

/** Percent-encodes each segment so file names with spaces or '#' stay valid URLs. */
export function pathToHref(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The file path an href made by pathToHref names: a package's entries are named by it, not by the URL. */
export function hrefToPath(href: string): string {
  return href
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}

export function extensionOf(path: string): string {
  return posix.extname(path).toLowerCase();
}
