import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasControlCharacter } from './control-characters';
import {
  BranchNameConflict,
  ConcurrentUpdate,
  GitCommandFailed,
  InvalidIdentity,
  NothingToCommit,
} from './errors';
import { GitCommand } from './git-command';

export interface GitIdentity {
  name: string;
  email: string;
}

/** A change whose path is already normalized (see normalizeRepoFilePath). */
export type FileChange = { path: string; content: Buffer | string } | { path: string; delete: true };

export interface CommitSpec {
  branch: string;
  parent: string | null;
  changes: readonly FileChange[];
  message: string;
  author: GitIdentity;
  committer?: GitIdentity;
  date?: Date;
  /** Allow a commit whose tree equals its parent's (or an empty root commit); used for starter commits. */
  allowEmpty?: boolean;
}

export const NULL_SHA = '0'.repeat(40);
const EMPTY_TREE_SHA = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const REGULAR_FILE_MODE = '100644';
const EXECUTABLE_FILE_MODE = '100755';

/**
 * Writes a commit object with plumbing on a private, temporary index, so it never touches (or races with)
 * anything another writer of the repository uses. Returns the new commit's sha; no ref is moved.
 */
export async function writeCommit(git: GitCommand, gitDir: string, spec: CommitSpec): Promise<string> {
  const identity = identityEnvironment(spec.author, spec.committer ?? spec.author, spec.date ?? new Date());
  const workDir = await mkdtemp(join(tmpdir(), 'octavo-index-'));
  const env = { GIT_INDEX_FILE: join(workDir, 'index') };
  const gitDirArg = `--git-dir=${gitDir}`;
  try {
    if (spec.parent) await git.run([gitDirArg, 'read-tree', spec.parent], { env });

    // Deletions first, so "delete a, add a/b" in one change set works.
    const ordered = [
      ...spec.changes.filter((change) => 'delete' in change),
      ...spec.changes.filter((change) => !('delete' in change)),
    ];
    const written = ordered.filter((change) => !('delete' in change)).map((change) => change.path);
    const executables = spec.parent ? await executablePaths(git, gitDirArg, env, written) : new Set<string>();
    const indexInfo: string[] = [];
    for (const change of ordered) {
      if ('delete' in change) {
        indexInfo.push(`0 ${NULL_SHA}\t${change.path}\0`);
        continue;
      }
      const blob = await git.text([gitDirArg, 'hash-object', '-w', '--stdin'], { input: change.content });
      const mode = executables.has(change.path) ? EXECUTABLE_FILE_MODE : REGULAR_FILE_MODE;
      indexInfo.push(`${mode} ${blob}\t${change.path}\0`);
    }
    // One `update-index --index-info` instead of a --cacheinfo/--force-remove process per file; mode 0 removes.
    if (indexInfo.length > 0) {
      await git.run([gitDirArg, 'update-index', '--add', '-z', '--index-info'], {
        env,
        input: indexInfo.join(''),
      });
    }

    const tree = await git.text([gitDirArg, 'write-tree'], { env });
    if (!spec.allowEmpty) {
      const parentTree = spec.parent
        ? await git.text([gitDirArg, 'rev-parse', '--verify', `${spec.parent}^{tree}`])
        : EMPTY_TREE_SHA;
      if (tree === parentTree) throw new NothingToCommit(spec.branch);
    }

    const parentArgs = spec.parent ? ['-p', spec.parent] : [];
    const message = spec.message.endsWith('\n') ? spec.message : `${spec.message}\n`;
    return await git.text([gitDirArg, 'commit-tree', tree, ...parentArgs, '-F', '-'], {
      env: identity,
      input: message,
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Moves `refs/heads/<branch>` from `oldCommit` (null: the branch must not exist) to `newCommit` atomically.
 * git checks the old value under the ref lock, so a writer that lost a race gets ConcurrentUpdate instead of
 * overwriting the winner.
 */
export async function updateBranch(
  git: GitCommand,
  gitDir: string,
  branch: string,
  newCommit: string,
  oldCommit: string | null,
  reflogMessage: string,
  /** Extra environment, e.g. the reflog identity of whoever moves the branch (see reflogIdentity). */
  env?: Record<string, string>,
): Promise<void> {
  const ref = `refs/heads/${branch}`;
  const reason = reflogMessage.split('\n')[0].slice(0, 200) || 'commit';
  try {
    await git.run(
      [`--git-dir=${gitDir}`, 'update-ref', '-m', reason, ref, newCommit, oldCommit ?? NULL_SHA],
      { env },
    );
  } catch (error) {
    if (!(error instanceof GitCommandFailed)) throw error;
    if (/exists; cannot create/.test(error.stderr)) throw new BranchNameConflict(branch);
    // "is at X but expected Y", "reference already exists", or another writer holding the ref's lock file.
    if (/but expected|reference already exists|\.lock': File exists/.test(error.stderr)) {
      throw new ConcurrentUpdate(branch, oldCommit, await readBranchTip(git, gitDir, branch));
    }
    throw error;
  }
}

/**
 * A fresh read of a branch tip from the ref store. for-each-ref matches refs exactly (no "dwim" guessing such
 * as refs/heads/refs/heads/<b> or refs/tags/…), and the exact-name filter drops <b>/… children.
 */
export async function readBranchTip(git: GitCommand, gitDir: string, branch: string): Promise<string | null> {
  const ref = `refs/heads/${branch}`;
  const output = await git.text([
    `--git-dir=${gitDir}`,
    'for-each-ref',
    '--format=%(objectname) %(refname)',
    ref,
  ]);
  for (const line of output.split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0 && line.slice(space + 1) === ref) return line.slice(0, space);
  }
  return null;
}

/** Paths among `paths` that are executable files in the index, so editing a script keeps its mode. */
async function executablePaths(
  git: GitCommand,
  gitDirArg: string,
  env: Record<string, string>,
  paths: string[],
): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  // Literal pathspecs: a file named "*.md" must not act as a glob.
  const { stdout } = await git.run([gitDirArg, 'ls-files', '--stage', '-z', '--', ...paths], {
    env: { ...env, GIT_LITERAL_PATHSPECS: '1' },
  });
  const executables = new Set<string>();
  for (const record of stdout.toString('utf8').split('\0')) {
    const tab = record.indexOf('\t');
    if (tab > 0 && record.startsWith(`${EXECUTABLE_FILE_MODE} `)) executables.add(record.slice(tab + 1));
  }
  return executables;
}

function identityEnvironment(
  author: GitIdentity,
  committer: GitIdentity,
  date: Date,
): Record<string, string> {
  if (Number.isNaN(date.getTime())) throw new InvalidIdentity('the commit date is not a valid date');
  // "@<seconds> <zone>" is git's unambiguous internal date format.
  const gitDate = `@${Math.floor(date.getTime() / 1000)} +0000`;
  return {
    GIT_AUTHOR_NAME: checkedIdentityPart(author.name, 'name'),
    GIT_AUTHOR_EMAIL: checkedIdentityPart(author.email, 'email'),
    GIT_AUTHOR_DATE: gitDate,
    GIT_COMMITTER_NAME: checkedIdentityPart(committer.name, 'name'),
    GIT_COMMITTER_EMAIL: checkedIdentityPart(committer.email, 'email'),
    GIT_COMMITTER_DATE: gitDate,
  };
}

function checkedIdentityPart(value: string, what: 'name' | 'email'): string {
  if (typeof value !== 'string' || value.trim() === '') throw new InvalidIdentity(`the ${what} is empty`);
  if (hasControlCharacter(value) || /[<>]/.test(value)) {
    throw new InvalidIdentity(`the ${what} ${JSON.stringify(value)} contains "<", ">" or control characters`);
  }
  return value.trim();
}
