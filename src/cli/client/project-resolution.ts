import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ClientFailure } from './errors';
import { inferProject, parseRemoteList } from './git-remotes';

const execFileAsync = promisify(execFile);
const PROJECT = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export interface ResolvedProject {
  project: string;
  /** Where it came from, for messages: `-p` or `git remote origin`. */
  source: string;
}

/** The project from -p, else from the Git remotes of `cwd`, preferring one that points at `serverUrl`. */
export async function resolveProject(
  given: string | undefined,
  cwd: string,
  serverUrl: string,
): Promise<ResolvedProject> {
  if (given) {
    const project = given.replace(/\.git$/, '');
    if (!PROJECT.test(project))
      throw new ClientFailure(`"${given}" is not a project name; use owner/repo (for example ann/book)`);
    return { project, source: '-p' };
  }
  let output: string;
  try {
    ({ stdout: output } = await execFileAsync('git', ['remote', '-v'], { cwd }));
  } catch (error) {
    const why = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new ClientFailure(
      `no -p owner/repo given and the Git remotes of ${cwd} cannot be read (${why}); pass -p owner/repo or run inside a clone of the book`,
    );
  }
  const inferred = inferProject(parseRemoteList(output), new URL(serverUrl).hostname);
  if (!inferred) {
    throw new ClientFailure(
      `no -p owner/repo given and no Git remote of ${cwd} looks like owner/repo; pass -p owner/repo`,
    );
  }
  return { project: inferred.project, source: `git remote ${inferred.remote}` };
}
