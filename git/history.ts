import { GitCommand } from './git-command';
import { normalizeRepoFilePath } from './file-path';
import type { GitRepositories } from './repositories';

/** One commit as a list shows it. */
export interface CommitSummary {
  sha: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  /** ISO 8601, as the author dated it. */
  authoredAt: string;
  subject: string;
}

export interface CommitDetail extends CommitSummary {
  /** The message after the subject line ('' when there is none). */
  body: string;
  committerName: string;
  committedAt: string;
  files: ChangedFile[];
  /** The unified diff against the first parent (against nothing for a root commit), maybe cut short. */
  patch: string;
  /** The patch was longer than the limit and ends early. */
  truncated: boolean;
}

export interface ChangedFile {
  path: string;
  /** For a rename or copy: where it came from. */
  oldPath?: string;
  status: 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'changed';
  /** null for binary files. */
  additions: number | null;
  deletions: number | null;
}

const FIELD = '\x00';
const RECORD = '\x1e';
const SUMMARY_FORMAT = ['%H', '%P', '%an', '%ae', '%aI', '%s'].join('%x00');
const PATCH_LIMIT = 1024 * 1024;
const HEX = /^[0-9a-f]{4,64}$/i;

/** Reads a repository's history (commits, diffs, last change per file) with the system git, argv only. */
export class GitHistory {
  private readonly git: GitCommand;

  constructor(
    private readonly repositories: GitRepositories,
    gitBinary = 'git',
  ) {
    this.git = new GitCommand(gitBinary);
  }

  /** Commits reachable from `commit`, newest first; only those touching `path` when given. */
  async log(
    owner: string,
    repo: string,
    commit: string,
    options: { path?: string; skip?: number; limit?: number } = {},
  ): Promise<CommitSummary[]> {
    const sha = requireSha(commit);
    const limit = Math.max(1, Math.min(options.limit ?? 30, 500));
    const args = [
      this.gitDirArg(owner, repo),
      'log',
      `--format=${SUMMARY_FORMAT}%x1e`,
      `--max-count=${limit}`,
      `--skip=${Math.max(0, options.skip ?? 0)}`,
      sha,
      '--',
      ...(options.path ? [normalizeRepoFilePath(options.path)] : []),
    ];
    return parseSummaries(await this.output(args));
  }

  /** The commits named (full shas), in the order given; unknown ones are left out. */
  async summaries(owner: string, repo: string, shas: string[]): Promise<Map<string, CommitSummary>> {
    const wanted = [...new Set(shas.filter((s) => /^[0-9a-f]{40,64}$/i.test(s)))];
    if (wanted.length === 0) return new Map();
    const args = [
      this.gitDirArg(owner, repo),
      'log',
      '--no-walk=unsorted',
      '--ignore-missing',
      `--format=${SUMMARY_FORMAT}%x1e`,
      ...wanted,
    ];
    const found = parseSummaries(await this.output(args));
    return new Map(found.map((c) => [c.sha, c]));
  }

  /** The full sha a (possibly abbreviated) commit id names, or null when there is no such commit. */
  async resolveCommit(owner: string, repo: string, id: string): Promise<string | null> {
    if (!HEX.test(id)) return null;
    const result = await this.git.run(
      [this.gitDirArg(owner, repo), 'rev-parse', '--verify', '--quiet', `${id}^{commit}`],
      { acceptExitCodes: [1, 128] },
    );
    const sha = result.stdout.toString('utf8').trim();
    return result.exitCode === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  }

  /** Whether `ancestor` is `descendant` or one of its ancestors. */
  async isAncestor(owner: string, repo: string, ancestor: string, descendant: string): Promise<boolean> {
    const result = await this.git.run(
      [
        this.gitDirArg(owner, repo),
        'merge-base',
        '--is-ancestor',
        requireSha(ancestor),
        requireSha(descendant),
      ],
      { acceptExitCodes: [1, 128] },
    );
    return result.exitCode === 0;
  }

  /** A commit with its message, changed files and patch (against its first parent). */
  async commit(owner: string, repo: string, sha: string): Promise<CommitDetail | null> {
    const full = await this.resolveCommit(owner, repo, sha);
    if (!full) return null;
    const gitDir = this.gitDirArg(owner, repo);
    const header = await this.output([
      gitDir,
      'show',
      '--no-patch',
      `--format=${SUMMARY_FORMAT}%x00%cn%x00%cI%x00%b`,
      full,
    ]);
    const fields = header.split(FIELD);
    const summary = summaryOf(fields.slice(0, 6));
    const diffBase = ['diff-tree', '--root', '-r', '-M', '--no-commit-id', '--no-color'];
    const [numstat, nameStatus, patch] = await Promise.all([
      this.output([gitDir, ...diffBase, '--numstat', '-z', full]),
      this.output([gitDir, ...diffBase, '--name-status', '-z', full]),
      this.git.run([gitDir, ...diffBase, '-p', '--full-index', full]),
    ]);
    const patchText = patch.stdout.subarray(0, PATCH_LIMIT).toString('utf8');
    return {
      ...summary,
      committerName: fields[6] ?? '',
      committedAt: fields[7] ?? '',
      body: (fields.slice(8).join(FIELD) ?? '').trim(),
      files: changedFiles(nameStatus, numstat),
      patch: patchText,
      truncated: patch.stdout.length > PATCH_LIMIT,
    };
  }

