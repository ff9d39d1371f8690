import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Characters that end a path written in a message: space, quotes, and the punctuation after one. */
const PATH_TAIL = String.raw`(?:/[^\s'"\`<>|;,)\]]*)?`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function realOrSame(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Removes the server's own paths (DATA_DIR, temporary folders) from text shown to users: failure messages,
 * build logs, what git says to a pusher. They tell an attacker where things are and a reader nothing. A path
 * under a known place becomes what the reader knows it as (`ann/book.git/refs/heads/main.lock`, a file of the
 * book); any other under DATA_DIR or a temporary folder loses that prefix (`…/octavo-index-1a2b/index`).
 */
export class ServerPaths {
  private readonly roots: string[];

  constructor(dataDir: string) {
    const roots = [dataDir, realOrSame(dataDir), tmpdir(), realOrSame(tmpdir()), '/tmp', '/var/tmp'];
    this.roots = [...new Set(roots.filter((root) => root.length > 1))].sort((a, b) => b.length - a.length);
  }

  /** `known`: [path, what to call it] pairs, checked first (their paths may lie under a root). */
  scrub(text: string, known: ReadonlyArray<readonly [string, string]> = []): string {
    let result = text;
    const named = known.flatMap(([path, name]) => [[path, name] as const, [realOrSame(path), name] as const]);
    for (const [path, name] of named.sort((a, b) => b[0].length - a[0].length)) {
      result = result.replace(
        new RegExp(`${escapeRegExp(path)}(${PATH_TAIL})`, 'g'),
        (_match, rest: string) => joinName(name, rest),
      );
    }
    for (const root of this.roots) {
      result = result.replace(
        new RegExp(`${escapeRegExp(root)}(${PATH_TAIL})`, 'g'),
        (_match, rest: string) => `…${rest.replace(/^(\/\.)+\//, '/') || '/'}`,
      );
    }
    return result;
  }
}

/** `name` followed by the rest of a path (its leading "/" and any "./" dropped); `name` '' gives the rest alone. */
function joinName(name: string, rest: string): string {
  const tail = rest.replace(/^\/(\.\/)*/, '');
  if (!name) return tail || '.';
  return tail ? `${name}/${tail}` : name;
}
