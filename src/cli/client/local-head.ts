import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The clone the command runs in: its checked-out commit and branch. */
export interface LocalHead {
  commit: string;
  /** null when HEAD is detached. */
  branch: string | null;
}

async function git(cwd: string, args: string[]): Promise<string | null> {
  try {
    return (await execFileAsync('git', args, { cwd })).stdout.trim();
  } catch {
    return null;
  }
}

export async function localHead(cwd: string): Promise<LocalHead | null> {
  const commit = await git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  if (!commit || !/^[0-9a-f]{40,64}$/.test(commit)) return null;
  const branch = await git(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  return { commit, branch: branch || null };
}

/**
 * What to tell someone building from a clone when the server builds another commit than their HEAD: they have
 * commits not pushed, the server has commits they have not pulled, the two have gone apart, or they are on
 * another branch. Nothing when HEAD is what gets built.
 */
export async function headWarning(
  cwd: string,
  head: LocalHead,
  built: { branch: string; commit: string },
): Promise<string | null> {
  if (head.commit === built.commit) return null;
  const short = (sha: string) => sha.slice(0, 7);
  const builds = `this builds ${built.branch} at ${short(built.commit)}, the server's commit`;
  if (head.branch && head.branch !== built.branch) {
    return `you are on branch ${head.branch} (${short(head.commit)}), not ${built.branch}: ${builds}. Use -b ${head.branch} (after pushing it) to build your branch`;
  }
  const serverHasOurs = (await git(cwd, ['merge-base', '--is-ancestor', head.commit, built.commit])) !== null;
  if (serverHasOurs) {
    return `your local HEAD ${short(head.commit)} is behind the server's ${built.branch}: ${builds} (git pull to get it)`;
  }
  const known = (await git(cwd, ['cat-file', '-e', `${built.commit}^{commit}`])) !== null;
  const ahead = known ? await git(cwd, ['rev-list', '--count', `${built.commit}..${head.commit}`]) : null;
  if (known && (await git(cwd, ['merge-base', '--is-ancestor', built.commit, head.commit])) !== null) {
    const count = Number(ahead);
    return `your local HEAD ${short(head.commit)} is not on the server: ${count} commit${count === 1 ? '' : 's'} not pushed; ${builds}. Push first (git push) to build them`;
  }
  return `your local HEAD ${short(head.commit)} is not on the server, and ${built.branch} there is at ${short(built.commit)}: ${builds}. Pull and push first to build your work`;
}
