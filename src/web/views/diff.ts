/** One file of a unified diff (`git diff -p` output), with line numbers on both sides. */
export interface DiffFile {
  path: string;
  oldPath?: string;
  binary: boolean;
  hunks: DiffHunk[];
}

export interface DiffHunk {
  header: string;
  lines: DiffLine[];
}

export interface DiffLine {
  kind: 'add' | 'del' | 'context';
  text: string;
  oldLine?: number;
  newLine?: number;
}

function unquote(path: string): string {
  if (!path.startsWith('"')) return path;
  try {
    return JSON.parse(path) as string;
  } catch {
    return path.slice(1, -1);
  }
}

function pathAfterPrefix(raw: string, prefix: string): string | undefined {
  const path = unquote(raw.trim());
  if (path === '/dev/null') return undefined;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** Reads `git diff` / `git diff-tree -p` output into files, hunks and numbered lines. */
export function parseUnifiedDiff(patch: string): DiffFile[] {
  const files: DiffFile[] = [];
  let file: DiffFile | null = null;
  let hunk: DiffHunk | null = null;
  let oldLine = 0;
  let newLine = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      const match = /^diff --git a\/(.*) b\/(.*)$/.exec(line);
      file = { path: match ? match[2] : line.slice(11), binary: false, hunks: [] };
      if (match && match[1] !== match[2]) file.oldPath = match[1];
      files.push(file);
      hunk = null;
      continue;
    }
    if (!file) continue;
    if (!hunk) {
      if (line.startsWith('--- ')) {
        const old = pathAfterPrefix(line.slice(4), 'a/');
        if (old && old !== file.path) file.oldPath = old;
      } else if (line.startsWith('+++ ')) {
        const now = pathAfterPrefix(line.slice(4), 'b/');
        if (now) file.path = now;
      } else if (line.startsWith('rename from ')) file.oldPath = line.slice(12);
      else if (line.startsWith('rename to ')) file.path = line.slice(10);
      else if (line.startsWith('Binary files ') || line === 'GIT binary patch') file.binary = true;
    }
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      hunk = { header: line, lines: [] };
      file.hunks.push(hunk);
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      continue;
    }
    if (!hunk) continue;
    if (line.startsWith('+')) hunk.lines.push({ kind: 'add', text: line.slice(1), newLine: newLine++ });
    else if (line.startsWith('-')) hunk.lines.push({ kind: 'del', text: line.slice(1), oldLine: oldLine++ });
    else if (line.startsWith(' '))
      hunk.lines.push({ kind: 'context', text: line.slice(1), oldLine: oldLine++, newLine: newLine++ });
    // "\ No newline at end of file" and the empty string after the last newline are not lines of the file.
  }
  return files;
}
