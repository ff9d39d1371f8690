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
      if (path.some((segment) => segment === '..' || segment === '.' || /[\\/]/.test(segment))) continue;
      candidates.push(path.join('/'));
    }
    if (candidates.length > 0) return candidates;
  }
  return [];
}
