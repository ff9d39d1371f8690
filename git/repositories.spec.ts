import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as yauzl from 'yauzl';
import {
  BranchNameConflict,
  ConcurrentUpdate,
  InvalidFilePath,
  InvalidRepositoryName,
  NothingToCommit,
  RepositoryExists,
  RepositoryNotFound,
  RevisionNotFound,
  StaleBaseCommit,
} from './errors';
import { GitRepositories } from './repositories';
import { allByteValues, gitSync, makeTempDir, removeDir } from './spec-helpers';

const author = { name: 'Ann Author', email: 'ann@example.com' };
const starterFiles = {
  'platform.json': '{"files": ["chapters/ch01.md"]}\n',
  'chapters/ch01.md': '# Chapter One\n',
  'images/cover.bin': allByteValues(),
};

function zipEntryNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('GitRepositories', () => {
  let root: string;
  let repos: GitRepositories;

  beforeEach(() => {
    root = makeTempDir('repos');
    repos = new GitRepositories(root);
  });

  afterEach(async () => {
    await repos.close();
    removeDir(root);
  });

  async function createBook(repo = 'book'): Promise<string> {
    const { commit } = await repos.create('ann', repo, {
      files: starterFiles,
      message: 'Start the book',
      author,
      date: new Date('2024-05-01T12:00:00Z'),
    });
    return commit;
  }

  describe('empty repositories and the default branch', () => {
    it('creates a repository without a commit whose HEAD names an unborn main, with the hooks', async () => {
      const { commit } = await repos.create('ann', 'empty', { files: null, message: 'unused', author });
      expect(commit).toBeNull();
      expect(await repos.branches('ann', 'empty')).toEqual([]);
      expect(await repos.defaultBranch('ann', 'empty')).toBe('main');
      expect(await repos.resolveBranch('ann', 'empty', 'main')).toBeNull();
    });

    it('points HEAD at another branch, and refuses a name git would refuse', async () => {
      await createBook();
      await repos.commitFiles('ann', 'book', {
        branch: 'master',
        changes: [{ path: 'a.md', content: '# A\n' }],
        message: 'another branch',
        author,
      });
      await repos.setDefaultBranch('ann', 'book', 'master');
      expect(await repos.defaultBranch('ann', 'book')).toBe('master');
      expect(await repos.headBranch('ann', 'book')).toBe('master');
      await repos.setDefaultBranch('ann', 'book', 'master');
      expect(await repos.defaultBranch('ann', 'book')).toBe('master');
      await expect(repos.setDefaultBranch('ann', 'book', '-x')).rejects.toThrow(/not a valid branch name/);
    });
  });

  describe('pathOf', () => {
    it('places bare repositories at <root>/<owner>/<repo>.git', () => {
      expect(repos.pathOf('ann', 'book')).toBe(join(root, 'ann', 'book.git'));
    });

    it.each([
      ['..', 'book'],
      ['ann', '..'],
      ['ann', '../../etc'],
      ['ann/x', 'book'],
      ['.ann', 'book'],
      ['ann', '-book'],
      ['', 'book'],
      ['ann', 'x'.repeat(101)],
    ])('rejects owner %j repo %j', (owner, repo) => {
      expect(() => repos.pathOf(owner, repo)).toThrow(InvalidRepositoryName);
    });
  });

  describe('create', () => {
    it('round-trips through branches, defaultBranch, resolveBranch, readBlob and listTree', async () => {
      const commit = await createBook();

      expect(commit).toMatch(/^[0-9a-f]{40}$/);
      expect(await repos.exists('ann', 'book')).toBe(true);
      expect(await repos.defaultBranch('ann', 'book')).toBe('main');
      expect(await repos.branches('ann', 'book')).toEqual([{ name: 'main', commit }]);
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(commit);
      expect(await repos.resolveBranch('ann', 'book', 'master')).toBeNull();
      expect((await repos.readBlob('ann', 'book', commit, 'platform.json'))!.toString()).toBe(
        starterFiles['platform.json'],
      );
      expect(await repos.readBlob('ann', 'book', commit, 'missing.md')).toBeNull();
      expect(await repos.readBlob('ann', 'book', commit, 'chapters')).toBeNull();

      const root = await repos.listTree('ann', 'book', commit);
      expect(root).toEqual([
        expect.objectContaining({
          name: 'chapters',
          path: 'chapters',
          type: 'tree',
          mode: '040000',
          size: null,
        }),
        expect.objectContaining({ name: 'images', path: 'images', type: 'tree', size: null }),
        expect.objectContaining({
          name: 'platform.json',
          path: 'platform.json',
          type: 'blob',
          mode: '100644',
          size: Buffer.byteLength(starterFiles['platform.json']),
        }),
      ]);
      expect(await repos.listTree('ann', 'book', commit, 'chapters')).toEqual([
        {
          name: 'ch01.md',
          path: 'chapters/ch01.md',
          type: 'blob',
          mode: '100644',
          sha: gitSync([
            '--git-dir=' + repos.pathOf('ann', 'book'),
            'rev-parse',
            `${commit}:chapters/ch01.md`,
          ]),
          size: Buffer.byteLength(starterFiles['chapters/ch01.md']),
        },
      ]);
      expect(await repos.listTree('ann', 'book', commit, 'platform.json')).toBeNull();
      expect(await repos.listTree('ann', 'book', commit, 'nope')).toBeNull();
      expect(await repos.listAllFiles('ann', 'book', commit)).toEqual([
        'chapters/ch01.md',
        'images/cover.bin',
        'platform.json',
      ]);
    });

    it('lists a folder without sizes from the tree object alone: the same entries as ls-tree', async () => {
      const commit = await createBook();
      const gitDir = repos.pathOf('ann', 'book');
      const blob = (text: string) =>
        gitSync([`--git-dir=${gitDir}`, 'hash-object', '-w', '--stdin'], { input: text });
      const chapters = gitSync([`--git-dir=${gitDir}`, 'rev-parse', `${commit}:chapters`]);
      // Every kind of entry: file, executable, link, folder, submodule; names with spaces and non-ASCII.
      const tree = gitSync([`--git-dir=${gitDir}`, 'mktree'], {
        input:
          [
            `100644 blob ${blob('# Hi\n')}\tplatform.json`,
            `100755 blob ${blob('#!/bin/sh\n')}\tbuild me.sh`,
            `120000 blob ${blob('chapters/ch01.md')}\tlink.md`,
            `040000 tree ${chapters}\tchapters`,
            `160000 commit ${commit}\tvendor`,
            `100644 blob ${blob('é')}\tcafé-ü.md`,
          ].join('\n') + '\n',
      });
      const withLinks = gitSync([`--git-dir=${gitDir}`, 'commit-tree', tree, '-m', 'kinds'], {});
      const sized = await repos.listTree('ann', 'book', withLinks);
      const plain = await repos.listTree('ann', 'book', withLinks, '', { sizes: false });
      expect(plain).toEqual(sized!.map((entry) => ({ ...entry, size: null })));
      expect(plain!.map((e) => `${e.mode} ${e.type} ${e.path}`)).toEqual([
        '100755 blob build me.sh',
        '100644 blob café-ü.md',
        '040000 tree chapters',
        '120000 blob link.md',
        '100644 blob platform.json',
        '160000 commit vendor',
      ]);
      expect(await repos.listTree('ann', 'book', withLinks, 'chapters', { sizes: false })).toEqual([
        expect.objectContaining({ name: 'ch01.md', path: 'chapters/ch01.md', type: 'blob', size: null }),
      ]);
      expect(await repos.listTree('ann', 'book', withLinks, 'platform.json', { sizes: false })).toBeNull();
    });

    it('round-trips every byte value exactly', async () => {
      const commit = await createBook();
      const bytes = await repos.readBlob('ann', 'book', commit, 'images/cover.bin');
      expect(bytes!.equals(allByteValues())).toBe(true);
      expect((await repos.listTree('ann', 'book', commit, 'images'))![0].size).toBe(512);
    });

    it('writes the starter commit with the given author, date and message', async () => {
      const commit = await createBook();
      const gitDir = repos.pathOf('ann', 'book');
      expect(gitSync([`--git-dir=${gitDir}`, 'log', '--format=%an <%ae>|%aI|%cn|%s', commit])).toBe(
        'Ann Author <ann@example.com>|2024-05-01T12:00:00+00:00|Ann Author|Start the book',
      );
    });

    it('configures the repository to refuse non-fast-forward pushes and deleting HEAD', async () => {
      await createBook();
      const config = (key: string) => gitSync([`--git-dir=${repos.pathOf('ann', 'book')}`, 'config', key]);
      expect(config('receive.denyNonFastForwards')).toBe('true');
      expect(config('receive.denyDeleteCurrent')).toBe('true');
      expect(config('core.logAllRefUpdates')).toBe('true');
      expect(config('core.bare')).toBe('true');
    });

    it('honours a custom default branch', async () => {
      const { commit } = await repos.create('ann', 'other', {
        defaultBranch: 'draft',
        files: { 'a.md': 'a' },
        message: 'init',
        author,
      });
      expect(await repos.defaultBranch('ann', 'other')).toBe('draft');
      expect(await repos.resolveBranch('ann', 'other', 'draft')).toBe(commit);
    });

    it('throws RepositoryExists when the repository is already there, leaving it untouched', async () => {
      const commit = await createBook();
      await expect(createBook()).rejects.toThrow(RepositoryExists);
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(commit);
      expect(readdirSync(join(root, 'ann'))).toEqual(['book.git']);
    });

    it('lets exactly one of two concurrent creates win, and leaves no staging directories', async () => {
      const results = await Promise.allSettled([createBook(), createBook()]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failure.reason).toBeInstanceOf(RepositoryExists);
      expect(readdirSync(join(root, 'ann'))).toEqual(['book.git']);
    });

    it('rejects unsafe starter file paths before creating anything', async () => {
      await expect(
        repos.create('ann', 'book', { files: { '../escape.md': 'x' }, message: 'init', author }),
      ).rejects.toThrow(InvalidFilePath);
      expect(await repos.exists('ann', 'book')).toBe(false);
    });
  });

  describe('delete', () => {
    it('removes the repository; deleting a missing one is not an error', async () => {
      const commit = await createBook();
      await repos.readBlob('ann', 'book', commit, 'platform.json');
      await repos.delete('ann', 'book');

      expect(await repos.exists('ann', 'book')).toBe(false);
      expect(existsSync(repos.pathOf('ann', 'book'))).toBe(false);
      expect(readdirSync(join(root, '.trash'))).toEqual([]);
      await expect(repos.delete('ann', 'book')).resolves.toBeUndefined();
      await expect(repos.readBlob('ann', 'book', commit, 'platform.json')).rejects.toThrow(
        RepositoryNotFound,
      );

      const recreated = await createBook();
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(recreated);
    });
  });

  describe('commitFiles', () => {
    it('commits additions, changes and deletions and moves the branch', async () => {
      const first = await createBook();
      const result = await repos.commitFiles('ann', 'book', {
        branch: 'main',
        changes: [
          { path: 'chapters/ch02.md', content: '# Two\n' },
          { path: 'chapters/ch01.md', content: Buffer.from('# One, revised\n') },
          { path: 'images/cover.bin', delete: true },
        ],
        message: 'Add chapter two',
        author,
        committer: { name: 'Octavo', email: 'octavo@example.com' },
      });

      expect(result.previous).toBe(first);
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(result.commit);
      expect(await repos.listAllFiles('ann', 'book', result.commit)).toEqual([
        'chapters/ch01.md',
        'chapters/ch02.md',
        'platform.json',
      ]);
      expect((await repos.readBlob('ann', 'book', result.commit, 'chapters/ch01.md'))!.toString()).toBe(
        '# One, revised\n',
      );
      const gitDir = repos.pathOf('ann', 'book');
      expect(gitSync([`--git-dir=${gitDir}`, 'log', '--format=%P|%an|%cn|%s', '-1', result.commit])).toBe(
        `${first}|Ann Author|Octavo|Add chapter two`,
      );
      // The old commit still reads as it was.
      expect((await repos.readBlob('ann', 'book', first, 'chapters/ch01.md'))!.toString()).toBe(
        '# Chapter One\n',
      );
    });

    it('refuses a stale baseCommit and leaves the branch at the first commit', async () => {
      const start = await createBook();
      const first = await repos.commitFiles('ann', 'book', {
        branch: 'main',
        changes: [{ path: 'a.md', content: 'first' }],
        message: 'first',
        author,
        baseCommit: start,
      });

      const stale = repos.commitFiles('ann', 'book', {
        branch: 'main',
        changes: [{ path: 'a.md', content: 'second' }],
        message: 'second',
        author,
        baseCommit: start,
      });

      await expect(stale).rejects.toThrow(StaleBaseCommit);
      await expect(stale).rejects.toMatchObject({ expected: start, actual: first.commit });
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(first.commit);
    });

    it('lets exactly one of two concurrent commits on the same tip win; the loser gets ConcurrentUpdate', async () => {
      await createBook();
      const gitDir = repos.pathOf('ann', 'book');
      for (let round = 0; round < 5; round++) {
        const tip = await repos.resolveBranch('ann', 'book', 'main');
        const commit = (who: string) =>
          repos.commitFiles('ann', 'book', {
            branch: 'main',
            changes: [{ path: 'race.md', content: `round ${round} by ${who}\n` }],
            message: `round ${round} by ${who}`,
            author,
          });

        const results = await Promise.allSettled([commit('alice'), commit('bob')]);

        const winners = results.filter((r) => r.status === 'fulfilled');
        const losers = results.filter((r) => r.status === 'rejected');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(1);
        const winner = winners[0].value;
        const error = losers[0].reason as ConcurrentUpdate;
        expect(error).toBeInstanceOf(ConcurrentUpdate);
        expect(error).toMatchObject({ branch: 'main', expected: tip, actual: winner.commit });
        expect(winner.previous).toBe(tip);
        expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(winner.commit);
        expect(gitSync([`--git-dir=${gitDir}`, 'log', '--format=%H', '-2', 'main']).split('\n')).toEqual([
          winner.commit,
          tip,
        ]);
      }
    });

    it('throws NothingToCommit when the tree would not change, and keeps the branch', async () => {
      const start = await createBook();
      await expect(
        repos.commitFiles('ann', 'book', {
          branch: 'main',
          changes: [
            { path: 'chapters/ch01.md', content: starterFiles['chapters/ch01.md'] },
            { path: 'not-there.md', delete: true },
          ],
          message: 'no-op',
          author,
        }),
      ).rejects.toThrow(NothingToCommit);
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(start);
    });

    it('creates a missing branch as a root commit', async () => {
      const start = await createBook();
      const result = await repos.commitFiles('ann', 'book', {
        branch: 'notes/draft',
        changes: [{ path: 'notes.md', content: 'n' }],
        message: 'notes',
        author,
      });
      expect(result.previous).toBeNull();
      expect(await repos.listAllFiles('ann', 'book', result.commit)).toEqual(['notes.md']);
      expect(await repos.branches('ann', 'book')).toEqual([
        { name: 'main', commit: start },
        { name: 'notes/draft', commit: result.commit },
      ]);
    });

    it('keeps the executable bit of a file it updates', async () => {
      const start = await createBook();
      const gitDir = repos.pathOf('ann', 'book');
      const tree = gitSync([`--git-dir=${gitDir}`, 'mktree'], {
        input: `100755 blob ${gitSync([`--git-dir=${gitDir}`, 'hash-object', '-w', '--stdin'], { input: '#!/bin/sh\n' })}\tbuild.sh\n`,
      });
      const withScript = gitSync([`--git-dir=${gitDir}`, 'commit-tree', tree, '-p', start, '-m', 'script']);
      gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/heads/main', withScript, start]);

      const { commit } = await repos.commitFiles('ann', 'book', {
        branch: 'main',
        changes: [
          { path: 'build.sh', content: '#!/bin/sh\necho hi\n' },
          { path: 'new.sh', content: '#!/bin/sh\n' },
        ],
        message: 'edit script',
        author,
      });
      const entries = await repos.listTree('ann', 'book', commit);
      expect(entries!.map((entry) => [entry.name, entry.mode])).toEqual([
        ['build.sh', '100755'],
        ['new.sh', '100644'],
      ]);
    });

    it('throws BranchNameConflict for a branch nested under an existing branch name', async () => {
      await createBook();
      await expect(
        repos.commitFiles('ann', 'book', {
          branch: 'main/sub',
          changes: [{ path: 'a.md', content: 'a' }],
          message: 'nested',
          author,
        }),
      ).rejects.toThrow(BranchNameConflict);
    });

    it('replaces a file by a folder of the same name in one change set', async () => {
      await createBook();
      const result = await repos.commitFiles('ann', 'book', {
        branch: 'main',
        changes: [
          { path: 'platform.json/inner.md', content: 'x' },
          { path: 'platform.json', delete: true },
        ],
        message: 'file to folder',
        author,
      });
      expect(await repos.readBlob('ann', 'book', result.commit, 'platform.json/inner.md')).toEqual(
        Buffer.from('x'),
      );
    });

    it('rejects unsafe paths and writes nothing', async () => {
      const start = await createBook();
      for (const path of ['../x', '.git/config', 'a/.git/hooks/post-update', '/etc/passwd']) {
        await expect(
          repos.commitFiles('ann', 'book', {
            branch: 'main',
            changes: [{ path, content: 'evil' }],
            message: 'evil',
            author,
          }),
        ).rejects.toThrow(InvalidFilePath);
      }
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(start);
    });

    it('does not touch the index of the repository', async () => {
      await createBook();
      await repos.commitFiles('ann', 'book', {
        branch: 'main',
        changes: [{ path: 'x.md', content: 'x' }],
        message: 'x',
        author,
      });
      expect(existsSync(join(repos.pathOf('ann', 'book'), 'index'))).toBe(false);
    });
  });

  describe('with an outside git client', () => {
    it('is cloned with the starter commit, and a push is seen at once by resolveBranch and readBlob', async () => {
      const start = await createBook();
      // Warm the cat-file process so the push happens while it is running.
      await repos.readBlob('ann', 'book', start, 'platform.json');
      const work = makeTempDir('clone');
      try {
        const checkout = join(work, 'book');
        gitSync(['clone', '--quiet', repos.pathOf('ann', 'book'), checkout]);
        expect(gitSync(['rev-parse', 'HEAD'], { cwd: checkout })).toBe(start);
        expect(readFileSync(join(checkout, 'chapters/ch01.md'), 'utf8')).toBe('# Chapter One\n');
        expect(readFileSync(join(checkout, 'images/cover.bin')).equals(allByteValues())).toBe(true);

        writeFileSync(join(checkout, 'chapters/ch01.md'), '# Pushed\n');
        gitSync(['commit', '--quiet', '-am', 'edit over git'], { cwd: checkout });
        const pushed = gitSync(['rev-parse', 'HEAD'], { cwd: checkout });
        gitSync(['push', '--quiet', 'origin', 'main'], { cwd: checkout });

        expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(pushed);
        expect((await repos.readBlob('ann', 'book', pushed, 'chapters/ch01.md'))!.toString()).toBe(
          '# Pushed\n',
        );
        expect((await repos.readBlob('ann', 'book', 'main', 'chapters/ch01.md'))!.toString()).toBe(
          '# Pushed\n',
        );
      } finally {
        removeDir(work);
      }
    });

    it('sees a ref moved a moment ago by another process (update-ref)', async () => {
      const start = await createBook();
      const gitDir = repos.pathOf('ann', 'book');
      expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(start);
      const tree = gitSync([`--git-dir=${gitDir}`, 'rev-parse', `${start}^{tree}`]);
      for (let i = 0; i < 3; i++) {
        const tip = gitSync([`--git-dir=${gitDir}`, 'rev-parse', 'main']);
        const next = gitSync([`--git-dir=${gitDir}`, 'commit-tree', tree, '-p', tip, '-m', `outside ${i}`]);
        gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/heads/main', next, tip]);
        expect(await repos.resolveBranch('ann', 'book', 'main')).toBe(next);
      }
    });

    it('resolves only the exact branch, never a look-alike ref', async () => {
      const start = await createBook();
      const gitDir = repos.pathOf('ann', 'book');
      gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/heads/refs/heads/ghost', start]);
      gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/tags/refs/heads/ghost', start]);
      gitSync([`--git-dir=${gitDir}`, 'update-ref', 'refs/heads/ghost/child', start]);
      expect(await repos.resolveBranch('ann', 'book', 'ghost')).toBeNull();
    });
  });

  it("reads a commit's committer date and root tree (what reproducible and reused artifacts go by)", async () => {
    const commit = await createBook();
    const info = await repos.commitInfo('ann', 'book', commit);
    expect(info.date.toISOString()).toBe('2024-05-01T12:00:00.000Z');
    const tree = execFileSync('git', [
      `--git-dir=${repos.pathOf('ann', 'book')}`,
      'rev-parse',
      `${commit}^{tree}`,
    ]);
    expect(info.tree).toBe(tree.toString().trim());
    await expect(repos.commitInfo('ann', 'book', '--all')).rejects.toThrow(RevisionNotFound);
  });

  it('counts the bytes of the files a commit changed, added or moved since another: what a build renders anew', async () => {
    const first = await createBook();
    const { commit } = await repos.commitFiles('ann', 'book', {
      branch: 'main',
      changes: [
        { path: 'chapters/ch02.md', content: '# Two\n' },
        { path: 'chapters/ch01.md', content: '# One, revised\n' },
        { path: 'images/cover.bin', delete: true },
      ],
      message: 'Revise',
      author,
    });
    // Six bytes added, fifteen changed; a deletion renders nothing.
    expect(await repos.changedBytes('ann', 'book', first, commit)).toBe(6 + 15);
    expect(await repos.changedBytes('ann', 'book', commit, commit)).toBe(0);
    // From the other side: only what the first commit holds that the second does not as it is.
    const before = await repos.treeBytes('ann', 'book', first);
    expect(await repos.changedBytes('ann', 'book', commit, first)).toBeLessThanOrEqual(before);
    expect(await repos.changedBytes('ann', 'book', commit, first)).toBeGreaterThan(0);
  });

  describe('archives', () => {
    it('writes a zip whose entries are exactly the files at the commit', async () => {
      await createBook();
      const { commit } = await repos.commitFiles('ann', 'book', {
        branch: 'main',
        changes: [{ path: 'deep/er/path/file.txt', content: 'deep' }],
        message: 'deeper',
        author,
      });
      const out = makeTempDir('zip');
      try {
        const zipFile = join(out, 'source.zip');
        await repos.archiveZip('ann', 'book', commit, zipFile);
        const files = (await zipEntryNames(zipFile)).filter((name) => !name.endsWith('/')).sort();
        expect(files).toEqual((await repos.listAllFiles('ann', 'book', commit)).sort());
        expect(files).toContain('deep/er/path/file.txt');

        const tarFile = join(out, 'source.tar');
        await repos.archiveTar('ann', 'book', commit, tarFile);
        expect(readFileSync(tarFile).includes(Buffer.from('deep/er/path/file.txt'))).toBe(true);
      } finally {
        removeDir(out);
      }
    });

    it('refuses revisions that are not commits or look like options', async () => {
      await createBook();
      const out = makeTempDir('zip');
      try {
        for (const revision of ['--output=/tmp/x', 'nope', '0'.repeat(40)]) {
          await expect(repos.archiveZip('ann', 'book', revision, join(out, 'x.zip'))).rejects.toThrow(
            RevisionNotFound,
          );
        }
        expect(readdirSync(out)).toEqual([]);
      } finally {
        removeDir(out);
      }
    });
  });

  it('throws RepositoryNotFound for operations on a missing repository', async () => {
    await expect(repos.resolveBranch('ann', 'ghost', 'main')).rejects.toThrow(RepositoryNotFound);
    await expect(repos.readBlob('ann', 'ghost', 'main', 'a')).rejects.toThrow(RepositoryNotFound);
    await expect(repos.branches('ann', 'ghost')).rejects.toThrow(RepositoryNotFound);
  });
});
