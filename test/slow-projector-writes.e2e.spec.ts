import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { eventually } from './support/eventually';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { expectOk, SshUser } from './support/ssh-client';

type Answer = Awaited<ReturnType<ApiClient['request']>>;

const SHA = /^[0-9a-f]{40}$/;

/**
 * Every write other than a create (file commits, pushes, settings, deletions, credentials, web sessions)
 * answers as usual when the projector is slower than a command's read-your-writes wait: the command's
 * events are stored, so it succeeded, and the answer comes from them, never a 500. Checks that must agree
 * with a stored command at once (a session just started, a password just changed, a token revoked, a key
 * removed) read the user's events while the read models lag; once the projector catches up, the read models
 * show every change.
 */
describe('writes under a slow projector, over real HTTP and SSH', () => {
  const setup = new OctavoServer({ env: { OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1' } });
  let slow: OctavoServer;
  let api: ApiClient;
  let spareToken: { id: string; token: string };
  let webhookId: string;
  let laptop: SshUser;
  let spare: SshUser;
  let spareKeyId: string;
  let clone: string;
  let mainTip: string;

  beforeAll(async () => {
    await setup.start();
    const token = await setup.createUser('dee');
    await setup.createUser('ed');
    await setup.createUser('fay');
    const ready = new ApiClient(setup.baseUrl, token);
    expect((await ready.post('/api/projects', { name: 'book' })).status).toBe(201);
    expect((await ready.post('/api/projects', { name: 'gone' })).status).toBe(201);
    await putFiles(ready, 'dee/book', smallBook);
    const draft = await ready.put('/api/projects/dee/book/files/notes.md', {
      content: '# Notes\n',
      message: 'Start a draft',
      branch: 'draft',
    });
    expect(draft.status).toBe(200);
    expect((await ready.put('/api/projects/dee/book/collaborators/fay', { permission: 'read' })).status).toBe(
      200,
    );
    const hook = await ready.post('/api/projects/dee/book/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      secret: 's3cret',
      events: ['build.finished'],
    });
    expect(hook.status).toBe(201);
    webhookId = hook.json.id;
    spareToken = (await ready.post('/api/tokens', { name: 'spare' })).json;
    laptop = await SshUser.create('dee-laptop');
    spare = await SshUser.create('dee-spare');
    expect((await ready.post('/api/ssh_keys', { title: 'laptop', key: laptop.publicKey })).status).toBe(201);
    const spareKey = await ready.post('/api/ssh_keys', { title: 'spare', key: spare.publicKey });
    expect(spareKey.status).toBe(201);
    spareKeyId = spareKey.json.id;
    const project = await ready.get('/api/projects/dee/book');
    mainTip = project.json.branches.find((b: { name: string }) => b.name === 'main').commit;
    clone = join(laptop.home, 'book');
    expectOk(await laptop.git(['clone', '--quiet', project.json.clone_url, clone]), 'git clone');
    await setup.stop();

    // Each projector batch waits 3 s: longer than a command's read-your-writes wait (1.5 s here).
    slow = new OctavoServer({
      dataDir: setup.dataDir,
      env: {
        OCTAVO_FAULT_PROJECTION_DELAY_MS: '3000',
        OCTAVO_READ_YOUR_WRITES_WAIT_MS: '1500',
        OCTAVO_FAULT_RENDER_DELAY_MS: '600000',
        OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1',
      },
    });
    slow.sshPort = setup.sshPort; // the clone's remote names this port
    await slow.start();
    api = new ApiClient(slow.baseUrl, token);
  }, 240_000);
  afterAll(async () => {
    await slow?.stop();
  });

  /** Sends one write and checks it answered `status`, after waiting out the read-your-writes time. */
  async function write(method: string, path: string, status: number, body?: unknown): Promise<Answer> {
    const started = Date.now();
    const answer = await api.request(method, path, body);
    expect({ method, path, status: answer.status, body: answer.json }).toMatchObject({
      method,
      path,
      status,
    });
    // The answer waited the whole bounded wait for a read model that did not come, and did not fail.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    return answer;
  }

  /**
   * Sign up, see the signed-in page, log out, log in, change the password, log in with the new one, sign out
   * the other browser.
   */
  async function webSessions(): Promise<void> {
    const web = new WebClient(slow.baseUrl);
    const signup = await web.post('/signup', {
      username: 'gil',
      email: 'gil@example.com',
      password: 'first-password-1',
      password_confirmation: 'first-password-1',
    });
    expect({ status: signup.status, location: signup.headers.get('location') }).toEqual({
      status: 303,
      location: '/?done=welcome',
    });
    web.signedIn = true;
    const home = await web.get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('action="/logout"');
    expect(home.text).toContain('gil');

    const logout = await web.post('/logout');
    expect({ status: logout.status, location: logout.headers.get('location') }).toEqual({
      status: 303,
      location: '/login?done=signed-out',
    });
    web.signedIn = false;
    expect((await web.get('/')).text).not.toContain('action="/logout"');

    await web.logIn('gil', 'first-password-1');
    expect((await web.get('/settings/profile')).status).toBe(200);
    const changed = await web.post('/settings/password', {
      current_password: 'first-password-1',
      new_password: 'second-password-2',
      repeat_password: 'second-password-2',
    });
    expect({ status: changed.status, location: changed.headers.get('location') }).toEqual({
      status: 303,
      location: '/settings/profile?done=password-changed',
    });
    expect((await web.post('/logout')).status).toBe(303);
    web.signedIn = false;

    const old = await web.post('/login', { username: 'gil', password: 'first-password-1' });
    expect(old.status).toBe(401);
    await web.logIn('gil', 'second-password-2');
    const settings = await web.get('/settings/profile');
    expect(settings.status).toBe(200);
    expect(settings.text).toContain('action="/logout"');

    // "Sign out everywhere else": the other browser is signed out at its very next request.
    const other = new WebClient(slow.baseUrl);
    await other.logIn('gil', 'second-password-2');
    expect((await other.get('/')).text).toContain('action="/logout"');
    const ended = await web.post('/settings/sessions/revoke-others');
    expect({ status: ended.status, location: ended.headers.get('location') }).toEqual({
      status: 303,
      location: '/settings/profile?done=sessions-revoked',
    });
    expect((await other.get('/')).text).not.toContain('action="/logout"');
    expect((await web.get('/')).text).toContain('action="/logout"');
  }

  it('answers every write as usual, from its stored events, and the read models catch up', async () => {
    const [file, collaborator, removed, patched, deleted, hookRemoved, autoBuild] = await Promise.all([
      write('PUT', '/api/projects/dee/book/files/chapters/extra.md', 200, {
        content: '# Extra\n',
        message: 'Add a chapter while the projector lags',
        branch: 'main',
        base_commit: mainTip,
      }),
      write('PUT', '/api/projects/dee/book/collaborators/ed', 200, { permission: 'write' }),
      write('DELETE', '/api/projects/dee/book/collaborators/fay', 204),
      write('PATCH', '/api/projects/dee/book', 200, { visibility: 'public', default_branch: 'draft' }),
      write('DELETE', '/api/projects/dee/gone', 204),
      write('DELETE', `/api/projects/dee/book/webhooks/${webhookId}`, 204),
      write('PUT', '/api/projects/dee/book/auto_build', 200, {
        enabled: true,
        branches: ['main'],
        formats: ['html'],
      }),
      (async () => {
        await write('DELETE', `/api/tokens/${spareToken.id}`, 204);
        // Refused from the very next request, though the accounts read model still lists it.
        const refused = await new ApiClient(slow.baseUrl, spareToken.token).get('/api/user');
        expect({ status: refused.status, error: refused.json?.error }).toEqual({
          status: 401,
          error: 'invalid_token',
        });
      })(),
      (async () => {
        expect((await spare.ssh(slow.sshPort)).stderr).toContain('Hi dee!');
        await write('DELETE', `/api/ssh_keys/${spareKeyId}`, 204);
        const denied = await spare.ssh(slow.sshPort);
        expect(denied.code).not.toBe(0);
        expect(denied.stderr).toContain('Permission denied (publickey)');
      })(),
      (async () => {
        await laptop.commitFile(clone, 'pushed.md', '# Pushed\n', 'Pushed while the projector lags');
        const started = Date.now();
        const pushed = expectOk(
          await laptop.git(['push', 'origin', 'HEAD:refs/heads/pushed'], clone),
          'git push over SSH under a slow projector',
        );
        expect(pushed.stderr).not.toMatch(/error|failed|rejected/i);
        expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      })(),
      webSessions(),
    ]);

    expect(file.json).toEqual({
      branch: 'main',
      path: 'chapters/extra.md',
      commit: expect.stringMatching(SHA),
      previous: mainTip,
    });
    expect(collaborator.json).toEqual({ username: 'ed', permission: 'write' });
    expect(removed.text).toBe('');
    expect(patched.json).toMatchObject({
      full_name: 'dee/book',
      visibility: 'public',
      default_branch: 'draft',
      branches: expect.arrayContaining([{ name: 'draft', commit: expect.stringMatching(SHA) }]),
    });
    expect(deleted.text).toBe('');
    expect(hookRemoved.text).toBe('');
    expect(autoBuild.json).toMatchObject({ enabled: true, branches: ['main'], formats: ['html'] });
    const pushedTip = (await laptop.git(['rev-parse', 'HEAD'], clone)).stdout.trim();

    // Once the projector catches up, the read models show every change.
    const book = await eventually(
      () => api.get('/api/projects/dee/book'),
      (r) =>
        r.json.branches.some((b: { name: string }) => b.name === 'pushed') &&
        r.json.collaborators.length === 1,
    );
    expect(book.json).toMatchObject({
      visibility: 'public',
      default_branch: 'draft',
      collaborators: [{ username: 'ed', permission: 'write' }],
    });
    expect(book.json.branches).toEqual(
      expect.arrayContaining([
        { name: 'main', commit: file.json.commit },
        { name: 'pushed', commit: pushedTip },
      ]),
    );
    expect(
      (
        await eventually(
          () => api.get('/api/projects/dee/gone'),
          (r) => r.status === 404,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await eventually(
          () => api.get('/api/projects/dee/book/webhooks'),
          (r) => r.json.length === 0,
        )
      ).json,
    ).toEqual([]);
    const tokens = await eventually(
      () => api.get('/api/tokens'),
      (r) => !r.json.some((t: { id: string }) => t.id === spareToken.id),
    );
    expect(tokens.json.map((t: { name: string }) => t.name)).not.toContain('spare');
    const keys = await eventually(
      () => api.get('/api/ssh_keys'),
      (r) => r.json.length === 1,
    );
    expect(keys.json.map((k: { title: string }) => k.title)).toEqual(['laptop']);
    // The same settings; a commit to main made after them may have triggered a build since (last_trigger).
    const { last_trigger: _answered, ...settings } = autoBuild.json;
    const { last_trigger: _now, ...stored } = (await api.get('/api/projects/dee/book/auto_build')).json;
    expect(stored).toEqual(settings);
  }, 300_000);

  it('a token issued while the projector lags works at once, from the events it has still to apply', async () => {
    const started = Date.now();
    const issued = await api.post('/api/tokens', { name: 'fresh' });
    expect(issued.status).toBe(201);
    // The read model did not have it within the command's wait: the next request finds it in the events.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    const fresh = new ApiClient(slow.baseUrl, issued.json.token);
    const me = await fresh.get('/api/user');
    expect({ status: me.status, username: me.json.username }).toEqual({ status: 200, username: 'dee' });
    // Revoked while the projector still lags: refused at the next request.
    const revoked = await api.request('DELETE', `/api/tokens/${issued.json.id}`);
    expect(revoked.status).toBe(204);
    expect((await fresh.get('/api/user')).status).toBe(401);
    // A token nobody issued is still refused while the events are searched.
    expect((await new ApiClient(slow.baseUrl, 'oct_not-a-token').get('/api/user')).status).toBe(401);
  }, 120_000);
});
