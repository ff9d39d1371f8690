import { shortenedName } from './branch-name';
/**
 * Errors raised by the git module. Each carries a stable `code` (for HTTP mapping) and a message written for
 * the author who has to act on it.
 */
export class GitError extends Error {
  readonly code: string = 'git_error';

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class RepositoryExists extends GitError {
  override readonly code = 'repository_exists';

  constructor(readonly fullName: string) {
    super(
      `A repository named "${fullName}" already exists. Choose another name, or delete the existing one first.`,
    );
  }
}

export class RepositoryNotFound extends GitError {
  override readonly code = 'repository_not_found';

  constructor(readonly fullName: string) {
    super(`There is no repository named "${fullName}". Check the owner and repository name.`);
  }
}

export class InvalidRepositoryName extends GitError {
  override readonly code = 'invalid_repository_name';

  constructor(
    readonly input: string,
    readonly reason: string,
  ) {
    super(
      `"${input}" is not a valid repository name: ${reason}. Use 1 to 100 letters, digits, ".", "_" or "-", ` +
        `not starting with "." or "-".`,
    );
  }
}

export class InvalidBranchName extends GitError {
  override readonly code = 'invalid_branch_name';

  constructor(
    readonly branch: string,
    readonly reason?: string,
  ) {
    super(
      `"${shortenedName(branch)}" is not a valid branch name${reason ? ` (${reason})` : ''}. Branch names cannot ` +
        `contain spaces, "..", "~", "^", ":", "?", "*", "[", "\\" or "@{", cannot start with "-" or "/", cannot ` +
        `end with "/", "." or ".lock", and each part between "/" is at most 255 bytes.`,
    );
  }
}

export class InvalidFilePath extends GitError {
  override readonly code = 'invalid_file_path';

  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`Invalid file path ${JSON.stringify(shortenedName(path))}: ${reason}`);
  }
}

export class InvalidIdentity extends GitError {
  override readonly code = 'invalid_identity';

  constructor(readonly reason: string) {
    super(`Invalid commit author or committer: ${reason}`);
  }
}

export class RevisionNotFound extends GitError {
  override readonly code = 'revision_not_found';

  constructor(
    readonly fullName: string,
    readonly revision: string,
  ) {
    super(`"${revision}" is not a commit in ${fullName}. Use a full commit id or an existing branch.`);
  }
}

export class StaleBaseCommit extends GitError {
  override readonly code = 'stale_base_commit';

  constructor(
    readonly branch: string,
    readonly expected: string,
    readonly actual: string | null,
  ) {
    super(
      actual === null
        ? `Branch "${branch}" does not exist any more (you edited from commit ${expected}). ` +
            `Reload and apply your change again.`
        : `Branch "${branch}" has moved: you edited from commit ${expected} but it is now at ${actual}. ` +
            `Reload the file, re-apply your change and commit again.`,
    );
  }
}

export class ConcurrentUpdate extends GitError {
  override readonly code = 'concurrent_update';

  constructor(
    readonly branch: string,
    readonly expected: string | null,
    readonly actual: string | null,
  ) {
    super(
      `Branch "${branch}" was updated by someone else while your commit was being written ` +
        `(expected ${expected ?? 'no branch'}, found ${actual ?? 'no branch'}). Nothing was overwritten; ` +
        `reload and commit again.`,
    );
  }
}

export class BranchNameConflict extends GitError {
  override readonly code = 'branch_name_conflict';

  constructor(readonly branch: string) {
    super(
      `Branch "${branch}" cannot be created: a branch named like one of its folders, or one inside it, ` +
        `already exists (for example "draft" and "draft/ch1" cannot both exist). Choose another name.`,
    );
  }
}

export class NothingToCommit extends GitError {
  override readonly code = 'nothing_to_commit';

  constructor(readonly branch: string) {
    super(`Nothing to commit on "${branch}": the files already have this content.`);
  }
}

export class GitCommandFailed extends GitError {
  override readonly code = 'git_command_failed';

  constructor(
    readonly argv: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(
      `git ${argv.join(' ')} failed` +
        (exitCode === null ? '' : ` (exit ${exitCode})`) +
        (stderr.trim() ? `: ${stderr.trim().slice(0, 2000)}` : ''),
    );
  }
}

/** The long-lived `git cat-file --batch` process ended before answering; the request may be retried. */
export class CatFileBatchClosed extends GitError {
  override readonly code = 'cat_file_closed';

  constructor(
    readonly gitDir: string,
    readonly detail: string,
  ) {
    super(`git cat-file for ${gitDir} is not running: ${detail}`);
  }
}
