import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { expectOk, SshUser } from './support/ssh-client';

/**
 * Access ends when it is taken back, on connections opened before too. An OpenSSH master connection
 * (ControlMaster, kept alive by keepalives) is what a thief with a stolen key would hold on to: deleting the
 * key, removing the collaborator or making the project private must close it and end what runs on it.
 */
describe('access ends when it is taken back', () => {
  const server = new OctavoServer();
  const api: Record<string, ApiClient> = {};
  const users: Record<string, SshUser> = {};
  const keyIds: Record<string, string> = {};
  const masters: ChildProcess[] = [];
  const url = (fullName: string) => `ssh://git@127.0.0.1:${server.sshPort}/${fullName}.git`;

  beforeAll(async () => {
    await server.start();
    for (const name of ['ann', 'bob', 'carol']) {
      api[name] = new ApiClient(server.baseUrl, await server.createUser(name));
      users[name] = await SshUser.create(name);
      const added = await api[name].post('/api/ssh_keys', { title: 'laptop', key: users[name].publicKey });
      expect(added.status).toBe(201);
      keyIds[name] = added.json.id;
    }
    for (const [name, visibility] of [
      ['stolen', 'private'],
      ['shared', 'private'],
      ['open', 'public'],
    ]) {
      expect((await api.ann.post('/api/projects', { name, visibility })).status).toBe(201);
    }
    expect(
      (await api.ann.put('/api/projects/ann/shared/collaborators/bob', { permission: 'write' })).status,
    ).toBe(200);
  });

  afterAll(async () => {
    for (const master of masters) master.kill('SIGKILL');
    await server.stop();
  });

  /** OpenSSH options for a multiplexed connection through the control socket `control`. */
  const muxOptions = (user: SshUser, control: string) => [
    ...user.sshOptions(),
    '-o',
    `ControlPath=${control}`,
    '-o',
    'ServerAliveInterval=1',
  ];

  /** Starts a master connection (no command) and waits until it accepts multiplexed sessions. */
  async function openMaster(user: SshUser): Promise<{ control: string; exited: Promise<number> }> {
    const control = join(user.home, `mux-${Date.now()}`);
    const master = spawn(
      'ssh',
      [...muxOptions(user, control), '-M', '-N', '-p', String(server.sshPort), 'git@127.0.0.1'],
      { env: user.env, stdio: 'ignore' },
    );
    masters.push(master);
    const exited = new Promise<number>((resolve) => master.once('exit', (code) => resolve(code ?? -1)));
    const deadline = Date.now() + 10_000;
    while (!(await masterAlive(user, control))) {
      if (Date.now() > deadline) throw new Error('the master connection did not come up');
      await new Promise((r) => setTimeout(r, 100));
    }
    return { control, exited };
  }

  async function masterAlive(user: SshUser, control: string): Promise<boolean> {
    const check = await user.ssh(server.sshPort, [], {
      extra: ['-o', `ControlPath=${control}`, '-O', 'check'],
    });
    return check.code === 0;
  }

  /** git through the master connection only (ControlMaster=no: never a fresh connection). */
  const gitVia = (user: SshUser, control: string, args: string[]) =>
    user.git(args, undefined, {
      GIT_SSH_COMMAND: ['ssh', ...muxOptions(user, control), '-o', 'ControlMaster=no'].join(' '),
    });

  /** A git-upload-pack left waiting for wants on the master connection: a clone in the middle of its work. */
  function runningFetch(user: SshUser, control: string, fullName: string) {
    const child = spawn(
      'ssh',
      [
        ...muxOptions(user, control),
        '-o',
        'ControlMaster=no',
        '-T',
        '-p',
        String(server.sshPort),
        'git@127.0.0.1',
        `git-upload-pack '${fullName}.git'`,
      ],
      { env: user.env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const advertised = new Promise<string>((resolve) =>
      child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    const ended = new Promise<{ code: number; stderr: string }>((resolve) =>
      child.once('close', (code) => resolve({ code: code ?? -1, stderr })),
    );
    return { advertised, ended };
  }

  const within = async <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        promise,
        new Promise<T>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  it('a deleted SSH key stops working on a connection opened before: the connection closes, its clone ends', async () => {
    const { control, exited } = await openMaster(users.ann);
    const first = users.ann.workdir('stolen-1');
    expectOk(await gitVia(users.ann, control, ['clone', '--quiet', url('ann/stolen'), first]), 'clone');
    const fetch = runningFetch(users.ann, control, 'ann/stolen');
    expect(await fetch.advertised).toContain('refs/heads/main');

    const started = Date.now();
    expect((await api.ann.delete(`/api/ssh_keys/${keyIds.ann}`)).status).toBe(204);
    const ended = await within(fetch.ended, 10_000, 'the running fetch did not end');
    expect(ended.code).not.toBe(0);
    expect(ended.stderr).toMatch(
      /the SSH key SHA256:\S+ was removed from ann's account; this connection is closed/,
    );
    await within(exited, 10_000, 'the master connection was not closed');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await masterAlive(users.ann, control)).toBe(false);

    const again = await users.ann.git(['clone', '--quiet', url('ann/stolen'), users.ann.workdir('stolen-2')]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('Permission denied (publickey)');
  });

  it('a removed collaborator is cut off: the running fetch on the project ends, nothing more is allowed', async () => {
    const { control, exited } = await openMaster(users.bob);
    const work = users.bob.workdir('shared');
    expectOk(await gitVia(users.bob, control, ['clone', '--quiet', url('ann/shared'), work]), 'clone');
    const fetch = runningFetch(users.bob, control, 'ann/shared');
    expect(await fetch.advertised).toContain('refs/heads/main');

    expect((await api.ann.delete('/api/projects/ann/shared/collaborators/bob')).status).toBe(204);
    const ended = await within(fetch.ended, 10_000, 'the running fetch did not end');
    expect(ended.stderr).toContain('bob no longer has read access to ann/shared; this connection is closed');
    await within(exited, 10_000, 'the master connection was not closed');

    const push = await users.bob.git(['push', '--quiet', 'origin', 'main'], work);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain('repository ann/shared not found');
  });

  it('making a project private cuts off readers who only had it because it was public', async () => {
    const { control, exited } = await openMaster(users.carol);
    const fetch = runningFetch(users.carol, control, 'ann/open');
    expect(await fetch.advertised).toContain('refs/heads/main');
    const patched = await api.ann.request('PATCH', '/api/projects/ann/open', { visibility: 'private' });
    expect(patched.status).toBe(200);
    const ended = await within(fetch.ended, 10_000, 'the running fetch did not end');
    expect(ended.stderr).toContain('carol no longer has read access to ann/open; this connection is closed');
    await within(exited, 10_000, 'the master connection was not closed');
  });

  describe('published sites', () => {
    beforeAll(async () => {
      for (const name of ['site', 'site2']) {
        expect((await api.ann.post('/api/projects', { name, visibility: 'public' })).status).toBe(201);
        await putFiles(api.ann, `ann/${name}`, smallBook);
        const build = await api.ann.post('/api/builds', { project: `ann/${name}`, formats: 'html' });
        expect((await api.ann.waitForBuild(build.json.id, 120_000)).status[0].status).toBe('completed');
      }
      expect(
        (await api.ann.put('/api/projects/ann/site/collaborators/bob', { permission: 'write' })).status,
      ).toBe(200);
    });

    it('only the owner may publish (the same right as changing visibility); a write collaborator gets 403', async () => {
      for (const isPublic of [true, false]) {
        const refused = await api.bob.post('/api/sites', { project: 'ann/site', public: isPublic });
        expect(refused.status).toBe(403);
        expect(refused.json).toEqual({
          error: 'forbidden',
          message: expect.stringContaining('only the owner of ann/site can publish its site'),
        });
      }
      expect((await fetch(`${server.baseUrl}/sites/ann/site/`)).status).toBe(404);
      expect((await api.ann.post('/api/sites', { project: 'ann/site', public: true })).status).toBe(201);
      expect((await fetch(`${server.baseUrl}/sites/ann/site/`)).status).toBe(200);
    });

    it('a public site turns private with its project: anonymous readers get the 404, readers with access the book', async () => {
      expect((await api.ann.post('/api/sites', { project: 'ann/site2', public: true })).status).toBe(201);
      expect((await fetch(`${server.baseUrl}/sites/ann/site2/`)).status).toBe(200);
      const patched = await api.ann.request('PATCH', '/api/projects/ann/site2', { visibility: 'private' });
      expect(patched.status).toBe(200);
      const anonymous = await fetch(`${server.baseUrl}/sites/ann/site2/`);
      expect(anonymous.status).toBe(404);
      expect(await anonymous.text()).toBe(await (await fetch(`${server.baseUrl}/sites/ann/nothing/`)).text());

      const owner = new WebClient(server.baseUrl);
      await owner.logIn('ann');
      expect((await owner.get('/sites/ann/site2/')).status).toBe(200);
      const stranger = new WebClient(server.baseUrl);
      await stranger.logIn('carol');
      expect((await stranger.get('/sites/ann/site2/')).status).toBe(404);

      // Public again: the site stays private until the owner publishes it publicly again.
      await api.ann.request('PATCH', '/api/projects/ann/site2', { visibility: 'public' });
      expect((await fetch(`${server.baseUrl}/sites/ann/site2/`)).status).toBe(404);
    });
  });
});
