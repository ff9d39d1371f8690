import { createHash } from 'node:crypto';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { filesContaining, filesUnder } from './support/security-web';

const USER_AGENTS = {
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};
const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'new-horse-battery-staple';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One browser over real HTTP: its own cookie jar (the session cookie), its User-Agent, forms with CSRF. */
class Browser {
  cookie = '';
  /** The raw ids of the sessions this browser was signed in with: what must never be stored. */
  readonly signedInIds: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly userAgent: string,
  ) {}

  async request(method: string, path: string, form?: Record<string, string>) {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        'user-agent': this.userAgent,
        ...(this.cookie ? { cookie: `octavo_session=${this.cookie}` } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const value = response.headers.get('set-cookie')?.match(/octavo_session=([^;]*)/)?.[1];
    if (value !== undefined) this.cookie = value;
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  /** The CSRF token of the page at `path`, as a form on it would send it. */
  async csrf(path: string): Promise<string> {
    const page = await this.get(path);
    const token = page.text.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];
    if (!token) throw new Error(`no csrf-token on ${path} (status ${page.status})`);
    return token;
  }

  async post(path: string, form: Record<string, string> = {}, from = '/settings/profile') {
    return this.request('POST', path, { _csrf: await this.csrf(from), ...form });
  }

  async logIn(username: string, password = PASSWORD) {
    const response = await this.post('/login', { username, password }, '/login');
    expect({ logIn: username, status: response.status }).toEqual({ logIn: username, status: 303 });
    this.signedInIds.push(this.sessionId);
  }

  /** The session id inside the cookie. */
  get sessionId(): string {
    return JSON.parse(Buffer.from(this.cookie.split('.')[0], 'base64url').toString()).s;
  }

  /** Whether this cookie still reaches a page only a signed-in user sees. */
  async reachesSettings(): Promise<boolean> {
    const response = await this.get('/settings/profile');
    if (response.status === 200) return true;
    expect(response.status).toBe(303);
    expect(response.location).toBe('/login?next=%2Fsettings%2Fprofile');
    return false;
  }

  /** Whether the cookie reaches settings, asked from a copy: this browser keeps its cookie as it is. */
  stillSignedIn(): Promise<boolean> {
    return this.copy().reachesSettings();
  }

  /** A second browser holding a copy of this one's cookie (a stolen or synced cookie). */
  copy(userAgent = this.userAgent): Browser {
    const copy = new Browser(this.baseUrl, userAgent);
    copy.cookie = this.cookie;
    return copy;
  }
}

/** The rows of the Sessions table on the profile page: label, whether it is this session, its sign-out form. */
function sessionRows(page: string) {
  const section = page.slice(page.indexOf('<section id="sessions">'));
  const table = section.slice(0, section.indexOf('</table>'));
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((row) => row[1])
    .filter((row) => row.includes('<td'))
    .map((row) => ({
      label: row.match(/<strong>([^<]*)<\/strong>/)?.[1],
      current: row.includes('this session'),
      revoke: row.match(/action="(\/settings\/sessions\/[0-9a-f]{64}\/revoke)"/)?.[1] ?? null,
    }));
}

