import { GitRepositories } from '../../git';
import type { BookSource } from '../../renderers';

/** The book's files as they are at the pinned commit. */
export function gitBookSource(git: GitRepositories, owner: string, repo: string, commit: string): BookSource {
  return { readFile: (path) => git.readBlob(owner, repo, commit, path) };
}
