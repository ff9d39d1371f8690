import { existsSync, mkdtempSync, readdirSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

/** Injection, traversal, unknown keys and brute force against the Git-over-SSH server. */
describe('security: Git over SSH', () => {
  const server = new OctavoServer({
    env: { OCTAVO_SSH_MAX_AUTH_FAILURES_PER_ADDRESS: '12', OCTAVO_LOG: 'info' },
  });
  let ann: SshUser;
  let bob: SshUser;
  const canaries = mkdtempSync(join(tmpdir(), 'octavo-ssh-canary-'));
  const canary = (n: number) => join(canaries, `pwned-${n}`);

  beforeAll(async () => {
    await server.start();
    // Independent, so side by side: each user takes two CLI runs of a second or more.
    const [annToken, bobToken] = await Promise.all([server.createUser('ann'), server.createUser('bob')]);
    const annApi = new ApiClient(server.baseUrl, annToken);
    const bobApi = new ApiClient(server.baseUrl, bobToken);
    [ann, bob] = await Promise.all([SshUser.create('ann'), SshUser.create('bob')]);
    expect((await annApi.post('/api/ssh_keys', { title: 'a', key: ann.publicKey })).status).toBe(201);
    expect((await bobApi.post('/api/ssh_keys', { title: 'b', key: bob.publicKey })).status).toBe(201);
    expect((await annApi.post('/api/projects', { name: 'secret' })).status).toBe(201);
    expect((await annApi.post('/api/projects', { name: 'open', visibility: 'public' })).status).toBe(201);
  });
  afterAll(() => server.stop());

  const injections = [
    `git-upload-pack 'ann/open.git'; touch ${canary(1)}`,
    `git-upload-pack 'ann/open.git' && touch ${canary(2)}`,
    `git-upload-pack 'ann/open.git' | touch ${canary(3)}`,
    `git-upload-pack "ann/open.git$(touch ${canary(4)})"`,
    `git-upload-pack ann/open.git\`touch ${canary(5)}\``,
    `git-upload-pack 'ann/open.git'\ntouch ${canary(6)}`,
    `git-upload-pack --upload-pack='touch ${canary(7)}' 'ann/open.git'`,
    `git-upload-pack '--upload-pack=touch ${canary(8)}'`,
    `git-receive-pack --receive-pack='touch ${canary(9)}' ann/open.git`,
    `git-upload-archive '--remote=ext::sh -c touch% ${canary(10)}'`,
    `git -c core.sshCommand='touch ${canary(11)}' upload-pack ann/open.git`,
    `touch ${canary(12)}`,
    `sh -c 'touch ${canary(13)}'`,
    `git-upload-pack '$(touch ${canary(14)})'`,
    `git-upload-pack 'ann/open.git' > ${canary(15)}`,
    `env GIT_DIR=/ git-upload-pack ann/open.git`,
  ];

  it.each(injections.map((c) => [c]))('refuses %j with a message and runs nothing', async (command) => {
    const result = await ann.ssh(server.sshPort, [command]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^octavo: .*(not allowed|repository path|could not be read)/m);
    expect(result.stdout).toBe('');
  });

  it('created none of the canary files', () => {
    expect(readdirSync(canaries)).toEqual([]);
    for (let n = 1; n <= injections.length; n++) expect(existsSync(canary(n))).toBe(false);
  });

  it.each([
    ['ann/../ann/secret.git'],
    ['ann/open.git/../../ann/secret.git'],
    ['ann/open.git/../secret.git'],
    ['./ann/secret.git'],
    ['ann//secret.git'],
    ['ann/%2e%2e/secret.git'],
    ['/ann/../../etc'],
    ['~ann/secret.git'],
    ['ann/secret.git/objects'],
    ['../../../../etc/passwd'],
    ['ann/.git'],
  ])('bob cannot reach ann/secret or files by the path %j', async (path) => {
    const result = await bob.ssh(server.sshPort, [`git-upload-pack '${path}'`]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^octavo: .*(is not a repository path|not found)/m);
  });

  it('reads a public project by the same route, so the refusals above were about the path', async () => {
    const dir = join(bob.home, 'open');
    expectOk(
      await bob.git(['clone', '--quiet', `ssh://git@127.0.0.1:${server.sshPort}/ann/open.git`, dir]),
      'clone',
    );
  });

  it('refuses a user other than git, and a key it does not know, without saying which part was wrong', async () => {
    const asAnn = await ann.ssh(server.sshPort, [], { extra: ['-l', 'ann'] });
    expect(asAnn.code).toBe(255);
    expect(asAnn.stderr).toContain('Permission denied (publickey)');
    const stranger = await SshUser.create('stranger');
    const unknown = await stranger.ssh(server.sshPort);
    expect(unknown.code).toBe(255);
    expect(unknown.stderr).toContain('Permission denied (publickey)');
  });

  it('turns an address away after repeated failures across connections, and says why', async () => {
    const strangers = await Promise.all([1, 2, 3].map((n) => SshUser.create(`x${n}`)));
    const keys = strangers.map((s) => s.keyFile);
    // Each connection tries three unknown keys (the per-connection limit is higher), then gives up.
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 8 && !refusedAt; attempt++) {
      const result = await strangers[0].ssh(server.sshPort, [], { keyFiles: keys, extra: ['-v'] });
      expect(result.code).toBe(255);
      if (result.stderr.includes('too many failed SSH log-ins from this address')) refusedAt = attempt;
    }
    // 12 failures allowed per address (a few were spent by the tests above): never the first connection,
    // at the latest the fifth (4 × 3 failures).
    expect(refusedAt).toBeGreaterThanOrEqual(2);
    expect(refusedAt).toBeLessThanOrEqual(5);
    // Now even a registered key is turned away from this address, with the reason and what to do.
    const blocked = await ann.ssh(server.sshPort, [], { extra: ['-v'] });
    expect(blocked.code).toBe(255);
    expect(blocked.stderr).not.toContain('Hi ann!');
    expect(blocked.stderr).toContain(
      'wait 15 min and try again with a key registered in your account settings',
    );
    expect(server.output).toContain('refused, too many failed SSH authentications');
    // Only SSH from that address is throttled: the web and API still answer.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('frees each connection it turns away once the client has read why', async () => {
    const pid = server.process!.pid!;
    const before = openSockets(pid);
    for (let i = 0; i < 10; i++) {
      const refused = await refusedConnection(server.sshPort);
      expect(refused).toContain('too many failed SSH log-ins from this address');
    }
    // Bounded wait for the server to see the clients' closes; unread, all ten stayed open until shutdown.
    const deadline = Date.now() + 10_000;
    while (openSockets(pid) > before + 2 && Date.now() < deadline) await sleep(100);
    expect(openSockets(pid)).toBeLessThanOrEqual(before + 2);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sockets the process holds open (Linux: its file descriptors that are sockets). */
function openSockets(pid: number): number {
  const dir = `/proc/${pid}/fd`;
  return readdirSync(dir).filter((fd) => {
    try {
      return readlinkSync(join(dir, fd)).startsWith('socket:');
    } catch {
      return false; // closed while listing
    }
  }).length;
}

/** What the SSH port says to a client before any key exchange; the client then closes. */
function refusedConnection(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // Like any SSH client, it sends its version line first.
    const socket = connect(port, '127.0.0.1', () => socket.write('SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n'));
    let text = '';
    // A server that does not end the connection (no refusal) is left after a while, with what it said.
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(text);
    }, 5000);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => {
      clearTimeout(giveUp);
      socket.end();
      resolve(text);
    });
    socket.on('error', (error) => {
      clearTimeout(giveUp);
      reject(error);
    });
  });
}
