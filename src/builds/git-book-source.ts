import { posix } from 'node:path';
import { GitRepositories, type TreeEntry } from '../../git';
import { RenderFailure, type BookSource } from '../../renderers/types';

type Listing = Promise<Map<string, TreeEntry> | null>;

const SYMLINK_MODE = '120000';
const MAX_LINK_HOPS = 8;

/**
 * The book's files as they are at the pinned commit. A symbolic link (a blob with mode 120000 whose
 * content is the target path) is followed when its target is a file inside the repository, read from
 * the same commit; a link pointing outside the repository (absolute, or climbing out with `..`), or
 * a chain of links that loops, fails the format with a message naming the link. Nothing is ever read
 * from the server's disk: every byte comes from git objects.
 */
export function gitBookSource(git: GitRepositories, owner: string, repo: string, commit: string): BookSource {
  // Listings come from the tree objects alone; the files' sizes, which cost a git process, from one listing
  // of the whole commit, made the first time a size is asked for.
  const listings = new Map<string, Listing>();
  const folder = (path: string) => {
    let listing = listings.get(path);
    if (!listing) {
      listing = git
        .listTree(owner, repo, commit, path, { sizes: false })
        .then((entries) => (entries ? new Map(entries.map((e) => [e.name, e])) : null))
        .catch(() => null);
      listings.set(path, listing);
    }
    return listing;
  };
  let sizesOfFiles: Promise<Map<string, number> | null> | undefined;
  const sizes = () => (sizesOfFiles ??= git.blobSizes(owner, repo, commit).catch(() => null));
  const entryOf = async (path: string) => {
    const dir = posix.dirname(path);
    return (await folder(dir === '.' ? '' : dir))?.get(posix.basename(path)) ?? null;
  };

  /** The regular file `path` stands for after following links, or null when there is none. */
  const resolveFile = async (path: string): Promise<TreeEntry | null> => {
    let current = path;
    for (let hop = 0; hop <= MAX_LINK_HOPS; hop++) {
      const entry = await entryOf(current);
      if (!entry || entry.type !== 'blob') return null;
      if (entry.mode !== SYMLINK_MODE) return entry;
      const target = (await git.readBlob(owner, repo, commit, current))?.toString('utf8') ?? '';
      current = linkTarget(path, current, target);
    }
    throw new RenderFailure(
      `${path} is a symbolic link that leads through more than ${MAX_LINK_HOPS} links (or loops); ` +
        'commit the file itself instead of a link',
    );
  };

  return {
    readFile: async (path) => {
      const entry = await resolveFile(path);
      return entry ? git.readBlob(owner, repo, commit, entry.path) : null;
    },
    sizeOf: async (path) => {
      const file = await resolveFile(path);
      return file ? ((await sizes())?.get(file.path) ?? null) : null;
    },
    listFiles: async (directory) => {
      const entries = await folder(directory);
      return entries ? [...entries.values()].filter((e) => e.type === 'blob').map((e) => e.path) : null;
    },
    listFolders: async (directory) => {
      const entries = await folder(directory);
      return entries ? [...entries.values()].filter((e) => e.type === 'tree').map((e) => e.path) : null;
    },
  };
}

/** Where the link at `linkPath` points, as a repository path; refuses targets outside the repository. */
function linkTarget(listed: string, linkPath: string, target: string): string {
  const outside = () =>
    new RenderFailure(
      `${listed} is a symbolic link to "${target}", which is outside the repository; Octavo only follows ` +
        'links to files inside the repository. Commit the file itself instead of the link',
    );
  if (target === '' || target.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(target)) throw outside();
  const resolved = posix.normalize(posix.join(posix.dirname(linkPath), target));
  if (resolved === '..' || resolved.startsWith('../') || resolved === '.') throw outside();
  return resolved;
}
