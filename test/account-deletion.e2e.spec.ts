import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CredentialBox } from '../src/security/secret-box';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { SshUser } from './support/ssh-client';

const PASSWORD = 'correct-horse-battery';
const keyBase = (userId: string) => createHash('sha256').update(userId).digest('hex');

interface ListedEvent {
  stream: string;
  type: string;
  data: Record<string, unknown>;
  metadata: { actor: string | null };
}

/**
 * Deleting an account over the API, the web UI and the admin CLI, against the real server, real HTTP and the
 * real SSH door: what the user could sign in with stops working, their collaborations end, the credential key
 * that sealed their password hash in the log is shredded, and the read models rebuilt from that log agree.
 */
describe('account deletion', () => {
  // Logs on (the harness silences them): a lost key's warning is part of what is tested.
  const server = new OctavoServer({ env: { OCTAVO_LOG: 'info' } });
  const api: Record<string, ApiClient> = {};
  let annSsh: SshUser;

  const events = async (stream: string): Promise<ListedEvent[]> => {
    const listed = await server.cli(['events', '--stream', stream, '--json']);
    expect(listed.code).toBe(0);
    return listed.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ListedEvent);
  };
  const projectStream = async (fullName: string) => {
    const [created] = (await server.cli(['events', '--type', 'ProjectCreated', '--json'])).stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ListedEvent)
      .filter((e) => e.data.fullName === fullName);
    return created.stream;
  };

  beforeAll(async () => {
    await server.start();
    for (const name of ['ann', 'bob', 'carol', 'dave', 'erin']) {
      api[name] = new ApiClient(server.baseUrl, await server.createUser(name));
    }
    annSsh = await SshUser.create('ann');
    expect((await api.ann.post('/api/ssh_keys', { title: 'laptop', key: annSsh.publicKey })).status).toBe(
      201,
    );
    expect((await api.ann.post('/api/projects', { name: 'book' })).status).toBe(201);
    expect((await api.bob.post('/api/projects', { name: 'shared' })).status).toBe(201);
    const shared = await api.bob.put('/api/projects/bob/shared/collaborators/ann', { permission: 'write' });
    expect(shared.status).toBe(200);
  });
  afterAll(() => server.stop());

  it('is refused while the user owns a project, naming it and saying what to do; nothing changes', async () => {
    const refused = await api.ann.request('DELETE', '/api/user', { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: 'account_owns_projects' });
    expect(refused.json.message).toContain('ann still owns the project ann/book; delete it first');
    expect((await api.ann.get('/api/user')).status).toBe(200);
    const shared = await api.bob.get('/api/projects/bob/shared');
    expect(shared.json.collaborators).toEqual([{ username: 'ann', permission: 'write' }]);
    expect((await events('user-ann')).map((e) => e.type)).not.toContain('AccountDeleted');
  });

  it('needs the current password, in the body', async () => {
    expect((await api.ann.delete('/api/projects/ann/book')).status).toBe(204);
    const wrong = await api.ann.request('DELETE', '/api/user', { password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({
      error: 'validation_failed',
      details: [{ field: 'password', message: 'is not right' }],
    });
    const missing = await api.ann.request('DELETE', '/api/user', {});
    expect(missing.status).toBe(422);
    expect(missing.json.message).toContain('password is required');
    const inQuery = await api.ann.request('DELETE', `/api/user?password=${PASSWORD}`, {});
    expect(inQuery.status).toBe(422);
    expect((await api.ann.get('/api/user')).json.username).toBe('ann');
  });

  it('ends every credential: token 401, SSH key refused (open connection closed), web session gone, log-in refused', async () => {
    const web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    expect((await web.get('/settings/profile')).status).toBe(200);
    const hello = await annSsh.ssh(server.sshPort);
    expect(hello.stderr).toContain("Hi ann! You've successfully authenticated");
    const open = annSsh.openSession(server.sshPort, ["git-upload-pack 'bob/shared.git'"]);
    expect(await open.firstOutput).toContain('refs/heads/main');

    const deleted = await api.ann.request('DELETE', '/api/user', { password: PASSWORD });
    expect(deleted.status).toBe(204);

    const token = await api.ann.get('/api/user');
    expect(token.status).toBe(401);
    expect(token.json.error).toBe('invalid_token');
    const closed = await open.exited;
    expect(closed.code).not.toBe(0);
    // Closed by whichever revocation the access watch saw first: the collaboration, or the key.
    expect(closed.stderr).toMatch(
      /ann no longer has read access to bob\/shared|the SSH key SHA256:\S+ was removed from ann's account/,
    );
    const ssh = await annSsh.ssh(server.sshPort);
    expect(ssh.code).not.toBe(0);
    expect(ssh.stderr).toContain('Permission denied (publickey)');
    const page = await web.get('/settings/profile');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/login/);
    expect((await web.get('/login')).text).toContain('You were signed out because your account was deleted.');
    const login = await new WebClient(server.baseUrl).post('/login', { username: 'ann', password: PASSWORD });
    expect(login.status).toBe(401);
    expect(login.text).toContain('That username and password do not match an account.');
  });

  it("records it on the user's stream, removes the collaboration on the project's, and keeps the name retired", async () => {
    const user = await events('user-ann');
    const ending = user.slice(user.findIndex((e) => e.type === 'ApiTokenRevoked'));
    expect(ending.map((e) => e.type)).toEqual([
      'ApiTokenRevoked',
      'SshKeyRemoved',
      'WebSessionEnded',
      'AccountDeleted',
    ]);
    expect(ending[2].data.reason).toBe('account-deleted');
    expect(ending[ending.length - 1]).toMatchObject({
      data: { userId: 'ann', username: 'ann' },
      metadata: { actor: 'ann' },
    });

    const shared = await events(await projectStream('bob/shared'));
    expect(shared[shared.length - 1]).toMatchObject({ type: 'CollaboratorRemoved', data: { userId: 'ann' } });
    expect((await api.bob.get('/api/projects/bob/shared')).json.collaborators).toEqual([]);

    const again = await server.cli([
      'admin',
      'user',
      'create',
      '--username',
      'Ann',
      '--password',
      PASSWORD,
      '--email',
      'new-ann@example.com',
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the username Ann belonged to an account that was deleted');
    const signup = await new WebClient(server.baseUrl).post('/signup', {
      username: 'ann',
      email: 'ann2@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(signup.status).toBe(422);
    expect(signup.text).toContain('cannot be used again');
  });

  it('shreds the credential key: the sealed hash in the log can never be opened, and no new key was made', async () => {
    const keys = join(server.dataDir, 'keys');
    const dir = join(keys, 'credentials');
    expect(existsSync(join(dir, `${keyBase('ann')}.key`))).toBe(false);
    expect(existsSync(join(dir, `${keyBase('ann')}.shredded`))).toBe(true);
    expect(existsSync(join(dir, `${keyBase('bob')}.key`))).toBe(true);

    const [registered] = await events('user-ann');
    expect(registered.type).toBe('UserRegistered');
    const sealed = registered.data.passwordHash as string;
    expect(sealed).toMatch(/^v1:/);
    const box = new CredentialBox(readFileSync(join(keys, 'credentials.key')), dir);
    expect(box.openUserHash('ann', sealed)).toEqual({ state: 'shredded' });
    expect(() => box.hashOfUser('ann', sealed)).toThrow(/"ann" cannot be opened.*shredded/);
    expect(readdirSync(dir).filter((f) => f.startsWith(keyBase('ann')))).toEqual([
      `${keyBase('ann')}.shredded`,
    ]);
  });

  it('web UI: lists owned projects instead of the form; then deletes with the password, CSRF and a once-per-form key', async () => {
    expect((await api.carol.post('/api/projects', { name: 'draft' })).status).toBe(201);
    const web = new WebClient(server.baseUrl);
    await web.logIn('carol');
    const other = new WebClient(server.baseUrl);
    await other.logIn('carol');

    const owning = await web.get('/settings/profile');
    expect(owning.text).toContain('<h2>Delete account</h2>');
    expect(owning.text).toContain('<a href="/carol/draft/settings">carol/draft</a>');
    expect(owning.text).not.toContain('action="/settings/delete-account"');
    expect((await api.carol.delete('/api/projects/carol/draft')).status).toBe(204);

    const profile = await web.get('/settings/profile');
    expect(profile.text).toContain('action="/settings/delete-account"');
    const csrf = profile.text.match(/<meta name="csrf-token" content="([^"]+)"/)![1];
    const formKey = () => profile.text.match(/name="_idempotency_key" value="([^"]+)"/g)!;
    const key = formKey()
      .pop()!
      .match(/value="([^"]+)"/)![1];

    const noCsrf = await web.request('POST', '/settings/delete-account', { password: PASSWORD });
    expect(noCsrf.status).toBe(403);
    const wrong = await web.request('POST', '/settings/delete-account', {
      _csrf: csrf,
      _idempotency_key: key,
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('Account not deleted: the password is not right');
    expect((await api.carol.get('/api/user')).status).toBe(200);

    // The same rendered form sent twice at once: one deletion, both answered as done.
    const form = { _csrf: csrf, _idempotency_key: key, password: PASSWORD };
    const sent = await Promise.all([
      web.request('POST', '/settings/delete-account', form),
      web.request('POST', '/settings/delete-account', form),
    ]);
    // The second gets the first one's answer, or (its session already ended) the log-in page: never an error.
    expect(sent.map((s) => s.status)).toEqual([303, 303]);
    expect(sent.map((s) => s.headers.get('location'))).toContain('/login?done=account-deleted');
    expect((await web.get('/login?done=account-deleted')).text).toContain('Your account was deleted.');
    expect((await events('user-carol')).filter((e) => e.type === 'AccountDeleted')).toHaveLength(1);
    expect((await other.get('/settings/profile')).status).toBe(303);
    expect((await api.carol.get('/api/user')).status).toBe(401);
  });

  it('refuses to delete the only administrator, and deletes an administrator while another remains', async () => {
    const ops = new ApiClient(server.baseUrl, await server.createUser('ops', { admin: true }));
    const refused = await ops.request('DELETE', '/api/user', { password: 'correct-horse-battery' });
    expect({ status: refused.status, error: refused.json.error }).toEqual({
      status: 409,
      error: 'last_administrator',
    });
    expect(refused.json.message).toMatch(/make another user an administrator first/);
    expect((await ops.get('/api/user')).status).toBe(200);
    await server.createUser('ops2', { admin: true });
    expect((await ops.request('DELETE', '/api/user', { password: 'correct-horse-battery' })).status).toBe(
      204,
    );
  });

  it('admin CLI: deletes without the password, refuses an unknown user, finishes a deletion stopped before shredding', async () => {
    const deleted = await server.cli(['admin', 'user', 'delete', '--username', 'dave']);
    expect(deleted.stderr).toBe('');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain('deleted user dave');
    expect((await api.dave.get('/api/user')).status).toBe(401);
    const [last] = (await events('user-dave')).slice(-1);
    expect(last).toMatchObject({ type: 'AccountDeleted', metadata: { actor: 'admin-cli' } });

    const unknown = await server.cli(['admin', 'user', 'delete', '--username', 'nobody']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no user nobody');

    // As if the process had died between the append and the shredding: the key file is back.
    const dir = join(server.dataDir, 'keys', 'credentials');
    const restored = new CredentialBox(Buffer.alloc(32), dir).sealFor('dave', 'scrypt$x');
    expect(restored).toMatch(/^v1:/);
    expect(existsSync(join(dir, `${keyBase('dave')}.key`))).toBe(true);
    const again = await server.cli(['admin', 'user', 'delete', '--username', 'dave']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the account dave was already deleted');
    expect(existsSync(join(dir, `${keyBase('dave')}.key`))).toBe(false);
  });

  it('a lost credential key: the log-in page refuses like a wrong password (401, never 500) and the server warns', async () => {
    rmSync(join(server.dataDir, 'keys', 'credentials', `${keyBase('erin')}.key`));
    const login = await new WebClient(server.baseUrl).post('/login', {
      username: 'erin',
      password: PASSWORD,
    });
    expect(login.status).toBe(401);
    expect(login.text).toContain('That username and password do not match an account.');
    expect(server.output).toMatch(/the password hash of user erin cannot be opened: its credential key/);
    // Tokens do not depend on it: erin's API token still works, and deleting needs the password it cannot check.
    expect((await api.erin.get('/api/user')).status).toBe(200);
    const refused = await api.erin.request('DELETE', '/api/user', { password: PASSWORD });
    expect(refused.status).toBe(422);
    expect(server.output).not.toMatch(/password hash of user (ann|carol|dave) cannot be opened/);
    // No password reached the log, not even the one sent (and refused) in a query string above.
    expect(server.output).not.toContain(PASSWORD);
  });
  it('rebuilds the same read models from the log after every deletion above, shredded and lost keys included (sealed payloads are never opened on replay)', async () => {
    const verify = await server.cli(['projections', 'verify']);
    expect(verify.stdout).toMatch(/projections verify: ok — \d+ documents/);
    expect(verify.code).toBe(0);
  });
});
