import type { Browser, Page } from 'playwright-core';
import { ApiClient } from './support/api-client';
import { putFiles } from './support/book';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';
import { contextWithoutCsp, injectionReport, WebClient } from './support/security-web';
import { SshUser } from './support/ssh-client';

/** Markup that runs if it is ever put into a page unescaped (in an element or in an attribute). */
const payload = (n: number) => `"><img src=x onerror=alert(${n})><script>alert(${n})</script>`;
/** No "/" (a path separator) and no space (not allowed in a branch). */
const FILE = `"><img src=x onerror=alert(4)>.md`;
const BRANCH = `b"><svg/onload=alert(5)>`;
/** Short enough for the username field's length limit. */
const USERNAME = `"><img src=x onerror=alert(20)>`;

describe('security: web sessions, headers and markup in user data', () => {
  const server = new OctavoServer({ env: { OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1' } });
  let browser: Browser;
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    browser = await launchBrowser();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  describe('session fixation', () => {
    it('gives a new session at log-in: a session id planted before does not become signed in', async () => {
      const attacker = new WebClient(server.baseUrl);
      await attacker.get('/login');
      const planted = attacker.cookie;
      const plantedCsrf = await attacker.csrf();
      expect(planted).toMatch(/\./);

      const victim = await Visitor.open(browser, server.baseUrl);
      await victim.context.addCookies([
        { name: 'octavo_session', value: planted, domain: '127.0.0.1', path: '/' },
      ]);
      await victim.logIn('ann');
      const after = (await victim.context.cookies()).find((c) => c.name === 'octavo_session')!;
      expect(after.value).not.toBe(planted);
      expect(after.httpOnly).toBe(true);
      expect(after.sameSite).toBe('Lax');
      expect(await victim.page.locator('meta[name=csrf-token]').getAttribute('content')).not.toBe(
        plantedCsrf,
      );
      await victim.close();

      // The planted cookie is still an anonymous one: the attacker is not ann.
      const home = await attacker.get('/settings/tokens');
      expect(home.status).toBe(303);
      expect(home.headers.get('location')).toMatch(/^\/login/);
      expect((await attacker.get('/')).text).not.toContain('href="/settings"');
    });

    it('ignores a forged or tampered cookie and starts a fresh anonymous session', async () => {
      const client = new WebClient(server.baseUrl);
      await client.logIn('ann');
      const [payloadPart, mac] = client.cookie.split('.');
      const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, u: 'someone-else' })).toString('base64url');
      for (const cookie of [
        `${forged}.${mac}`,
        `${payloadPart}.${mac.slice(0, -2)}`,
        'garbage',
        `${payloadPart}.`,
      ]) {
        const other = new WebClient(server.baseUrl);
        other.cookie = cookie;
        const response = await other.get('/settings/tokens');
        expect({ cookie: cookie.slice(0, 12), status: response.status }).toEqual({
          cookie: cookie.slice(0, 12),
          status: 303,
        });
        expect(other.cookie).not.toBe(cookie); // replaced by a new anonymous session
      }
    });
  });

  describe('security headers', () => {
    const common = (headers: Headers, what: string) => {
      expect({ what, nosniff: headers.get('x-content-type-options') }).toEqual({ what, nosniff: 'nosniff' });
      expect({ what, referrer: headers.get('referrer-policy') }).toEqual({
        what,
        referrer: expect.stringMatching(/^(no-referrer|same-origin)$/),
      });
      expect({ what, frames: headers.get('x-frame-options') }).toEqual({
        what,
        frames: expect.stringMatching(/^(DENY|SAMEORIGIN)$/),
      });
      expect({ what, csp: headers.get('content-security-policy') }).toEqual({
        what,
        csp: expect.stringMatching(/default-src '(none|self)'/),
      });
      expect({ what, hsts: headers.get('strict-transport-security') }).toEqual({ what, hsts: null });
    };

    it('are on every kind of response: pages, API JSON and errors, docs, health, downloads, sites', async () => {
      expect((await api.post('/api/projects', { name: 'headers', visibility: 'public' })).status).toBe(201);
      const build = await api.post('/api/builds', { project: 'ann/headers', formats: 'html' });
      const done = await api.waitForBuild(build.json.id, 120_000);
      expect((await api.post('/api/sites', { project: 'ann/headers', public: true })).status).toBe(201);
      const web = new WebClient(server.baseUrl);
      await web.logIn('ann');
      const responses: Array<[string, Response | { status: number; headers: Headers }]> = [
        [
          'API JSON',
          await fetch(`${server.baseUrl}/api/projects`, {
            headers: { authorization: `Bearer ${api.token}` },
          }),
        ],
        [
          'build status (served straight from Fastify)',
          await fetch(`${server.baseUrl}/api/builds/${build.json.id}?auth_token=${api.token}`),
        ],
        ['build status 404', await fetch(`${server.baseUrl}/api/builds/999999?auth_token=${api.token}`)],
        ['build status 401', await fetch(`${server.baseUrl}/api/builds/1?auth_token=oct_nope`)],
        ['API 404 without token', await fetch(`${server.baseUrl}/api/projects`)],
        ['API 401', await fetch(`${server.baseUrl}/api/projects?auth_token=oct_nope`)],
        ['API 422', await fetch(`${server.baseUrl}/api/builds?auth_token=${api.token}`)],
        [
          'raw file',
          await fetch(`${server.baseUrl}/api/projects/ann/headers/files/ch01.md?auth_token=${api.token}`),
        ],
        ['docs page', await fetch(`${server.baseUrl}/docs`)],
        ['OpenAPI', await fetch(`${server.baseUrl}/docs/openapi.json`)],
        ['health', await fetch(`${server.baseUrl}/healthz`)],
        ['download', await fetch(done.status[0].download_url)],
        ['download refused', await fetch(`${done.status[0].download_url}x`)],
        ['site page', await fetch(`${server.baseUrl}/sites/ann/headers/index.html`)],
        ['site missing', await fetch(`${server.baseUrl}/sites/ann/nothing/index.html`)],
        ['log-in page', await fetch(`${server.baseUrl}/login`)],
        ['signed-in page', await web.get('/')],
        ['web 404', await web.get('/ann/nothing-here')],
        ['web raw file', await web.get('/ann/headers/raw/main/ch01.md')],
        ['CSRF refusal', await web.request('POST', '/new', { name: 'x' })],
      ];
      for (const [what, response] of responses) common(response.headers, what);
      // An unread download holds its connection, and the server's stop would wait for it (see download()).
      await Promise.all(responses.map(([, r]) => ('arrayBuffer' in r ? r.arrayBuffer() : undefined)));
      const page = responses.find(([what]) => what === 'signed-in page')![1].headers;
      expect(page.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const json = responses.find(([what]) => what === 'API JSON')![1].headers;
      expect(json.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('add HSTS and Secure cookies only when BASE_URL is https', async () => {
      const https = new OctavoServer({ env: { BASE_URL: 'https://books.example.org' } });
      await https.start();
      try {
        const response = await fetch(`${https.baseUrl}/login`);
        expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
        expect(response.headers.get('set-cookie')).toContain('Secure');
        const api404 = await fetch(`${https.baseUrl}/api/projects`);
        expect(api404.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      } finally {
        await https.stop();
      }
      expect((await fetch(`${server.baseUrl}/login`)).headers.get('set-cookie')).not.toContain('Secure');
    });
  });

  describe('markup in every user-controlled field shows as text', () => {
    let session: string;
    let buildId: number;

    beforeAll(async () => {
      const created = await api.post('/api/projects', {
        name: 'xss',
        description: payload(1),
        visibility: 'public',
      });
      expect(created.status).toBe(201);
      const put = (path: string, body: Record<string, string>) =>
        api.put(`/api/projects/ann/xss/files/${encodeURIComponent(path)}`, body);
      expect((await put(FILE, { content: payload(2), message: payload(3) })).status).toBe(200);
      expect((await put('branch.md', { content: 'x', message: 'on a branch', branch: BRANCH })).status).toBe(
        200,
      );
      await putFiles(api, 'ann/xss', {
        'platform.json': JSON.stringify({ title: payload(6), files: ['ch01.md', FILE, `missing${FILE}`] }),
      });
      expect((await api.post('/api/tokens', { name: payload(7) })).status).toBe(201);
      const key = (await SshUser.create('xss')).publicKey;
      expect((await api.post('/api/ssh_keys', { title: payload(8), key })).status).toBe(201);
      const hook = await api.post('/api/projects/ann/xss/webhooks', {
        url: `http://127.0.0.1:9/${payload(9)}`,
        secret: payload(10),
      });
      expect(hook.status).toBe(201);
      const build = await api.post('/api/builds', { project: 'ann/xss', formats: 'html,platform' });
      buildId = build.json.id;
      const done = await api.waitForBuild(buildId, 120_000);
      expect(done.status.find((s: { format: string }) => s.format === 'html').message).toContain(
        `missing${FILE}`,
      );
      const web = new WebClient(server.baseUrl);
      await web.logIn('ann');
      session = web.cookie;
    });

    /** Loads a page with CSP bypassed and checks nothing from the data became markup. */
    async function expectInert(page: Page, dialogs: string[], expectText: string[]) {
      const report = await injectionReport(page);
      expect({ url: page.url(), inline: report.inlineScripts, handlers: report.handlerAttributes }).toEqual({
        url: page.url(),
        inline: 0,
        handlers: [],
      });
      expect({ url: page.url(), injected: report.injectedElements }).toEqual({
        url: page.url(),
        injected: 0,
      });
      for (const text of expectText)
        expect({ url: page.url(), shows: report.text.includes(text) }).toEqual({
          url: page.url(),
          shows: true,
        });
      expect(dialogs).toEqual([]);
    }

    it.each([
      ['project list (description)', '/', [payload(1)]],
      ['project page (description, file name)', '/ann/xss', [payload(1), FILE]],
      ['file page (name, content)', `/ann/xss/blob/main/${encodeURIComponent(FILE)}`, [FILE, payload(2)]],
      ['editor (name, content)', `/ann/xss/edit/main/${encodeURIComponent(FILE)}`, [FILE]],
      ['tree on the branch (branch name)', `/ann/xss/tree/${encodeURIComponent(BRANCH)}`, [BRANCH]],
      ['builds (list of builds)', '/ann/xss/builds', []],
      ['a build (messages, events)', '/ann/xss/builds/{build}', [`missing${FILE}`]],
      ['project settings', '/ann/xss/settings', []],
      ['automation settings (webhook URL)', '/ann/xss/settings/automation', ['127.0.0.1:9']],
      ['tokens (token name)', '/settings/tokens', [payload(7)]],
      ['SSH keys (key title)', '/settings/ssh', [payload(8)]],
      ['404 naming the path', `/ann/${encodeURIComponent(payload(11))}`, []],
      ['log-in with a hostile next', `/login?next=${encodeURIComponent(`/${payload(12)}`)}`, []],
    ])('%s', async (_what, path, texts) => {
      const { context, page, dialogs } = await contextWithoutCsp(browser, server.baseUrl, session);
      try {
        await page.goto(path.replace('{build}', String(buildId)));
        await expectInert(page, dialogs, texts as string[]);
      } finally {
        await context.close();
      }
    });

    it.each([
      [
        'a commit message, through the editor form',
        `/ann/xss/edit/main/ch01.md`,
        { content: 'y', message: payload(13) },
      ],
      [
        'a collaborator name',
        '/ann/xss/settings/collaborators',
        { username: payload(14), permission: 'read' },
      ],
      ['a project name', '/new', { name: payload(15), description: payload(16) }],
      ['a token name', '/settings/tokens', { name: payload(17) }],
      [
        'a webhook URL that is refused',
        '/ann/xss/settings/automation/webhooks',
        { url: `javascript:${payload(18)}`, secret: 's' },
      ],
      ['a branch name that is refused', '/ann/xss/builds', { formats: 'html', branch: payload(19) }],
    ])('%s: the answer page echoes it as text', async (_what, path, fields) => {
      const { context, page, dialogs } = await contextWithoutCsp(browser, server.baseUrl, session);
      try {
        await page.goto('/');
        // Submits a real form from the page, so the browser renders whatever the server answers.
        await Promise.all([
          page.waitForLoadState('load'),
          page.waitForNavigation(),
          page.evaluate(
            ({ action, values }) => {
              const form = document.createElement('form');
              form.method = 'POST';
              form.action = action;
              const csrf = document.querySelector('meta[name=csrf-token]')!.getAttribute('content')!;
              for (const [name, value] of Object.entries({ ...values, _csrf: csrf })) {
                const input = document.createElement('input');
                input.type = 'hidden';
                input.name = name;
                input.value = value;
                form.appendChild(input);
              }
              document.body.appendChild(form);
              form.submit();
            },
            { action: path, values: fields as Record<string, string> },
          ),
        ]);
        await expectInert(page, dialogs, []);
      } finally {
        await context.close();
      }
    });

    it('signing up with markup as the username echoes it as text', async () => {
      const { context, page, dialogs } = await contextWithoutCsp(browser, server.baseUrl, 'none');
      try {
        await page.goto('/signup');
        await page.getByLabel('Username').fill(USERNAME);
        await page.getByLabel('Email').fill('x@example.com');
        await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
        await page.getByLabel('Repeat the password').fill('correct-horse-battery');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.waitForLoadState('load');
        expect(await page.getByLabel('Username').inputValue()).toBe(USERNAME);
        await expectInert(page, dialogs, []);
      } finally {
        await context.close();
      }
    });
  });
});
