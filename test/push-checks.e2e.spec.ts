import { execFileSync } from 'node:child_process';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

/**
 * What a push may bring: every object is checked (receive.fsckObjects); a tree holding `.git` is refused with
 * a message saying what to do; refs the API could never use (`-dash`, `HEAD`, names no file system can hold,
 * text-reordering characters) are refused at push too; what real books' histories contain (zero-padded file
 * modes from old git versions) is accepted.
 */
describe('pushes are checked', () => {
  const server = new OctavoServer();
  let api: ApiClient;
  let ann: SshUser;
  let work: string;
  const url = () => `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
  const serverTip = (branch = 'main') =>
    execFileSync('git', [
      '--git-dir',
      `${server.dataDir}/repositories/ann/book.git`,
      'for-each-ref',
      '--format=%(objectname)',
      `refs/heads/${branch}`,
    ])
      .toString()
      .trim();
  const git = (args: string[], input?: string | Buffer) =>
    execFileSync('git', args, {
      cwd: work,
      input,
      env: {
        ...ann.env,
        GIT_AUTHOR_NAME: 'ann',
        GIT_AUTHOR_EMAIL: 'ann@example.com',
        GIT_COMMITTER_NAME: 'ann',
        GIT_COMMITTER_EMAIL: 'ann@example.com',
      },
    })
      .toString()
      .trim();

  interface Entry {
    mode: string;
    name: string;
    sha: string;
  }

  /**
   * A commit on top of main whose root tree also holds `extra`, written byte for byte (modes as given, so a
   * zero-padded one stays so), entries in git's order (a folder sorts as its name followed by "/").
   */
  function commitWithEntry(extra: Entry, message: string): string {
    const listing = execFileSync('git', ['ls-tree', '-z', 'HEAD'], { cwd: work }).toString('utf8');
    const entries: Entry[] = listing
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta, name] = line.split('\t');
        const [mode, , sha] = meta.split(' ');
        return { mode: mode === '040000' ? '40000' : mode, name, sha };
      });
    entries.push(extra);
    const key = (e: Entry) => Buffer.from(e.mode.endsWith('40000') ? `${e.name}/` : e.name, 'utf8');
    entries.sort((a, b) => Buffer.compare(key(a), key(b)));
    const raw = Buffer.concat(
      entries.map((e) =>
        Buffer.concat([Buffer.from(`${e.mode} ${e.name}\0`, 'utf8'), Buffer.from(e.sha, 'hex')]),
      ),
    );
    const tree = git(['hash-object', '-t', 'tree', '--literally', '-w', '--stdin'], raw);
    return git(['commit-tree', tree, '-p', 'HEAD', '-m', message]);
  }

  const treeEntry = (mode: string, name: string, sha: string): Entry => ({ mode, name, sha });

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    work = ann.workdir('book');
    expectOk(await ann.git(['clone', '--quiet', url(), work]), 'clone');
  });
  afterAll(() => server.stop());

  it('refuses a commit whose tree holds a .git folder, saying what to do; nothing changes', async () => {
    const before = serverTip();
    const config = git(['hash-object', '-w', '--stdin'], '[core]\n\tbare = false\n');
    const dotGit = git(['mktree'], `100644 blob ${config}\tconfig\n`);
    const bad = commitWithEntry(treeEntry('40000', '.git', dotGit), 'with a .git folder');
    const push = await ann.git(['push', 'origin', `${bad}:refs/heads/main`], work);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain("hasDotgit: contains '.git'");
    expect(push.stderr).toContain(
      'octavo: this push was refused, and nothing was changed: a commit in it has a folder or file named ".git"',
    );
    expect(serverTip()).toBe(before);
    const events = await server.cli(['events', '--type', 'BranchPushed', '--json']);
    expect(events.stdout).not.toContain(bad);
  });

  it('accepts the zero-padded file modes old git versions wrote (real book histories have them)', async () => {
    const empty = git(['mktree'], '');
    const padded = commitWithEntry(treeEntry('040000', 'old-folder', empty), 'zero-padded mode');
    const push = await ann.git(['push', 'origin', `${padded}:refs/heads/legacy`], work);
    expectOk(push, 'push a zero-padded tree');
    expect(serverTip('legacy')).toBe(padded);
  });

  it.each([
    ['-dash', 'a branch may not be named "-dash"'],
    ['HEAD', 'a branch may not be named "HEAD"'],
    [`chapters/${'x'.repeat(300)}`, 'a part of the branch name is longer than 255 bytes'],
    ['draft\u202egnp', 'the branch name contains text-reordering Unicode characters'],
  ])('refuses the branch %j the API could never use, saying why', async (branch, why) => {
    const push = await ann.git(['push', 'origin', `HEAD:refs/heads/${branch}`], work);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain(why);
    expect(
      (await api.get('/api/projects/ann/book')).json.branches.map((b: { name: string }) => b.name),
    ).not.toContain(branch);
  });

  it('refuses a new file whose name holds a right-to-left override, naming it', async () => {
    const blob = git(['hash-object', '-w', '--stdin'], 'not a picture\n');
    const name = 'cover\u202egnp.exe';
    const bad = commitWithEntry(treeEntry('100644', name, blob), 'a disguised file');
    const push = await ann.git(['push', 'origin', `${bad}:refs/heads/main`], work);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain('contains text-reordering Unicode characters');
    expect(push.stderr).toContain('cover');
  });

  it('still takes an ordinary push', async () => {
    await ann.commitFile(work, 'ch02.md', '# Two\n', 'Chapter two');
    expectOk(await ann.git(['push', 'origin', 'main'], work), 'push');
    expect(serverTip()).toBe(git(['rev-parse', 'HEAD']));
  });
});
