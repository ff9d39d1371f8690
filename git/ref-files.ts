import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const SHA = /^[0-9a-f]{40}$/;

/**
 * A branch tip read straight from git's files ref store (loose ref, else packed-refs), exact names only.
 * No process is spawned: this is on the path of every build request. `undefined` means "cannot tell here"
 * (a symbolic ref, an unexpected layout) and the caller asks git instead.
 */
export async function readBranchTipFromFiles(
  gitDir: string,
  branch: string,
): Promise<string | null | undefined> {
  const ref = `refs/heads/${branch}`;
  try {
    const loose = (await readFile(join(gitDir, ref), 'utf8')).trim();
    return SHA.test(loose) ? loose : undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR') return undefined;
  }
  // git pack-refs writes packed-refs before it deletes the loose file, so a missing loose ref is in here.
  let packed: string;
  try {
    packed = await readFile(join(gitDir, 'packed-refs'), 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : undefined;
  }
  for (const line of packed.split('\n')) {
    if (line.length > 41 && line.charCodeAt(40) === 32 && line.slice(41) === ref) {
      const sha = line.slice(0, 40);
      return SHA.test(sha) ? sha : undefined;
    }
  }
  return null;
}
