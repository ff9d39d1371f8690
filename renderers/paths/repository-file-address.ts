/*
 * Books read on GitHub, GitBook or GitLab often show their own images by the address the host serves a repository
 * file at (`https://raw.githubusercontent.com/ann/book/master/images/plan.png`), so the picture shows wherever the
 * Markdown is read. The file is in the repository being built: the build takes it from there instead of leaving the
 * image out for being remote (rendering never uses the network).
 */

/** `host` → how a file address on it is laid out, after `/<owner>/<repository>`. */
const FILE_ADDRESSES: { host: RegExp; marker: string[] }[] = [
  // raw.githubusercontent.com/<owner>/<repo>/<ref>/<path>
  { host: /^raw\.githubusercontent\.com$/i, marker: [] },
  // github.com/<owner>/<repo>/raw/<ref>/<path>, …/blob/<ref>/<path>?raw=true
  { host: /^(?:www\.)?github\.com$/i, marker: ['raw'] },
  { host: /^(?:www\.)?github\.com$/i, marker: ['blob'] },
  // gitlab.com/<owner>/<repo>/-/raw/<ref>/<path>
  { host: /^gitlab\.com$/i, marker: ['-', 'raw'] },
  { host: /^gitlab\.com$/i, marker: ['-', 'blob'] },
];

/**
 * The repository paths a Git host's address of a repository file may name, most likely first: the branch or tag
 * can itself hold slashes (`release/2.0`), so each way of splitting it from the path is a candidate. Empty for any
 * other address.
 */
export function repositoryFileCandidates(address: string): string[] {
  let url: URL;
  try {
    url = new URL(address.startsWith('//') ? `https:${address}` : address);
  } catch {
    return [];
  }
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return [];
  }
  for (const { host, marker } of FILE_ADDRESSES) {
    if (!host.test(url.hostname)) continue;
    const afterRepository = decoded.slice(2);
    if (!marker.every((part, index) => afterRepository[index] === part)) continue;
    const refAndPath = afterRepository.slice(marker.length);
    const candidates: string[] = [];
    // At least one segment of branch, at least one of path.
    for (let refLength = 1; refLength < refAndPath.length; refLength++) {
      const path = refAndPath.slice(refLength);
      if (path.some(unsafeSegment)) continue;
      candidates.push(path.join('/'));
    }
    if (candidates.length > 0) return candidates;
  }
  return [];
}

/** The segments of an address's path (decoded, empty ones left out), or undefined when it is no web address. */
function pathSegments(address: string): string[] | undefined {
  try {
    const url = new URL(address.startsWith('//') ? `https:${address}` : address);
    return url.pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The repository paths an address on a Git host Octavo does not know may name, most likely first: a self-hosted
 * GitLab's `https://git.example.com/o/b/raw/master//diagrams/a.png`, a Gitea's `…/o/b/raw/branch/main/a.png`, their
 * `blob/` pages. After `raw` or `blob` (past owner and repository) come the branch and the path, split every way.
 */
export function gitHostFileCandidates(address: string): string[] {
  const segments = pathSegments(address);
  if (segments === undefined) return [];
  const marker = segments.findIndex(
    (segment, index) => index >= 2 && (segment === 'raw' || segment === 'blob'),
  );
  if (marker === -1) return [];
  const refAndPath = segments.slice(marker + 1);
  const candidates: string[] = [];
  for (let refLength = 1; refLength < refAndPath.length; refLength++) {
    const path = refAndPath.slice(refLength);
    if (path.some(unsafeSegment)) continue;
    candidates.push(path.join('/'));
  }
  return candidates;
}

/**
 * The ends of an address's path, of two segments or more, longest first (`static/img/diagrams/a.png`,
 * `img/diagrams/a.png`, `diagrams/a.png`): where the repository may keep the file the address serves.
 */
export function addressPathEnds(address: string): string[] {
  const segments = pathSegments(address);
  if (segments === undefined || segments.some(unsafeSegment)) return [];
  const ends: string[] = [];
  for (let start = 0; start <= segments.length - 2; start++) ends.push(segments.slice(start).join('/'));
  return ends;
}

/** A decoded address segment that is no plain folder or file name: it would leave or skip through the path. */
function unsafeSegment(segment: string): boolean {
  return segment === '..' || segment === '.' || /[\\/]/.test(segment);
}
