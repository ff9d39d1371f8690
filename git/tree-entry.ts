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
