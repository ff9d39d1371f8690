import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SHA = /^[0-9a-f]{40}$/;

/**
 * A branch tip read straight from git's files ref store (loose ref, else packed-refs), exact names only.
 * No process is spawned: this is on the path of every build request. `undefined` means "cannot tell here"
 * (a symbolic ref, an unexpected layout) and the caller asks git instead. The reads are synchronous: a ref
 * file is a few bytes in the page cache, read in microseconds, where fs/promises' open-stat-read-close costs
 * 60-140 µs of CPU (a missing file throws, and `master` is usually missing).
 */
export async function readBranchTipFromFiles(
  gitDir: string,
  branch: string,
): Promise<string | null | undefined> {
  const ref = `refs/heads/${branch}`;
  const loose = readSmallFile(join(gitDir, ref));
  if (loose === undefined) return undefined;
  if (loose !== null) return SHA.test(loose.trim()) ? loose.trim() : undefined;
  // git pack-refs writes packed-refs before it deletes the loose file, so a missing loose ref is in here.
  const packed = readSmallFile(join(gitDir, 'packed-refs'));
  if (packed === null || packed === undefined) return packed;
  for (const line of packed.split('\n')) {
    if (line.length > 41 && line.charCodeAt(40) === 32 && line.slice(41) === ref) {
      const sha = line.slice(0, 40);
      return SHA.test(sha) ? sha : undefined;
    }
  }
  return null;
}

/**
 * The file's text; null when there is no such file (looked at first, so that a missing branch, `master`
 * usually, costs no exception); undefined when it cannot be read.
 */
function readSmallFile(path: string): string | null | undefined {
  try {
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return null;
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? null : undefined;
  }
}
