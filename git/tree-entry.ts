export interface TreeEntry {
  /** File or folder name within its folder. */
  name: string;
  /** Repository-relative path. */
  path: string;
  /** blob = file, tree = folder, commit = submodule. */
  type: 'blob' | 'tree' | 'commit';
  /** Octal mode as git prints it: 100644, 100755, 120000 (symlink), 040000, 160000. */
  mode: string;
  sha: string;
  /** Size in bytes for blobs; null for folders and submodules. */
  size: number | null;
}

/**
 * Parses `git ls-tree -z [-l]` output: `<mode> SP <type> SP <sha> [SP <padded size>] TAB <name> NUL`.
 * Only the first TAB separates, so names may contain anything but NUL.
 */
export function parseLsTree(output: Buffer, parentPath: string): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of output.toString('utf8').split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    if (tab < 0) throw new Error(`unexpected ls-tree output: ${JSON.stringify(record.slice(0, 200))}`);
    const [mode, type, sha, size] = record.slice(0, tab).trim().split(/ +/);
    const name = record.slice(tab + 1);
    if (type !== 'blob' && type !== 'tree' && type !== 'commit') continue;
    entries.push({
      name: name.slice(name.lastIndexOf('/') + 1),
      path: parentPath ? `${parentPath}/${name}` : name,
      type,
      mode,
      sha,
      size: size === undefined || size === '-' ? null : Number(size),
    });
  }
  return entries;
}

const SPACE = 0x20;
const NUL = 0x00;

/**
 * Parses a tree object's own bytes (what `cat-file --batch` returns for a tree): `<mode> SP <name> NUL
 * <raw hash>` per entry, `hashBytes` long (20 for SHA-1, 32 for SHA-256). No sizes: they are not in the tree.
 */
export function parseTreeObject(content: Buffer, parentPath: string, hashBytes: number): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let at = 0;
  while (at < content.length) {
    const space = content.indexOf(SPACE, at);
    const nul = space < 0 ? -1 : content.indexOf(NUL, space + 1);
    if (space < 0 || nul < 0 || nul + 1 + hashBytes > content.length) {
      throw new Error(`unexpected tree object: entry at byte ${at} is cut short`);
    }
    const mode = content.toString('latin1', at, space).padStart(6, '0');
    const name = content.toString('utf8', space + 1, nul);
    const sha = content.toString('hex', nul + 1, nul + 1 + hashBytes);
    at = nul + 1 + hashBytes;
    const type = mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';
    entries.push({ name, path: parentPath ? `${parentPath}/${name}` : name, type, mode, sha, size: null });
  }
  return entries;
}
