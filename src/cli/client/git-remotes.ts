/** A Git remote address understood as `owner/repo` on some host. */
export interface RemoteAddress {
  host: string;
  port?: number;
  project: string;
}

export interface GitRemote {
  name: string;
  url: string;
}

export interface InferredProject {
  project: string;
  remote: string;
}

const SCP_LIKE = /^(?:[^@/\s]+@)?(\[[^\]]+\]|[^:/\s]+):(?!\/\/)\/?(.+)$/;

/**
 * Reads `git@host:owner/repo.git`, `ssh://git@host:port/owner/repo.git` and http(s) remotes.
 * Local paths and addresses that are not exactly `owner/repo` give null.
 */
export function parseRemoteUrl(url: string): RemoteAddress | null {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      return null;
    }
    if (!['ssh:', 'git+ssh:', 'ssh+git:', 'http:', 'https:', 'git:'].includes(parsed.protocol)) return null;
    const project = projectFromPath(decodeURIComponent(parsed.pathname));
    if (!project || !parsed.hostname) return null;
    return {
      host: stripBrackets(parsed.hostname).toLowerCase(),
      ...(parsed.port ? { port: Number(parsed.port) } : {}),
      project,
    };
  }
  const scp = SCP_LIKE.exec(trimmed);
  if (!scp) return null;
  const project = projectFromPath(scp[2]);
  return project ? { host: stripBrackets(scp[1]).toLowerCase(), project } : null;
}

/**
 * The project the current clone belongs to: a remote pointing at this server's host wins (origin first among
 * those), then origin, then the first remote that reads as owner/repo.
 */
export function inferProject(remotes: GitRemote[], serverHost: string): InferredProject | null {
  const parsed = remotes
    .map((remote) => ({ remote, address: parseRemoteUrl(remote.url) }))
    .filter((r): r is { remote: GitRemote; address: RemoteAddress } => r.address !== null);
  const byOriginFirst = (a: { remote: GitRemote }, b: { remote: GitRemote }) =>
    Number(b.remote.name === 'origin') - Number(a.remote.name === 'origin');
  const onThisServer = parsed.filter((r) => sameHost(r.address.host, serverHost)).sort(byOriginFirst);
  const chosen = onThisServer[0] ?? [...parsed].sort(byOriginFirst)[0];
  return chosen ? { project: chosen.address.project, remote: chosen.remote.name } : null;
}

/** Parses `git remote -v` output into one entry per remote (fetch address). */
export function parseRemoteList(output: string): GitRemote[] {
  const remotes: GitRemote[] = [];
  for (const line of output.split('\n')) {
    const match = /^(\S+)\s+(\S+)(?:\s+\((fetch|push)\))?\s*$/.exec(line);
    if (!match || match[3] === 'push') continue;
    if (!remotes.some((r) => r.name === match[1])) remotes.push({ name: match[1], url: match[2] });
  }
  return remotes;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

export function sameHost(a: string, b: string): boolean {
  const x = stripBrackets(a).toLowerCase();
  const y = stripBrackets(b).toLowerCase();
  return x === y || (LOOPBACK.has(x) && LOOPBACK.has(y));
}

function projectFromPath(path: string): string | null {
  const parts = path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/');
  if (parts.length !== 2 || parts.some((p) => !/^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(p))) return null;
  return parts.join('/');
}

function stripBrackets(host: string): string {
  return host.replace(/^\[(.*)\]$/, '$1');
}
