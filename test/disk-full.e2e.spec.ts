import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, symlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { tmpfsMountWorks } from './support/faults';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

/** Writes `file` until the file system is full; returns how many bytes it took. */
function fill(file: string): number {
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1024 * 1024, 64 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

const canMount = tmpfsMountWorks();
if (!canMount) {
  console.warn(
    'disk-full.e2e: SKIPPED the full-disk cases: this machine does not allow mounting a tmpfs (needs root and a kernel/container that permits `mount -t tmpfs`)',
  );
}
const describeIfMount = canMount ? describe : describe.skip;

/**
 * The event store and read models on a small tmpfs that is then filled; the repositories on the real disk (a
 * symbolic link), so git can write while the log cannot: exactly the case where a change could be applied
 * without a record. Writes answer 507 `insufficient_storage`; a commit is rolled back; a push git applied is
 * recorded as soon as there is space again, without a restart.
 */
describeIfMount('disk full: nothing applied without a record', () => {
  let server: OctavoServer;
  let api: ApiClient;
  let ann: SshUser;
  let dataDir: string;
  let repositories: string;
  const filler = () => join(dataDir, 'filler');
  const url = () => `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
  const gitTip = () =>
    execFileSync('git', ['--git-dir', join(repositories, 'ann', 'book.git'), 'rev-parse', 'refs/heads/main'])
      .toString()
      .trim();
  const apiTip = async () =>
    ((await api.get('/api/projects/ann/book')).json.branches as Array<{ name: string; commit: string }>).find(
      (b) => b.name === 'main',
    )?.commit;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'octavo-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dataDir]);
    repositories = mkdtempSync(join(tmpdir(), 'octavo-full-repos-'));
    symlinkSync(repositories, join(dataDir, 'repositories'));
    // The free-space check would refuse the push up front; here the push must reach git.
    server = await new OctavoServer({ dataDir, env: { OCTAVO_MIN_FREE_BYTES: '0' } }).start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    expectOk(await ann.git(['clone', '--quiet', url(), ann.workdir('book')]), 'clone');
    expect(fill(filler())).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await server?.stop();
    execFileSync('umount', ['-l', dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(repositories, { recursive: true, force: true });
  });

  it('a commit through the API answers 507 insufficient_storage, and the branch is rolled back', async () => {
    const before = gitTip();
    const put = await api.put('/api/projects/ann/book/files/full.md', {
      content: 'x',
      message: 'on a full disk',
    });
    expect(put.status).toBe(507);
    expect(put.json).toEqual({
      error: 'insufficient_storage',
      message: expect.stringContaining("the server's disk is full, so your commit was not saved"),
    });
    expect(gitTip()).toBe(before);
    expect(await apiTip()).toBe(before);
  });

  it('creating a project answers 507 and leaves no repository behind', async () => {
    const created = await api.post('/api/projects', { name: 'another' });
    expect(created.status).toBe(507);
    expect(created.json.error).toBe('insufficient_storage');
    expect(created.json.message).toContain("the server's disk is full");
    expect(() =>
      execFileSync('ls', [join(repositories, 'ann', 'another.git')], { stdio: 'ignore' }),
    ).toThrow();
  });

  it('a push git applied is reported as not yet recorded, and recorded (reconciled) once space is freed, without a restart', async () => {
    const before = gitTip();
    const work = ann.workdir('book');
    await ann.commitFile(work, 'pushed.md', 'on a full disk\n', 'pushed on a full disk');
    const commit = (await ann.git(['rev-parse', 'HEAD'], work)).stdout.trim();
    const push = await ann.git(['push', 'origin', 'main'], work);
    expect(push.stderr).toContain(
      "your push was applied, but the server could not record it yet (the server's disk is full)",
    );
    expect(gitTip()).toBe(commit);
    expect(await apiTip()).toBe(before);

    rmSync(filler());
    const deadline = Date.now() + 90_000;
    while ((await apiTip()) !== commit && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await apiTip()).toBe(commit);
    const events = await server.cli(['events', '--type', 'BranchPushed', '--json']);
    const last = JSON.parse(events.stdout.trim().split('\n').at(-1)!);
    expect(last.data).toEqual(
      expect.objectContaining({ before, after: commit, pusher: 'ann', via: 'ssh', reconciled: true }),
    );
    const retry = await ann.git(['push', 'origin', 'main'], work);
    expect(retry.stderr).toContain('Everything up-to-date');
    // Writes work again.
    const put = await api.put('/api/projects/ann/book/files/after.md', {
      content: 'y',
      message: 'space again',
    });
    expect(put.status).toBe(200);
  });
});

/** No mount needed: a minimum no disk can meet. */
describe('free space under OCTAVO_MIN_FREE_BYTES', () => {
  const server = new OctavoServer({ env: { OCTAVO_MIN_FREE_BYTES: String(2 ** 52) } });
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
  });
  afterAll(() => server.stop());

  it('/readyz says not ready, and why', async () => {
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body.status).toBe('unavailable');
    expect(body.checks.disk).toEqual({ ok: false, error: expect.stringContaining('OCTAVO_MIN_FREE_BYTES') });
    expect(body.message).toMatch(
      /of disk space is free for the data directory, under the minimum of .*; free some space/,
    );
    expect(JSON.stringify(body)).not.toContain(server.dataDir);
  });

  it('a push is refused before git writes anything, saying why', async () => {
    const ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    const url = `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
    const work = ann.workdir('book');
    expectOk(await ann.git(['clone', '--quiet', url, work]), 'clone');
    await ann.commitFile(work, 'a.md', 'a\n', 'a');
    const before = (await api.get('/api/projects/ann/book')).json.branches[0].commit;
    const push = await ann.git(['push', 'origin', 'main'], work);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain(
      'octavo: the server is nearly out of disk space, so pushes are refused for now and nothing was changed',
    );
    expect((await api.get('/api/projects/ann/book')).json.branches[0].commit).toBe(before);
  });
});
