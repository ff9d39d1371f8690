import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { branchNameProblem, isValidBranchName } from './branch-name';
import { hasControlCharacter } from './control-characters';
import { CatFilePool, CatFilePoolOptions } from './cat-file-pool';
import { GitIdentity, readBranchTip, updateBranch, writeCommit } from './commit-writer';
import {
  GitCommandFailed,
  InvalidBranchName,
  InvalidRepositoryName,
  RepositoryExists,
  RepositoryNotFound,
  RevisionNotFound,
  StaleBaseCommit,
} from './errors';
import { normalizeRepoFilePath } from './file-path';
import { GitCommand } from './git-command';
import { installHooks } from './hooks';
import { assertValidRepositoryName } from './repository-name';
import { readBranchTipFromFiles } from './ref-files';
import { reflogIdentity } from './reflog';
import { parseLsTree, parseTreeObject, TreeEntry } from './tree-entry';

export interface GitRepositoriesOptions {
  gitBinary?: string;
  catFile?: CatFilePoolOptions;
}

export interface CreateRepositoryOptions {
  defaultBranch?: string;
  /** The first commit's files; null creates an empty repository (no commit, HEAD names an unborn branch). */
  files: Record<string, Buffer | string> | null;
  message: string;
  author: GitIdentity;
  date?: Date;
}

export type CommitChange = { path: string; content: Buffer | string } | { path: string; delete: true };

export interface CommitFilesOptions {
  branch: string;
  changes: readonly CommitChange[];
  message: string;
  author: GitIdentity;
  committer?: GitIdentity;
  date?: Date;
  /** The tip the author edited from; the commit is refused (StaleBaseCommit) if the branch has moved since. */
  baseCommit?: string;
  /** The Octavo user making the commit, written into the branch's reflog (see reflogIdentity). */
  actor?: { id: string; username: string };
}

export interface BranchInfo {
  name: string;
  commit: string;
}

const TRASH_DIR = '.trash';
const ORPHANED_DIR = '.orphaned';

/** Bare repositories stored at `<root>/<owner>/<repo>.git`, driven through the system git binary. */
export class GitRepositories {
  readonly root: string;
  private readonly git: GitCommand;
  private readonly catFiles: CatFilePool;

  constructor(root: string, options: GitRepositoriesOptions = {}) {
    this.root = resolve(root);
    this.git = new GitCommand(options.gitBinary ?? 'git');
    this.catFiles = new CatFilePool(this.git, options.catFile);
  }

  /** The bare repository's directory; throws InvalidRepositoryName for names that are unsafe or malformed. */
  pathOf(owner: string, repo: string): string {
    assertValidRepositoryName(owner);
    assertValidRepositoryName(repo);
    const path = resolve(this.root, owner, `${repo}.git`);
    if (!path.startsWith(this.root + sep)) {
      throw new InvalidRepositoryName(`${owner}/${repo}`, 'it resolves outside the repository root');
    }
    return path;
  }

  async exists(owner: string, repo: string): Promise<boolean> {
    return isRepositoryDirectory(this.pathOf(owner, repo));
  }

