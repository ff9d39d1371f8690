import { execFileSync } from 'node:child_process';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

/** Who may clone and push over SSH, which commands the server runs, and the SSH key API. */
describe('Git over SSH: access and command policy', () => {
  const server = new OctavoServer();
  const api: Record<string, ApiClient> = {};
  const users: Record<string, SshUser> = {};
  const url = (fullName: string) => `ssh://git@127.0.0.1:${server.sshPort}/${fullName}.git`;

  /** A local repository with one commit, ready to push anywhere. */
  async function localRepo(user: SshUser, name: string): Promise<string> {
    const dir = user.workdir(name);
    expectOk(await user.git(['init', '--quiet', '--initial-branch=main', dir]), 'git init');
    await user.commitFile(dir, 'README.md', `${name}\n`, 'Start');
    return dir;
  }

  beforeAll(async () => {
    await server.start();
    for (const name of ['ann', 'bob', 'carol', 'dave']) {
      api[name] = new ApiClient(server.baseUrl, await server.createUser(name));
      users[name] = await SshUser.create(name);
      const added = await api[name].post('/api/ssh_keys', {
        title: `${name}'s laptop`,
        key: users[name].publicKey,
      });
      expect(added.status).toBe(201);
    }
    users.eve = await SshUser.create('eve'); // never registered
    for (const [name, visibility] of [
      ['secret', 'private'],
      ['open', 'public'],
      ['shared', 'private'],
    ]) {
      expect((await api.ann.post('/api/projects', { name, visibility })).status).toBe(201);
    }
    expect(
      (await api.ann.put('/api/projects/ann/shared/collaborators/carol', { permission: 'read' })).status,
    ).toBeLessThan(300);
    expect(
      (await api.ann.put('/api/projects/ann/shared/collaborators/dave', { permission: 'write' })).status,
    ).toBeLessThan(300);
  });

  afterAll(() => server.stop());

  describe('SSH keys API', () => {
    it('lists keys with the SHA256 fingerprint ssh-keygen shows', async () => {
      const listed = await api.ann.get('/api/ssh_keys');
      expect(listed.status).toBe(200);
      const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${users.ann.keyFile}.pub`])
        .toString()
        .split(' ')[1];
      expect(listed.json).toEqual([
        expect.objectContaining({
          title: "ann's laptop",
          fingerprint,
          key_type: 'ssh-ed25519',
          id: expect.any(String),
        }),
      ]);
    });

    it('refuses a key someone already registered, weak RSA, and things that are not keys', async () => {
      const taken = await api.bob.post('/api/ssh_keys', { title: 'copy', key: users.ann.publicKey });
      expect(taken.status).toBe(422);
      expect(taken.json).toEqual(
        expect.objectContaining({
          error: 'validation_failed',
          message: expect.stringContaining('already registered'),
        }),
      );
      const weak = await SshUser.create('weak', ['-t', 'rsa', '-b', '1024']);
      const refused = await api.bob.post('/api/ssh_keys', { title: 'old', key: weak.publicKey });
      expect(refused.status).toBe(422);
      expect(refused.json.message).toContain('at least 2048');
      const garbage = await api.bob.post('/api/ssh_keys', { title: 'junk', key: 'not a key' });
      expect(garbage.status).toBe(422);
      expect(garbage.json.details).toEqual([expect.objectContaining({ field: 'key' })]);
      expect((await api.bob.get('/api/ssh_keys')).json).toHaveLength(1);
    });

    it('deletes a key; it no longer logs in, and another user cannot delete it', async () => {
      const spare = await SshUser.create('spare');
      const added = await api.bob.post('/api/ssh_keys', { title: 'spare', key: spare.publicKey });
      expect(added.status).toBe(201);
      expect((await spare.ssh(server.sshPort)).stderr).toContain('Hi bob!');

      expect((await api.ann.delete(`/api/ssh_keys/${added.json.id}`)).status).toBe(404);
      expect((await api.bob.delete(`/api/ssh_keys/${added.json.id}`)).status).toBe(204);
      const denied = await spare.ssh(server.sshPort);
      expect(denied.code).toBe(255);
      expect(denied.stderr).toContain('Permission denied (publickey)');
    });
  });

  it('denies a key nobody registered', async () => {
    const cloned = await users.eve.git(['clone', url('ann/open'), users.eve.workdir('open')]);
    expect(cloned.code).not.toBe(0);
    expect(cloned.stderr).toContain('Permission denied (publickey)');
  });

  it("hides another user's private project, for reading and writing alike", async () => {
    const cloned = await users.bob.git(['clone', url('ann/secret'), users.bob.workdir('secret')]);
    expect(cloned.code).not.toBe(0);
    expect(cloned.stderr).toContain('repository ann/secret not found');

    const mine = await localRepo(users.bob, 'bobs');
    const pushed = await users.bob.git(['push', url('ann/secret'), 'main:refs/heads/bob'], mine);
    expect(pushed.code).not.toBe(0);
    expect(pushed.stderr).toContain('repository ann/secret not found');

    // Exactly what a project that does not exist looks like.
    const missing = await users.bob.git(['clone', url('ann/nothing-here'), users.bob.workdir('nothing')]);
    expect(missing.stderr).toContain('repository ann/nothing-here not found');
  });

  it('lets a read collaborator clone but not push, and a write collaborator push', async () => {
    const carols = users.carol.workdir('shared');
    expectOk(
      await users.carol.git(['clone', '--quiet', url('ann/shared'), carols]),
      'read collaborator clone',
    );
    await users.carol.commitFile(carols, 'carol.md', 'carol\n', 'Carol edits');
    const refused = await users.carol.git(['push', 'origin', 'main'], carols);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('carol has read-only access to ann/shared');

    const daves = users.dave.workdir('shared');
    expectOk(
      await users.dave.git(['clone', '--quiet', url('ann/shared'), daves]),
      'write collaborator clone',
    );
    await users.dave.commitFile(daves, 'dave.md', 'dave\n', 'Dave edits');
    expectOk(await users.dave.git(['push', 'origin', 'main'], daves), 'write collaborator push');
  });

  it('lets any registered key clone a public project, but only writers push to it', async () => {
    const bobs = users.bob.workdir('open');
    expectOk(await users.bob.git(['clone', '--quiet', url('ann/open'), bobs]), 'clone of a public project');
    expectOk(
      await users.bob.git([
        'clone',
        '--quiet',
        'ssh://git@127.0.0.1:' + server.sshPort + '/ann/open',
        users.bob.workdir('open-no-suffix'),
      ]),
      'clone without .git',
    );
    await users.bob.commitFile(bobs, 'bob.md', 'bob\n', 'Bob edits');
    const refused = await users.bob.git(['push', 'origin', 'main'], bobs);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('bob has read-only access to ann/open');
  });

  it('refuses subsystems (sftp) and port forwarding', async () => {
    const sftp = await users.ann.ssh(server.sshPort, ['sftp'], { extra: ['-s'] });
    expect(sftp.code).not.toBe(0);
    expect(sftp.stderr).toContain('subsystem request failed');

    const forward = await users.ann.ssh(server.sshPort, [], {
      extra: ['-N', '-o', 'ExitOnForwardFailure=yes', '-R', '0:127.0.0.1:9'],
    });
    expect(forward.code).toBe(255);
    expect(forward.stderr).toContain('remote port forwarding failed');
  });

  it.each([
    ['a shell command', ['rm -rf /'], '"rm" is not allowed'],
    ['a path leaving the root', ["git-receive-pack '../../etc/passwd'"], 'is not a repository path'],
    [
      'an absolute path',
      ["git-receive-pack '/var/lib/octavo/repositories/ann/open.git'"],
      'is not a repository path',
    ],
    ['a dotted name', ["git-receive-pack 'ann/..'"], 'is not a repository path'],
    ['an option for a path', ["git-upload-pack '--help'"], 'is not a repository path'],
    ['extra arguments', ["git-receive-pack 'ann/open.git' --extra"], 'takes exactly one repository path'],
    ['no path', ['git-upload-pack'], 'takes exactly one repository path'],
    [
      'shell metacharacters',
      ["git-upload-pack 'ann/open.git'; touch /tmp/pwned"],
      'takes exactly one repository path',
    ],
    ['another git command', ["git-shell -c 'ls'"], '"git-shell" is not allowed'],
  ])('refuses %s with a message', async (_what, command, message) => {
    const result = await users.ann.ssh(server.sshPort, command);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`octavo: `);
    expect(result.stderr).toContain(message);
  });
});