describe('web sessions: server-side and revocable', () => {
  const server = new OctavoServer();
  const browsers: Browser[] = [];
  const open = (userAgent: string) => {
    const browser = new Browser(server.baseUrl, userAgent);
    browsers.push(browser);
    return browser;
  };
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    // By the CLI: these tests count every web session the users ever had, and a sign-up opens one.
    api = new ApiClient(server.baseUrl, await server.createUserByCli('ann'));
    await server.createUserByCli('eve');
  });
  afterAll(() => server.stop());

  it('logging out ends that session, a copy of its cookie included; another log-in goes on', async () => {
    const laptop = open(USER_AGENTS.firefox);
    const phone = open(USER_AGENTS.chrome);
    await laptop.logIn('ann');
    await phone.logIn('ann');
    expect(laptop.cookie).not.toBe(phone.cookie);
    expect(await laptop.reachesSettings()).toBe(true);
    expect(await phone.reachesSettings()).toBe(true);

    const copied = laptop.copy(USER_AGENTS.safari);
    const out = await laptop.post('/logout');
    expect(out).toMatchObject({ status: 303, location: '/login?done=signed-out' });
    expect((await laptop.get(out.location!)).text).toContain(
      '<div class="alert notice" role="status">You are logged out.',
    );

    expect(await copied.reachesSettings()).toBe(false);
    const login = await copied.get('/login?next=%2Fsettings%2Fprofile');
    expect(login.status).toBe(200);
    expect(login.text).toMatch(/role="status">You were signed out: this session was logged out\./);
    expect(await phone.reachesSettings()).toBe(true);
  });

  it('lists live sessions on the profile page and signs out another one from there', async () => {
    const [, phone] = browsers;
    const desk = open(USER_AGENTS.edge);
    await desk.logIn('ann');
    const page = await desk.get('/settings/profile');
    expect(page.text).toContain('<h2>Sessions</h2>');
    const rows = sessionRows(page.text);
    // This session first; the laptop's session ended at log-out, so it is not listed.
    expect(rows).toEqual([
      { label: 'Edge on Windows', current: true, revoke: null },
      { label: 'Chrome on Windows', current: false, revoke: expect.any(String) },
    ]);
    const revoke = rows[1].revoke!;
    expect(revoke).toBe(`/settings/sessions/${sha256(phone.sessionId)}/revoke`);
    const phoneCsrf = await phone.csrf('/settings/profile');

    // Refused without this session's CSRF token, and for another user: the phone stays signed in.
    expect((await desk.request('POST', revoke, {})).status).toBe(403);
    const eve = open(USER_AGENTS.firefox);
    await eve.logIn('eve');
    const byEve = await eve.post(revoke);
    expect(byEve.status).toBe(404);
    expect(byEve.text).toContain('reload the sessions list');
    expect(await phone.reachesSettings()).toBe(true);
    // This browser's own session is ended with "Log out", not from the list.
    const own = await desk.post(`/settings/sessions/${sha256(desk.sessionId)}/revoke`);
    expect(own.status).toBe(422);
    expect(own.text).toContain('That is the session you are using');

    const revoked = await desk.post(revoke);
    expect(revoked).toMatchObject({ status: 303, location: '/settings/profile?done=session-revoked' });
    const after = await desk.get(revoked.location!);
    expect(after.text).toContain('role="status">That browser was signed out.');
    expect(sessionRows(after.text).map((r) => r.label)).toEqual(['Edge on Windows']);
    expect(after.text).toContain('No other browser is signed in.');

    // A form still open on the phone goes to the log-in page instead of changing anything.
    const late = await phone.copy().request('POST', '/settings/tokens', { _csrf: phoneCsrf, name: 'late' });
    expect(late).toMatchObject({ status: 303, location: '/login?next=%2F' });
    expect((await api.get('/api/tokens')).json.map((t: { name: string }) => t.name)).not.toContain('late');
    expect(await phone.reachesSettings()).toBe(false);
    expect((await phone.get('/login')).text).toContain(
      'You were signed out: this session was ended from another browser',
    );
    expect(await desk.reachesSettings()).toBe(true);
  });

  it('"Sign out everywhere else" ends every other session and keeps this one', async () => {
    const [, , desk] = browsers;
    const tablet = open(USER_AGENTS.safari);
    const spare = open(USER_AGENTS.chrome);
    await tablet.logIn('ann');
    await spare.logIn('ann');
    // This session first, then the others newest first.
    const rows = sessionRows((await desk.get('/settings/profile')).text);
    expect(rows.map((r) => [r.label, r.current])).toEqual([
      ['Edge on Windows', true],
      ['Chrome on Windows', false],
      ['Safari on macOS', false],
    ]);

    const ended = await desk.post('/settings/sessions/revoke-others');
    expect(ended).toMatchObject({ status: 303, location: '/settings/profile?done=sessions-revoked' });
    expect((await desk.get(ended.location!)).text).toContain('Every other browser was signed out');
    expect(await tablet.reachesSettings()).toBe(false);
    expect(await spare.reachesSettings()).toBe(false);
    expect(await desk.reachesSettings()).toBe(true);

    const again = await desk.post('/settings/sessions/revoke-others');
    expect(again.location).toBe('/settings/profile?done=no-other-sessions');
  });

  it('changing the password ends every other session; the current one continues', async () => {
    const [, , desk] = browsers;
    const first = open(USER_AGENTS.firefox);
    const second = open(USER_AGENTS.chrome);
    await first.logIn('ann');
    await second.logIn('ann');

    const changed = await first.post('/settings/password', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(changed).toMatchObject({ status: 303, location: '/settings/profile?done=password-changed' });
    const page = await first.get(changed.location!);
    expect(page.text).toContain('Every other browser signed in to your account was signed out');
    expect(sessionRows(page.text)).toEqual([{ label: 'Firefox on Linux', current: true, revoke: null }]);

    expect(await second.reachesSettings()).toBe(false);
    expect(await desk.reachesSettings()).toBe(false);
    expect((await second.get('/login')).text).toContain('the password of your account was changed');
    expect(await first.reachesSettings()).toBe(true);

    const oldPassword = await open(USER_AGENTS.chrome).post(
      '/login',
      { username: 'ann', password: PASSWORD },
      '/login',
    );
    expect(oldPassword.status).toBe(401);
    await open(USER_AGENTS.chrome).logIn('ann', NEW_PASSWORD);
  });

  it('keeps sessions across a restart, storing only hashes of their ids', async () => {
    const before = await Promise.all(browsers.map((b) => b.stillSignedIn()));
    // eve's, the one that changed the password and the log-in with the new password.
    expect(before.filter(Boolean)).toHaveLength(3);

    await server.stop();
    try {
      const files = filesUnder(server.dataDir);
      const ids = browsers.flatMap((b) => b.signedInIds);
      expect(ids).toHaveLength(9); // eight log-ins as ann, one as eve
      for (const id of ids) {
        expect({ id: id.slice(0, 6), files: filesContaining(files, id) }).toEqual({
          id: id.slice(0, 6),
          files: [],
        });
        // The hash is what the log and the read model know the session by.
        expect(filesContaining(files, sha256(id)).length).toBeGreaterThan(0);
      }
      // Password hashes (registration and the change above) are sealed with DATA_DIR/keys/credentials.key: the
      // log and the read models hold no scrypt hash to crack offline.
      expect(filesContaining(files, 'scrypt$')).toEqual([]);
      expect(files.some((file) => file.endsWith('/keys/credentials.key'))).toBe(true);
    } finally {
      await server.start();
    }

    // Signed in before the restart and still after it; ended before it and still ended.
    expect(await Promise.all(browsers.map((b) => b.stillSignedIn()))).toEqual(before);
  });

  it('records each session in the log, by hash, with why it ended; the read models match the log', async () => {
    const result = await server.cli(['events', '--json']);
    expect(result.code).toBe(0);
    const events = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const ann = events.find((e) => e.type === 'UserRegistered' && e.data.username === 'ann').data.userId;
    const mine = events.filter((e) => e.stream === `user-${ann}`);
    const started = mine.filter((e) => e.type === 'WebSessionStarted');
    expect(started.map((e) => e.data.label)).toEqual([
      'Firefox on Linux',
      'Chrome on Windows',
      'Edge on Windows',
      'Safari on macOS',
      'Chrome on Windows',
      'Firefox on Linux',
      'Chrome on Windows',
      'Chrome on Windows',
    ]);
    for (const e of started) {
      expect(Object.keys(e.data).sort()).toEqual(['label', 'sessionHash', 'startedAt', 'userId']);
      expect(e.data.sessionHash).toMatch(/^[0-9a-f]{64}$/);
      expect(e.metadata.schemaVersion).toBe(1);
    }
    const reasons = mine.filter((e) => e.type === 'WebSessionEnded').map((e) => e.data.reason);
    expect(reasons).toEqual([
      'logged-out',
      'revoked',
      'revoked',
      'revoked',
      'password-changed',
      'password-changed',
    ]);
    // The password change and the sessions it ended are one append, in that order.
    const changed = mine.findIndex((e) => e.type === 'PasswordChanged');
    expect(mine.slice(changed, changed + 3).map((e) => e.type)).toEqual([
      'PasswordChanged',
      'WebSessionEnded',
      'WebSessionEnded',
    ]);
    expect(new Set(mine.slice(changed, changed + 3).map((e) => e.metadata.correlationId)).size).toBe(1);

    const verify = await server.cli(['projections', 'verify']);
    expect({ code: verify.code, out: verify.stdout }).toEqual({
      code: 0,
      out: expect.stringContaining('projections verify: ok'),
    });
  });

  it('a private published site stops opening for a session that was logged out', async () => {
    await api.post('/api/projects', { name: 'private-book' });
    const build = await api.post('/api/builds', { project: 'ann/private-book', formats: 'html' });
    await api.waitForBuild(build.json.id);
    const published = await api.post('/api/sites', { project: 'ann/private-book', public: false });
    expect(published.status).toBe(201);

    const reader = open(USER_AGENTS.firefox);
    await reader.logIn('ann', NEW_PASSWORD);
    expect((await reader.get('/sites/ann/private-book/')).status).toBe(200);
    const copied = reader.copy(USER_AGENTS.safari);
    expect((await copied.get('/sites/ann/private-book/')).status).toBe(200);
    await reader.post('/logout');
    expect((await copied.get('/sites/ann/private-book/')).status).toBe(404);
  });
});
