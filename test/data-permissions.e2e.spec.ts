import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

/** Every file and folder under `dir` whose permissions let the group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) found.push(`${(info.mode & 0o777).toString(8)} ${path}`);
    if (info.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

/**
 * Data files are private to the service's user: `events.db` holds password hashes and e-mail addresses, the
 * read models the same, artifacts and sites unpublished books. Made so by the umask from the start on, and
 * files from before (0644/0755) fixed at start.
 */
describe('data files are private (0600/0700)', () => {
  let server: OctavoServer;

  afterAll(() => server?.stop());

  it('an existing DATA_DIR readable by everyone is made private at start, and what is written afterwards stays so', async () => {
    server = await new OctavoServer().start();
    let api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(api, 'ann/book', smallBook);
    await server.stop();

    // As an older version left it: readable by every local user.
    execFileSync('chmod', ['-R', 'go+rX', server.dataDir]);
    rmSync(join(server.dataDir, '.permissions-private'), { force: true });
    expect(openToOthers(server.dataDir).length).toBeGreaterThan(20);

    const restarted = new OctavoServer({ dataDir: server.dataDir });
    server = await restarted.start();
    expect(server.output).toMatch(
      /made \d+ existing file\(s\) and folder\(s\) under .* private to this user/,
    );
    expect(openToOthers(server.dataDir)).toEqual([]);

    // New writes of every kind: an account, a push (objects, refs, reflogs, hooks), a build and its artifacts, a site.
    api = new ApiClient(server.baseUrl, await server.createUser('bob'));
    const bob = await SshUser.create('bob');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: bob.publicKey })).status).toBe(201);
    expect((await api.post('/api/projects', { name: 'notes' })).status).toBe(201);
    const work = bob.workdir('notes');
    expectOk(
      await bob.git(['clone', '--quiet', `ssh://git@127.0.0.1:${server.sshPort}/bob/notes.git`, work]),
      'clone',
    );
    await bob.commitFile(work, 'ch02.md', '# Two\n', 'two');
    expectOk(await bob.git(['push', 'origin', 'main'], work), 'push');
    const build = await api.post('/api/builds', { project: 'bob/notes', formats: 'html,platform' });
    await api.waitForBuild(build.json.id, 120_000);
    expect((await api.post('/api/sites', { project: 'bob/notes', public: true })).status).toBe(201);
    expect((await fetch(`${server.baseUrl}/sites/bob/notes/`)).status).toBe(200);
    expect(openToOthers(server.dataDir)).toEqual([]);
  });
});