  /**
   * Creates the bare repository with its first commit (none when `files` is null) in a temporary directory next
   * to the target, then renames it into place, so a half-made repository is never visible under its real name.
   */
  async create(
    owner: string,
    repo: string,
    options: CreateRepositoryOptions & { files: Record<string, Buffer | string> },
  ): Promise<{ commit: string }>;
  async create(
    owner: string,
    repo: string,
    options: CreateRepositoryOptions,
  ): Promise<{ commit: string | null }>;
  async create(
    owner: string,
    repo: string,
    options: CreateRepositoryOptions,
  ): Promise<{ commit: string | null }> {
    const target = this.pathOf(owner, repo);
    const branch = options.defaultBranch ?? 'main';
    if (!isValidBranchName(branch))
      throw new InvalidBranchName(branch, branchNameProblem(branch) ?? undefined);
    const changes =
      options.files &&
      Object.entries(options.files).map(([path, content]) => ({
        path: normalizeRepoFilePath(path),
        content,
      }));
    if (await isRepositoryDirectory(target)) throw new RepositoryExists(`${owner}/${repo}`);

    await mkdir(dirname(target), { recursive: true });
    // A leading "." can never be a valid repository name, so the temporary directory is never mistaken for one.
    const staging = await mkdtemp(join(dirname(target), `.creating-${repo}-`));
    try {
      await this.git.run(['init', '--bare', '--quiet', '--template=', `--initial-branch=${branch}`, staging]);
      const gitDirArg = `--git-dir=${staging}`;
      for (const [key, value] of [
        ['receive.denyNonFastForwards', 'true'],
        ['receive.denyDeleteCurrent', 'true'],
        ['core.logAllRefUpdates', 'true'],
      ]) {
        await this.git.run([gitDirArg, 'config', key, value]);
      }
      let commit: string | null = null;
      if (changes) {
        commit = await writeCommit(this.git, staging, {
          branch,
          parent: null,
          changes,
          message: options.message,
          author: options.author,
          date: options.date,
          allowEmpty: true,
        });
        await updateBranch(this.git, staging, branch, commit, null, options.message);
      }
      await installHooks(staging);
      try {
        // rename(2) refuses a non-empty target: the loser of two concurrent creates ends up here.
        await rename(staging, target);
      } catch (error) {
        if (isErrno(error, 'ENOTEMPTY') || isErrno(error, 'EEXIST'))
          throw new RepositoryExists(`${owner}/${repo}`);
        throw error;
      }
      return { commit };
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }

  /** Moves the repository out of sight at once, then removes it. A missing repository is not an error. */
  async delete(owner: string, repo: string): Promise<void> {
    const path = this.pathOf(owner, repo);
    await this.catFiles.closeRepository(path);
    const trash = join(this.root, TRASH_DIR);
    await mkdir(trash, { recursive: true });
    const doomed = join(trash, `${owner}-${repo}-${randomUUID()}`);
    try {
      await rename(path, doomed);
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return;
      throw error;
    }
    await rm(doomed, { recursive: true, force: true });
  }

  /** The branch HEAD points at (the branch a clone checks out). */
  async defaultBranch(owner: string, repo: string): Promise<string> {
    const gitDir = await this.requireRepository(owner, repo);
    const ref = await this.git.text([`--git-dir=${gitDir}`, 'symbolic-ref', 'HEAD']);
    return ref.replace(/^refs\/heads\//, '');
  }

  /**
   * The branch HEAD names, read from the HEAD file (no git process: this runs on every git request), or null
   * when HEAD is not a symbolic ref to a branch.
   */
  async headBranch(owner: string, repo: string): Promise<string | null> {
    const gitDir = await this.requireRepository(owner, repo);
    const head = await readFile(join(gitDir, 'HEAD'), 'utf8').catch(() => '');
    return /^ref: refs\/heads\/(.+)\n?$/.exec(head)?.[1] ?? null;
  }

  /** Points HEAD at `branch` (what clones check out, and the branch a push may not delete). */
  async setDefaultBranch(owner: string, repo: string, branch: string): Promise<void> {
    const gitDir = await this.requireRepository(owner, repo);
    if (!isValidBranchName(branch))
      throw new InvalidBranchName(branch, branchNameProblem(branch) ?? undefined);
    const ref = `refs/heads/${branch}`;
    const current = await this.git
      .text([`--git-dir=${gitDir}`, 'symbolic-ref', '-q', 'HEAD'])
      .catch(() => '');
    if (current.trim() === ref) return;
    await this.git.run([`--git-dir=${gitDir}`, 'symbolic-ref', '-m', 'default branch changed', 'HEAD', ref]);
  }

  async branches(owner: string, repo: string): Promise<BranchInfo[]> {
    const gitDir = await this.requireRepository(owner, repo);
    const output = await this.git.text([
      `--git-dir=${gitDir}`,
      'for-each-ref',
      '--format=%(objectname) %(refname)',
      'refs/heads',
    ]);
    return output
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const space = line.indexOf(' ');
        return { name: line.slice(space + 1).replace(/^refs\/heads\//, ''), commit: line.slice(0, space) };
      });
  }

  /**
   * The commit a branch points at right now, or null. This is a fresh read through a new process rather than
   * the cat-file pool: cat-file would see current refs too, but it resolves names with git's "dwim" rules, so
   * for a missing branch <b> it would answer with refs/heads/refs/heads/<b> or refs/tags/refs/heads/<b> if a
   * pusher created one — and this sha pins what a build renders.
   */
  async resolveBranch(owner: string, repo: string, branch: string): Promise<string | null> {
    const gitDir = await this.requireRepository(owner, repo);
    if (!isValidBranchName(branch)) return null;
    const fromFiles = await readBranchTipFromFiles(gitDir, branch);
    return fromFiles !== undefined ? fromFiles : readBranchTip(this.git, gitDir, branch);
  }

  /**
   * The file's bytes at `commit`, or null if it is missing or not a file there. Pass a commit sha (e.g. from
   * resolveBranch): other revisions go through git's name guessing, where a tag "main" wins over branch "main".
   */
  async readBlob(owner: string, repo: string, commit: string, path: string): Promise<Buffer | null> {
    const gitDir = await this.requireRepository(owner, repo);
    if (!isPlainRevision(commit)) return null;
    const result = await this.catFiles.read(gitDir, `${commit}:${normalizeRepoFilePath(path)}`);
    return result.kind === 'object' && result.type === 'blob' ? result.content : null;
  }

  /**
   * The entries of folder `path` ('' = root) at `commit`, or null if that is not a folder there. With
   * `sizes: false` blob sizes are null, and the listing comes from the tree object the cat-file process
   * already returned instead of an `ls-tree` process (which is what the sizes cost).
   */
  async listTree(
    owner: string,
    repo: string,
    commit: string,
    path = '',
    options: { sizes?: boolean } = {},
  ): Promise<TreeEntry[] | null> {
    const gitDir = await this.requireRepository(owner, repo);
    if (!isPlainRevision(commit)) return null;
    const folder = path === '' || path === '/' || path === '.' ? '' : normalizeRepoFilePath(path);
    const tree = await this.catFiles.read(gitDir, `${commit}:${folder}`);
    if (tree.kind !== 'object' || tree.type !== 'tree') return null;
    if (options.sizes === false) return parseTreeObject(tree.content, folder, tree.sha.length / 2);
    const { stdout } = await this.git.run([`--git-dir=${gitDir}`, 'ls-tree', '-l', '-z', tree.sha]);
    return parseLsTree(stdout, folder);
  }

  /** Every file (blob) path at `commit`, recursively. Throws RevisionNotFound if `commit` is not a commit. */
  async listAllFiles(owner: string, repo: string, commit: string): Promise<string[]> {
    const gitDir = await this.requireRepository(owner, repo);
    const sha = await this.resolveCommit(gitDir, `${owner}/${repo}`, commit);
    const { stdout } = await this.git.run([`--git-dir=${gitDir}`, 'ls-tree', '-r', '-z', sha]);
    return parseLsTree(stdout, '')
      .filter((entry) => entry.type === 'blob')
      .map((entry) => entry.path);
  }

  /**
   * Commits `changes` on top of the branch tip and moves the branch with a compare-and-swap on its old value.
   * Creates the branch (as a root commit) only if it does not exist.
   */
  async commitFiles(
    owner: string,
    repo: string,
    options: CommitFilesOptions,
  ): Promise<{ commit: string; previous: string | null }> {
    const gitDir = await this.requireRepository(owner, repo);
    if (!isValidBranchName(options.branch))
      throw new InvalidBranchName(options.branch, branchNameProblem(options.branch) ?? undefined);
    const changes = options.changes.map((change) =>
      'delete' in change
        ? { path: normalizeRepoFilePath(change.path), delete: true as const }
        : { path: normalizeRepoFilePath(change.path), content: change.content },
    );

    const tip = await readBranchTip(this.git, gitDir, options.branch);
    if (options.baseCommit !== undefined && options.baseCommit.toLowerCase() !== tip) {
      throw new StaleBaseCommit(options.branch, options.baseCommit, tip);
    }
    // From here on the tip read above is the expected old value; update-ref re-checks it under the ref lock.
    const commit = await writeCommit(this.git, gitDir, {
      branch: options.branch,
      parent: tip,
      changes,
      message: options.message,
      author: options.author,
      committer: options.committer,
      date: options.date,
    });
    const env = options.actor ? reflogIdentity(options.actor.id, options.actor.username) : undefined;
    await updateBranch(this.git, gitDir, options.branch, commit, tip, options.message, env);
    return { commit, previous: tip };
  }

  /**
   * Undoes a branch move that could not be recorded: sets the branch back from `from` to `to` (deletes it when
   * `to` is null), but only if it still points at `from` (compare-and-swap under git's ref lock). Returns false
   * when someone moved the branch on in between; it is then left alone.
   */
  async rollBackBranch(
    owner: string,
    repo: string,
    branch: string,
    from: string,
    to: string | null,
  ): Promise<boolean> {
    const gitDir = await this.requireRepository(owner, repo);
    if (!isValidBranchName(branch))
      throw new InvalidBranchName(branch, branchNameProblem(branch) ?? undefined);
    const ref = `refs/heads/${branch}`;
    const args =
      to === null
        ? [`--git-dir=${gitDir}`, 'update-ref', '-m', 'rolled back: not recorded', '-d', ref, from]
        : [`--git-dir=${gitDir}`, 'update-ref', '-m', 'rolled back: not recorded', ref, to, from];
    try {
      await this.git.run(args);
      return true;
    } catch (error) {
      if (error instanceof GitCommandFailed && (await readBranchTip(this.git, gitDir, branch)) !== from)
        return false;
      throw error;
    }
  }

  /** Every repository on disk, as owner and name (directories `<owner>/<repo>.git` holding a HEAD file). */
  async list(): Promise<Array<{ owner: string; repo: string }>> {
    const found: Array<{ owner: string; repo: string }> = [];
    for (const owner of await subdirectories(this.root)) {
      if (owner.startsWith('.')) continue;
      for (const entry of await subdirectories(join(this.root, owner))) {
        if (!entry.endsWith('.git') || entry.startsWith('.')) continue;
        const repo = entry.slice(0, -'.git'.length);
        if (await isRepositoryDirectory(join(this.root, owner, entry))) found.push({ owner, repo });
      }
    }
    return found;
  }

  /**
   * Moves a repository out of the way into `<root>/.orphaned/`, keeping its content (an administrator may still
   * want it), and returns where it went; null when it was not there.
   */
  async moveAside(owner: string, repo: string, why: string): Promise<string | null> {
    const path = this.pathOf(owner, repo);
    await this.catFiles.closeRepository(path);
    const aside = join(this.root, ORPHANED_DIR);
    await mkdir(aside, { recursive: true });
    const target = join(aside, `${owner}-${repo}-${why}-${Date.now()}`);
    try {
      await rename(path, target);
      return target;
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return null;
      throw error;
    }
  }

  /**
   * The commit's committer date and root tree id: what a build of it may take as its "now" (reproducible
   * artifacts) and as the identity of its sources (reuse of an earlier build's artifact).
   */
  async commitInfo(owner: string, repo: string, commit: string): Promise<{ date: Date; tree: string }> {
    const gitDir = await this.requireRepository(owner, repo);
    const sha = await this.resolveCommit(gitDir, `${owner}/${repo}`, commit);
    const result = await this.catFiles.read(gitDir, sha);
    if (result.kind !== 'object' || result.type !== 'commit')
      throw new RevisionNotFound(`${owner}/${repo}`, commit);
    const header = result.content.toString('utf8').split('\n\n', 1)[0];
    const tree = /^tree ([0-9a-f]+)$/m.exec(header)?.[1];
    const seconds = /^committer .* (\d+) [+-]\d{4}$/m.exec(header)?.[1];
    if (!tree || !seconds) throw new RevisionNotFound(`${owner}/${repo}`, commit);
    return { date: new Date(Number(seconds) * 1000), tree };
  }

  /** The total size in bytes of every file at `commit`, images included: how big a book a build of it renders. */
  async treeBytes(owner: string, repo: string, commit: string): Promise<number> {
    let total = 0;
    for (const size of (await this.blobSizes(owner, repo, commit)).values()) total += size;
    return total;
  }

  /**
   * The size of every file (blob) at `commit`, by path, from one `git ls-tree -r -l`: a render asks the size of
   * each file it reads, and a git process per folder cost the corpus book's HTML about 0.2 s of its 1.5 s.
   */
  async blobSizes(owner: string, repo: string, commit: string): Promise<Map<string, number>> {
    const gitDir = await this.requireRepository(owner, repo);
    const blobs = await this.blobsAt(gitDir, `${owner}/${repo}`, commit);
    return new Map(blobs.map((entry) => [entry.path, entry.size ?? 0]));
  }

  /** Every file (blob) at `revision`, with its size, from one `git ls-tree -r -l`. */
  private async blobsAt(gitDir: string, name: string, revision: string): Promise<TreeEntry[]> {
    const sha = await this.resolveCommit(gitDir, name, revision);
    const { stdout } = await this.git.run([`--git-dir=${gitDir}`, 'ls-tree', '-r', '-l', '-z', sha]);
    return parseLsTree(stdout, '').filter((entry) => entry.type === 'blob');
  }

  /**
   * The total size in bytes of the files at `commit` that are not at `since` as they are there (changed, added or
   * moved): what a build of `commit` renders anew when the render cache holds `since`'s.
   */
  async changedBytes(owner: string, repo: string, since: string, commit: string): Promise<number> {
    const gitDir = await this.requireRepository(owner, repo);
    const name = `${owner}/${repo}`;
    const [before, after] = await Promise.all(
      [since, commit].map((revision) => this.blobsAt(gitDir, name, revision)),
    );
    const kept = new Set(before!.map((e) => `${e.sha}\0${e.path}`));
    return after!.reduce((sum, e) => (kept.has(`${e.sha}\0${e.path}`) ? sum : sum + (e.size ?? 0)), 0);
  }

  /** Writes the tree at `commit` as a zip file (the "platform" source package). */
  async archiveZip(owner: string, repo: string, commit: string, outFile: string): Promise<void> {
    await this.archive(owner, repo, commit, outFile, 'zip');
  }

  async archiveTar(owner: string, repo: string, commit: string, outFile: string): Promise<void> {
    await this.archive(owner, repo, commit, outFile, 'tar');
  }

  /** Ends the background cat-file processes. */
  async close(): Promise<void> {
    await this.catFiles.close();
  }

  private async archive(
    owner: string,
    repo: string,
    commit: string,
    outFile: string,
    format: 'zip' | 'tar',
  ): Promise<void> {
    const gitDir = await this.requireRepository(owner, repo);
    const sha = await this.resolveCommit(gitDir, `${owner}/${repo}`, commit);
    const output = isAbsolute(outFile) ? outFile : resolve(outFile);
    await this.git.run([`--git-dir=${gitDir}`, 'archive', `--format=${format}`, `--output=${output}`, sha]);
  }

  private async requireRepository(owner: string, repo: string): Promise<string> {
    const path = this.pathOf(owner, repo);
    if (!(await isRepositoryDirectory(path))) throw new RepositoryNotFound(`${owner}/${repo}`);
    return path;
  }

  /** Resolves a revision to a commit sha, so only hex ever reaches a git command line. */
  private async resolveCommit(gitDir: string, fullName: string, revision: string): Promise<string> {
    if (!isPlainRevision(revision)) throw new RevisionNotFound(fullName, revision);
    const result = await this.catFiles.read(gitDir, `${revision}^{commit}`);
    if (result.kind !== 'object' || result.type !== 'commit') throw new RevisionNotFound(fullName, revision);
    return result.sha;
  }
}

/** A revision that can be embedded in "<rev>:<path>" and cat-file requests: one line, no ":" and no option. */
function isPlainRevision(revision: string): boolean {
  return (
    typeof revision === 'string' &&
    revision !== '' &&
    revision.length <= 1024 &&
    !revision.startsWith('-') &&
    !hasControlCharacter(revision) &&
    !/[ :]/.test(revision)
  );
}

/** Synchronous: a stat of a hot inode takes ~2 µs; fs/promises spends ~20 µs of CPU on it, on every git call. */
async function isRepositoryDirectory(path: string): Promise<boolean> {
  return statSync(join(path, 'HEAD'), { throwIfNoEntry: false })?.isFile() ?? false;
}

async function subdirectories(path: string): Promise<string[]> {
  try {
    return (await readdir(path, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
}

function isErrno(error: unknown, code: string): boolean {
  // Duck-typed: errors from Node's fs need not be instances of this realm's Error (e.g. under Jest).
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;
}
