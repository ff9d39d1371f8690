import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { SshUser } from './support/ssh-client';

const UPLOAD_PACK = ["git-upload-pack 'ann/book.git'"];

async function serverWithProject(
  env: Record<string, string>,
): Promise<{ server: OctavoServer; ann: SshUser }> {
  const server = await new OctavoServer({ env }).start();
  const api = new ApiClient(server.baseUrl, await server.createUser('ann'));
  const ann = await SshUser.create('ann');
  expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
  expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
  return { server, ann };
}

describe('SSH limits: sessions per user and failed logins', () => {
  let server: OctavoServer;
  let ann: SshUser;

  beforeAll(async () => {
    ({ server, ann } = await serverWithProject({
      OCTAVO_SSH_MAX_SESSIONS_PER_USER: '1',
      OCTAVO_SSH_MAX_AUTH_FAILURES: '2',
    }));
  });
  afterAll(() => server.stop());

  it('refuses a git command beyond the concurrent sessions limit, and allows it once one ends', async () => {
    const first = ann.openSession(server.sshPort, UPLOAD_PACK);
    expect(await first.firstOutput).toContain('refs/heads/main');

    const second = await ann.ssh(server.sshPort, UPLOAD_PACK);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('ann already runs 1 git commands at once');

    first.child.stdin!.end('0000'); // a flush packet: the client wants nothing (as ls-remote does)
    expect((await first.exited).code).toBe(0);

    const third = ann.openSession(server.sshPort, UPLOAD_PACK);
    expect(await third.firstOutput).toContain('refs/heads/main');
    third.child.stdin!.end('0000');
    expect((await third.exited).code).toBe(0);
  });

  it('drops a connection after too many failed keys', async () => {
    const strangers = await Promise.all([SshUser.create('x1'), SshUser.create('x2')]);
    const [x1, x2] = strangers.map((s) => s.keyFile);

    const afterOneFailure = await ann.ssh(server.sshPort, [], { keyFiles: [x1, ann.keyFile] });
    expect(afterOneFailure.stderr).toContain('Hi ann!');

    const afterTwoFailures = await ann.ssh(server.sshPort, [], { keyFiles: [x1, x2, ann.keyFile] });
    expect(afterTwoFailures.code).toBe(255);
    expect(afterTwoFailures.stderr).not.toContain('Hi ann!');
  });
});

describe('SSH limits: idle connections', () => {
  let server: OctavoServer;
  let ann: SshUser;

  beforeAll(async () => {
    ({ server, ann } = await serverWithProject({ OCTAVO_SSH_IDLE_TIMEOUT_MS: '1000' }));
  });
  afterAll(() => server.stop());

  it('closes a connection on which nothing happens', async () => {
    const idle = ann.openSession(server.sshPort, UPLOAD_PACK);
    expect(await idle.firstOutput).toContain('refs/heads/main');
    // stdin stays open and nothing is sent: the server, not the client, ends it.
    const ended = await idle.exited;
    expect(ended.code).toBe(255);
  });
});
