import { GitRepositories } from '../../git';
import type { BookSource } from '../../renderers';

/** The book's files as they are at the pinned commit. */
export function gitBookSource(git: GitRepositories, owner: string, repo: string, commit: string): BookSource {
  return {
    readFile: (path) => git.readBlob(owner, repo, commit, path),
    listFiles: async (directory) => {
      const entries = await git.listTree(owner, repo, commit, directory).catch(() => null);
      return entries ? entries.filter((e) => e.type === 'blob').map((e) => e.path) : null;
    },
  };
}
