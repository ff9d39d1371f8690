import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

const GREETING = "Hi ann! You've successfully authenticated, but Octavo does not provide shell access.";

/** Git over SSH with the real OpenSSH client and real git, against the built server. */
describe('Git over SSH: clone, push, pull, fetch', () => {
  const server = new OctavoServer();
  let api: ApiClient;
  let ann: SshUser;
  let cloneUrl: string;

  async function userId(username: string): Promise<string> {
    const { stdout } = await server.cli(['events', '--type', 'UserRegistered', '--json']);
    const events = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    return events.find((e) => e.data.username === username).data.userId;
  }

  async function clone(user: SshUser, dir: string): Promise<string> {
    const path = user.workdir(dir);
    expectOk(await user.git(['clone', '--quiet', cloneUrl, path]), `git clone into ${dir}`);
    return path;
  }

  async function head(user: SshUser, cwd: string, rev = 'HEAD'): Promise<string> {
    return expectOk(await user.git(['rev-parse', rev], cwd), 'git rev-parse').stdout.trim();
  }

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    ann = await SshUser.create('ann');
    const key = await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey });
    expect(key.status).toBe(201);
    const project = await api.post('/api/projects', { name: 'book' });
    expect(project.status).toBe(201);
    cloneUrl = project.json.clone_url;
  });

  afterAll(() => server.stop());

  it('reports the ssh:// clone address with the SSH port', () => {
    expect(cloneUrl).toBe(`ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`);
  });

  it('answers `ssh -T` with the greeting and exit status 1', async () => {
    const result = await ann.ssh(server.sshPort);
    expect(result.code).toBe(1);
    expect((result.stdout + result.stderr).trim()).toBe(GREETING);
  });

  it('gives an interactive login the greeting too, without a terminal', async () => {
    const result = await ann.ssh(server.sshPort, [], { tty: '-t' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(GREETING);
  });

  it('clones, pushes, and a second clone, pull and fetch see the push', async () => {
    const first = await clone(ann, 'first');
    expect(readFileSync(join(first, 'platform.json'), 'utf8')).toContain('files');
    await ann.commitFile(first, 'chapter-two.md', '# Two\n', 'Add chapter two');
    expectOk(await ann.git(['push', 'origin', 'main'], first), 'git push');
    const pushed = await head(ann, first);

    const second = await clone(ann, 'second');
    expect(await head(ann, second)).toBe(pushed);
    expect(readFileSync(join(second, 'chapter-two.md'), 'utf8')).toBe('# Two\n');

    await ann.commitFile(second, 'chapter-three.md', '# Three\n', 'Add chapter three');
    expectOk(await ann.git(['push', 'origin', 'main'], second), 'git push from the second clone');
    const third = await head(ann, second);

    expectOk(await ann.git(['fetch', 'origin'], first), 'git fetch');
    expect(await head(ann, first, 'origin/main')).toBe(third);
    expectOk(await ann.git(['pull', '--ff-only', 'origin', 'main'], first), 'git pull');
    expect(await head(ann, first)).toBe(third);
    expect(readFileSync(join(first, 'chapter-three.md'), 'utf8')).toBe('# Three\n');
  });

  it('records each accepted push as BranchPushed with the pusher', async () => {
    const work = await clone(ann, 'recorded');
    const before = await head(ann, work);
    await ann.commitFile(work, 'notes.md', 'notes\n', 'Add notes');
    expectOk(
      await ann.git(['push', 'origin', 'main', 'main:refs/heads/draft'], work),
      'git push two branches',
    );
    const after = await head(ann, work);

    const project = await api.get('/api/projects/ann/book');
    expect(project.json.branches).toEqual(
      expect.arrayContaining([
        { name: 'main', commit: after },
        { name: 'draft', commit: after },
      ]),
    );

    const { stdout } = await server.cli(['events', '--type', 'BranchPushed', '--json']);
    const pushes = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const annId = await userId('ann');
    expect(pushes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          data: expect.objectContaining({ branch: 'main', before, after, pusher: annId, via: 'ssh' }),
          metadata: expect.objectContaining({ actor: annId }),
        }),
        expect.objectContaining({
          data: expect.objectContaining({ branch: 'draft', before: null, after, pusher: annId, via: 'ssh' }),
        }),
      ]),
    );

    expectOk(await ann.git(['push', 'origin', ':draft'], work), 'deleting a branch that is not the default');
    const deleted = await server.cli(['events', '--type', 'BranchPushed', '--json']);
    const last = JSON.parse(deleted.stdout.trim().split('\n').pop()!);
    expect(last.data).toEqual(
      expect.objectContaining({ branch: 'draft', before: after, after: null, pusher: annId }),
    );
    const branches = (await api.get('/api/projects/ann/book')).json.branches.map(
      (b: { name: string }) => b.name,
    );
    expect(branches).not.toContain('draft');
  });

  it('rejects a push that is not a fast-forward; pull, then push succeeds', async () => {
    const one = await clone(ann, 'race-one');
    const two = await clone(ann, 'race-two');
    await ann.commitFile(one, 'one.md', 'one\n', 'One');
    expectOk(await ann.git(['push', 'origin', 'main'], one), 'first push');

    await ann.commitFile(two, 'two.md', 'two\n', 'Two');
    const rejected = await ann.git(['push', 'origin', 'main'], two);
    expect(rejected.code).not.toBe(0);
    expect(rejected.stderr).toContain('[rejected]');

    // Even when forced, the server refuses to rewrite history.
    const forced = await ann.git(['push', '--force', 'origin', 'main'], two);
    expect(forced.code).not.toBe(0);
    expect(forced.stderr).toMatch(/remote rejected.*non-fast-forward/);

    expectOk(await ann.git(['pull', '--no-rebase', '--no-edit', 'origin', 'main'], two), 'git pull');
    expectOk(await ann.git(['push', 'origin', 'main'], two), 'push after pulling');
    const check = await clone(ann, 'race-check');
    expect(readFileSync(join(check, 'one.md'), 'utf8')).toBe('one\n');
    expect(readFileSync(join(check, 'two.md'), 'utf8')).toBe('two\n');
  });

  it('refuses deleting the default branch, and refs that are not branches', async () => {
    const work = await clone(ann, 'deleter');
    const main = await head(ann, work);
    const deleted = await ann.git(['push', 'origin', ':main'], work);
    expect(deleted.code).not.toBe(0);
    expect(deleted.stderr).toContain('deleting the default branch main is not allowed');

    expectOk(await ann.git(['tag', 'v1'], work), 'git tag');
    const tagged = await ann.git(['push', 'origin', 'v1'], work);
    expect(tagged.code).not.toBe(0);
    expect(tagged.stderr).toContain('refs/tags/v1 refused');

    const remote = expectOk(await ann.git(['ls-remote', cloneUrl], work), 'git ls-remote').stdout;
    expect(remote).toContain(`${main}\trefs/heads/main`);
    expect(remote).not.toContain('refs/tags/v1');
  });

  it('speaks protocol v2 when the client asks for it', async () => {
    const listed = await ann.git(['-c', 'protocol.version=2', 'ls-remote', cloneUrl], undefined, {
      GIT_TRACE_PACKET: '1',
    });
    expectOk(listed, 'ls-remote over protocol v2');
    expect(listed.stdout).toContain('refs/heads/main');
    expect(listed.stderr).toContain('< version 2');
  });

  it('serves git archive --remote (upload-archive)', async () => {
    const archived = await ann.git(['archive', `--remote=${cloneUrl}`, 'main', 'platform.json']);
    expectOk(archived, 'git archive --remote');
    expect(archived.stdout).toContain('platform.json');
    expect(archived.stdout).toContain('"files"');
  });

  it('keeps its host key across restarts', async () => {
    const hostKey = readFileSync(join(server.dataDir, 'keys', 'ssh_host_ed25519_key.pub'), 'utf8');
    await server.stop();
    await server.start();
    expect(readFileSync(join(server.dataDir, 'keys', 'ssh_host_ed25519_key.pub'), 'utf8')).toBe(hostKey);
    const result = await ann.ssh(server.sshPort, [], { strict: 'yes' });
    expect(result.stderr).not.toContain('REMOTE HOST IDENTIFICATION HAS CHANGED');
    expect((result.stdout + result.stderr).trim()).toBe(GREETING);
    expect(result.code).toBe(1);
  });
});