  /**
   * The newest commit (from `commit` back) that changed each entry of folder `folder`: one walk of the
   * history, stopped once every entry is found or after `depth` commits (entries older than that are absent).
   */
  async lastChanges(
    owner: string,
    repo: string,
    commit: string,
    folder: string,
    entries: string[],
    depth = 2000,
  ): Promise<Map<string, CommitSummary>> {
    const sha = requireSha(commit);
    const prefix = folder ? `${normalizeRepoFilePath(folder)}/` : '';
    const remaining = new Set(entries);
    const found = new Map<string, CommitSummary>();
    if (remaining.size === 0) return found;
    const output = await this.output([
      '-c',
      'core.quotePath=false',
      this.gitDirArg(owner, repo),
      'log',
      `--format=${RECORD}${SUMMARY_FORMAT}`,
      '--name-only',
      '--no-renames',
      `--max-count=${depth}`,
      sha,
      '--',
      ...(prefix ? [prefix] : []),
    ]);
    for (const record of output.split(RECORD)) {
      if (!record.trim()) continue;
      const newline = record.indexOf('\n');
      const head = newline === -1 ? record : record.slice(0, newline);
      const summary = summaryOf(head.split(FIELD));
      const paths = newline === -1 ? [] : record.slice(newline + 1).split('\n');
      for (const path of paths) {
        if (!path || !path.startsWith(prefix)) continue;
        const entry = path.slice(prefix.length).split('/')[0];
        if (remaining.delete(entry)) found.set(entry, summary);
      }
      if (remaining.size === 0) break;
    }
    return found;
  }

  private gitDirArg(owner: string, repo: string): string {
    return `--git-dir=${this.repositories.pathOf(owner, repo)}`;
  }

  private async output(args: string[]): Promise<string> {
    return (await this.git.run(args)).stdout.toString('utf8');
  }
}

function requireSha(commit: string): string {
  if (!/^[0-9a-f]{40,64}$/i.test(commit)) throw new Error(`not a full commit id: ${commit.slice(0, 80)}`);
  return commit;
}

function summaryOf(fields: string[]): CommitSummary {
  const [sha = '', parents = '', authorName = '', authorEmail = '', authoredAt = '', subject = ''] = fields;
  return {
    sha: sha.trim(),
    parents: parents.split(' ').filter(Boolean),
    authorName,
    authorEmail,
    authoredAt,
    subject,
  };
}

function parseSummaries(output: string): CommitSummary[] {
  return output
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => summaryOf(record.split(FIELD)));
}

const STATUS: Record<string, ChangedFile['status']> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

/** `--name-status -z` and `--numstat -z` output of the same diff, joined per file. */
function changedFiles(nameStatus: string, numstat: string): ChangedFile[] {
  const files: ChangedFile[] = [];
  const parts = nameStatus.split('\0');
  for (let i = 0; i < parts.length;) {
    const code = parts[i++];
    if (!code) continue;
    const letter = code[0];
    if (letter === 'R' || letter === 'C') {
      const oldPath = parts[i++];
      const path = parts[i++];
      files.push({ path, oldPath, status: STATUS[letter], additions: null, deletions: null });
    } else {
      const path = parts[i++];
      files.push({ path, status: STATUS[letter] ?? 'changed', additions: null, deletions: null });
    }
  }
  // numstat -z: "added\tdeleted\tpath\0", or for renames "added\tdeleted\t\0old\0new\0".
  const stats = numstat.split('\0');
  const counts: Array<{ path: string; additions: number | null; deletions: number | null }> = [];
  for (let i = 0; i < stats.length;) {
    const entry = stats[i++];
    if (!entry) continue;
    const [added, deleted, path] = entry.split('\t');
    let target = path;
    if (path === '') {
      i++; // the old path
      target = stats[i++];
    }
    counts.push({
      path: target,
      additions: added === '-' ? null : Number(added),
      deletions: deleted === '-' ? null : Number(deleted),
    });
  }
  for (const file of files) {
    const count = counts.find((c) => c.path === file.path);
    if (count) Object.assign(file, { additions: count.additions, deletions: count.deletions });
  }
  return files;
}
