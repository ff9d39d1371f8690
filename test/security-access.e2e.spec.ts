import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { OctavoServer, ROOT } from './support/octavo-server';
import { filesUnder, WebClient } from './support/security-web';
import { SshUser } from './support/ssh-client';

/** What a route does to the project: decides what a read-only collaborator gets. */
type Kind = 'read' | 'write' | 'owner';

interface Ids {
  repo: string;
  build: string;
  webhook: string;
  /** The build's commit (a full SHA: commit pages take nothing else). */
  commit: string;
}

interface ApiCase {
  kind: Kind;
  request: (ids: Ids) => { method: string; path: string; body?: Record<string, unknown> };
}

/** Placeholders: what differs between the private project and a missing one, replaced before comparing. */
const SECRET: Ids = { repo: 'secret', build: '', webhook: '', commit: '' };
const MISSING: Ids = {
  repo: 'nothing-here',
  build: '987654321',
  webhook: 'f0000000-0000-4000-8000-000000000000',
  commit: 'c0ffee0000000000000000000000000000000000',
};

const project = (ids: Ids, suffix = '') => `/api/projects/ann/${ids.repo}${suffix}`;

/** Every /api route of the OpenAPI document that reaches one project, with what it does. */
const PROJECT_ROUTES: Record<string, ApiCase> = {
  'POST /api/builds': {
    kind: 'read',
    request: (i) => ({
      method: 'POST',
      path: '/api/builds',
      body: { project: `ann/${i.repo}`, formats: 'platform' },
    }),
  },
  'GET /api/builds': {
    kind: 'read',
    request: (i) => ({ method: 'GET', path: `/api/builds?project=ann/${i.repo}` }),
  },
  'GET /api/builds/{id}': {
    kind: 'read',
    request: (i) => ({ method: 'GET', path: `/api/builds/${i.build}` }),
  },
  'GET /api/builds/{id}/events': {
    kind: 'read',
    request: (i) => ({ method: 'GET', path: `/api/builds/${i.build}/events` }),
  },
  'GET /api/builds/{id}/log': {
    kind: 'read',
    request: (i) => ({ method: 'GET', path: `/api/builds/${i.build}/log?format=platform` }),
  },
  'POST /api/builds/{id}/cancel': {
    kind: 'write',
    request: (i) => ({ method: 'POST', path: `/api/builds/${i.build}/cancel` }),
  },
  'POST /api/builds/{id}/retry': {
    kind: 'read',
    request: (i) => ({ method: 'POST', path: `/api/builds/${i.build}/retry` }),
  },
  'POST /api/builds/{id}/verify': {
    kind: 'read',
    request: (i) => ({ method: 'POST', path: `/api/builds/${i.build}/verify` }),
  },
  'GET /api/projects/{owner}/{repo}': { kind: 'read', request: (i) => ({ method: 'GET', path: project(i) }) },
  'PATCH /api/projects/{owner}/{repo}': {
    kind: 'owner',
    request: (i) => ({ method: 'PATCH', path: project(i), body: { visibility: 'public' } }),
  },
  'DELETE /api/projects/{owner}/{repo}': {
    kind: 'owner',
    request: (i) => ({ method: 'DELETE', path: project(i) }),
  },
  'PUT /api/projects/{owner}/{repo}/collaborators/{username}': {
    kind: 'owner',
    request: (i) => ({
      method: 'PUT',
      path: project(i, '/collaborators/eve'),
      body: { permission: 'write' },
    }),
  },
  'DELETE /api/projects/{owner}/{repo}/collaborators/{username}': {
    kind: 'owner',
    request: (i) => ({ method: 'DELETE', path: project(i, '/collaborators/carol') }),
  },
  'GET /api/projects/{owner}/{repo}/files/{path}': {
    kind: 'read',
    request: (i) => ({ method: 'GET', path: project(i, '/files/ch01.md') }),
  },
  'PUT /api/projects/{owner}/{repo}/files/{path}': {
    kind: 'write',
    request: (i) => ({
      method: 'PUT',
      path: project(i, '/files/ch01.md'),
      body: { content: 'defaced', message: 'deface' },
    }),
  },
  'GET /api/projects/{owner}/{repo}/tree': {
    kind: 'read',
    request: (i) => ({ method: 'GET', path: project(i, '/tree') }),
  },
  'GET /api/projects/{owner}/{repo}/webhooks': {
    kind: 'owner',
    request: (i) => ({ method: 'GET', path: project(i, '/webhooks') }),
  },
  'POST /api/projects/{owner}/{repo}/webhooks': {
    kind: 'owner',
    request: (i) => ({
      method: 'POST',
      path: project(i, '/webhooks'),
      body: { url: 'http://127.0.0.1:9/steal', secret: 's' },
    }),
  },
  'GET /api/projects/{owner}/{repo}/webhooks/{id}': {
    kind: 'owner',
    request: (i) => ({ method: 'GET', path: project(i, `/webhooks/${i.webhook}`) }),
  },
  'DELETE /api/projects/{owner}/{repo}/webhooks/{id}': {
    kind: 'owner',
    request: (i) => ({ method: 'DELETE', path: project(i, `/webhooks/${i.webhook}`) }),
  },
  'GET /api/projects/{owner}/{repo}/webhooks/{id}/deliveries': {
    kind: 'owner',
    request: (i) => ({ method: 'GET', path: project(i, `/webhooks/${i.webhook}/deliveries`) }),
  },
  'GET /api/projects/{owner}/{repo}/auto_build': {
    kind: 'owner',
    request: (i) => ({ method: 'GET', path: project(i, '/auto_build') }),
  },
  'PUT /api/projects/{owner}/{repo}/auto_build': {
    kind: 'owner',
    request: (i) => ({
      method: 'PUT',
      path: project(i, '/auto_build'),
      body: { enabled: true, branches: ['main'], formats: ['pdf'] },
    }),
  },
  // Publishing decides who may read the book, like visibility: the owner's right (issue 18).
  'POST /api/sites': {
    kind: 'owner',
    request: (i) => ({
      method: 'POST',
      path: '/api/sites',
      body: { project: `ann/${i.repo}`, public: true },
    }),
  },
};

/** Routes that belong to the caller, not to a project: another user's ids there must look unknown. */
const ACCOUNT_ROUTES = [
  'GET /api/projects',
  'POST /api/projects',
  'GET /api/ssh_keys',
  'POST /api/ssh_keys',
  'DELETE /api/ssh_keys/{id}',
  'GET /api/tokens',
  'POST /api/tokens',
  'DELETE /api/tokens/{id}',
  'GET /api/user',
  'DELETE /api/user',
];
/** Outside /api: a signed link is the capability (tested in security-tokens.e2e.spec.ts). */
const SIGNED_ROUTES = ['GET /downloads/{buildId}/{format}/{fileName}'];

/** Web routes (from the controllers' decorators) that name one project. */
function webProjectRoutes(): string[] {
  const routes: string[] = [];
  const files = filesUnder(join(ROOT, 'src')).filter((f) => f.endsWith('.controller.ts'));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const prefix = source.match(/@Controller\('([^']*)'\)/)?.[1] ?? '';
    if (prefix.startsWith('api') || prefix === 'downloads') continue;
    for (const [, method, path] of source.matchAll(/@(Get|Post|Put|Patch|Delete)\('?([^')]*)'?\)/g)) {
      const full = `/${[prefix, path].filter(Boolean).join('/')}`;
      if (full.includes(':owner/:repo')) routes.push(`${method.toUpperCase()} ${full}`);
    }
  }
  return routes.sort();
}

/** Web routes with values for their parameters, and what a read-only collaborator gets. */
const WEB_ROUTES: Record<
  string,
  { kind: Kind; path: (i: Ids) => string; form?: Record<string, string>; stranger?: number }
> = {
  'GET /:owner/:repo': { kind: 'read', path: (i) => `/ann/${i.repo}` },
  'GET /:owner/:repo/tree/*': { kind: 'read', path: (i) => `/ann/${i.repo}/tree/main` },
  'GET /:owner/:repo/switch': { kind: 'read', path: (i) => `/ann/${i.repo}/switch?branch=main` },
  'GET /:owner/:repo/blob/*': { kind: 'read', path: (i) => `/ann/${i.repo}/blob/main/ch01.md` },
  'GET /:owner/:repo/raw/*': { kind: 'read', path: (i) => `/ann/${i.repo}/raw/main/ch01.md` },
  'GET /:owner/:repo/edit/*': { kind: 'write', path: (i) => `/ann/${i.repo}/edit/main/ch01.md` },
  'POST /:owner/:repo/edit/*': {
    kind: 'write',
    path: (i) => `/ann/${i.repo}/edit/main/ch01.md`,
    form: { content: 'defaced', message: 'deface' },
  },
  'GET /:owner/:repo/new/*': { kind: 'write', path: (i) => `/ann/${i.repo}/new/main` },
  'POST /:owner/:repo/new/*': {
    kind: 'write',
    path: (i) => `/ann/${i.repo}/new/main`,
    form: { path: 'evil.md', content: 'x', message: 'x' },
  },
  'GET /:owner/:repo/upload/*': { kind: 'write', path: (i) => `/ann/${i.repo}/upload/main` },
  'POST /:owner/:repo/upload/*': { kind: 'write', path: (i) => `/ann/${i.repo}/upload/main`, form: {} },
  'GET /:owner/:repo/builds': { kind: 'read', path: (i) => `/ann/${i.repo}/builds` },
  'GET /:owner/:repo/builds/table': { kind: 'read', path: (i) => `/ann/${i.repo}/builds/table` },
  'POST /:owner/:repo/builds': {
    kind: 'read',
    path: (i) => `/ann/${i.repo}/builds`,
    form: { formats: 'platform' },
  },
  'GET /:owner/:repo/builds/:id': { kind: 'read', path: (i) => `/ann/${i.repo}/builds/${i.build}` },
  'GET /:owner/:repo/builds/:id/log/:format': {
    kind: 'read',
    path: (i) => `/ann/${i.repo}/builds/${i.build}/log/platform`,
  },
  'GET /:owner/:repo/builds/:id/status': {
    kind: 'read',
    path: (i) => `/ann/${i.repo}/builds/${i.build}/status`,
  },
  'GET /:owner/:repo/builds/:id/:format': {
    kind: 'read',
    path: (i) => `/ann/${i.repo}/builds/${i.build}/platform`,
  },
  // Only the build's starter or a writer: the read-only collaborator did not start it.
  'POST /:owner/:repo/builds/:id/rebuild': {
    kind: 'write',
    path: (i) => `/ann/${i.repo}/builds/${i.build}/rebuild`,
  },
  'GET /:owner/:repo/commits': { kind: 'read', path: (i) => `/ann/${i.repo}/commits` },
  'GET /:owner/:repo/commits/*': { kind: 'read', path: (i) => `/ann/${i.repo}/commits/main` },
  'GET /:owner/:repo/commit/:sha': { kind: 'read', path: (i) => `/ann/${i.repo}/commit/${i.commit}` },
  // A preview renders the posted text; it commits nothing, so readers may use it.
  'POST /:owner/:repo/preview/*': {
    kind: 'read',
    path: (i) => `/ann/${i.repo}/preview/main/ch01.md`,
    form: { content: '# Preview' },
  },
  'POST /:owner/:repo/builds/:id/cancel': {
    kind: 'write',
    path: (i) => `/ann/${i.repo}/builds/${i.build}/cancel`,
  },
  'GET /:owner/:repo/settings': { kind: 'owner', path: (i) => `/ann/${i.repo}/settings` },
  'POST /:owner/:repo/settings/default-branch': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/default-branch`,
    form: { branch: 'main' },
  },
  'POST /:owner/:repo/settings/collaborators': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/collaborators`,
    form: { username: 'eve', permission: 'write' },
  },
  'POST /:owner/:repo/settings/visibility': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/visibility`,
    form: { visibility: 'public' },
  },
  'POST /:owner/:repo/settings/site': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/site`,
    form: {},
  },
  'POST /:owner/:repo/settings/collaborators/:username/remove': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/collaborators/carol/remove`,
  },
  'POST /:owner/:repo/delete': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/delete`,
    form: { confirm: `ann/secret` },
  },
  'GET /:owner/:repo/settings/automation': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/automation`,
  },
  'POST /:owner/:repo/settings/automation/auto-build': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/automation/auto-build`,
    form: { enabled: 'on', branches: 'main', formats: 'pdf' },
  },
  'POST /:owner/:repo/settings/automation/webhooks': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/automation/webhooks`,
    form: { url: 'http://127.0.0.1:9/steal', secret: 's' },
  },
  'POST /:owner/:repo/settings/automation/webhooks/:id/remove': {
    kind: 'owner',
    path: (i) => `/ann/${i.repo}/settings/automation/webhooks/${i.webhook}/remove`,
  },
  // Redirects to the trailing slash for every name, published or not: nothing learned.
  'GET /sites/:owner/:repo': { kind: 'read', path: (i) => `/sites/ann/${i.repo}`, stranger: 301 },
  'GET /sites/:owner/:repo/*': { kind: 'read', path: (i) => `/sites/ann/${i.repo}/index.html` },
};

describe("security: every route refuses another user's private project", () => {
  const server = new OctavoServer({ env: { OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1' } });
  const api: Record<string, ApiClient> = {};
  const web: Record<string, WebClient> = {};
  let ids: Ids;
  let annKey: string;
  let annTokenId: string;
  let before: { project: string; file: string; webhooks: string; keys: string; tokens: string };

  const normalize = (text: string, i: Ids) =>
    text
      .split(i.repo)
      .join('<repo>')
      .split(`build ${i.build}`)
      .join('build <id>')
      .split(i.webhook)
      .join('<hook>')
      .split(i.commit || '\u0000')
      .join('<commit>');

  const snapshot = async () => ({
    project: JSON.stringify((await api.ann.get('/api/projects/ann/secret')).json),
    file: (await api.ann.get('/api/projects/ann/secret/files/ch01.md')).text,
    webhooks: JSON.stringify(
      (await api.ann.get('/api/projects/ann/secret/webhooks')).json.map(
        (w: { id: string; url: string; active: boolean }) => [w.id, w.url, w.active],
      ),
    ),
    keys: JSON.stringify((await api.ann.get('/api/ssh_keys')).json),
    tokens: JSON.stringify((await api.ann.get('/api/tokens')).json.map((t: { id: string }) => t.id)),
  });

  beforeAll(async () => {
    await server.start();
    for (const name of ['ann', 'carol', 'eve']) {
      api[name] = new ApiClient(server.baseUrl, await server.createUser(name));
      web[name] = new WebClient(server.baseUrl);
      await web[name].logIn(name);
    }
    expect((await api.ann.post('/api/projects', { name: 'secret', visibility: 'private' })).status).toBe(201);
    expect(
      (await api.ann.put('/api/projects/ann/secret/collaborators/carol', { permission: 'read' })).status,
    ).toBe(200);
    const build = await api.ann.post('/api/builds', { project: 'ann/secret', formats: 'platform,html' });
    await api.ann.waitForBuild(build.json.id, 120_000);
    expect((await api.ann.post('/api/sites', { project: 'ann/secret' })).status).toBe(201);
    const hook = await api.ann.post('/api/projects/ann/secret/webhooks', {
      url: 'http://127.0.0.1:9/h',
      secret: 'k',
    });
    expect(hook.status).toBe(201);
    ids = { repo: 'secret', build: String(build.json.id), webhook: hook.json.id, commit: build.json.commit };
    SECRET.build = ids.build;
    SECRET.webhook = ids.webhook;
    SECRET.commit = ids.commit;
    const key = await api.ann.post('/api/ssh_keys', {
      title: 'laptop',
      key: (await SshUser.create('ann')).publicKey,
    });
    annKey = key.json.id;
    annTokenId = (await api.ann.get('/api/tokens')).json[0].id;
    before = await snapshot();
  });
  afterAll(() => server.stop());

  it('has a row for every route in the OpenAPI document and every web route naming a project', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual([...Object.keys(PROJECT_ROUTES), ...ACCOUNT_ROUTES, ...SIGNED_ROUTES].sort());
    expect(webProjectRoutes()).toEqual(Object.keys(WEB_ROUTES).sort());
  });

  it.each(Object.keys(PROJECT_ROUTES))(
    'API %s: a stranger gets the 404 of a missing project',
    async (route) => {
      const send = (i: Ids) => {
        const { method, path, body } = PROJECT_ROUTES[route].request(i);
        return api.eve.request(method, path, body);
      };
      const hidden = await send(SECRET);
      const missing = await send(MISSING);
      expect(hidden.status).toBe(404);
      expect({ status: hidden.status, body: normalize(hidden.text, SECRET) }).toEqual({
        status: missing.status,
        body: normalize(missing.text, MISSING),
      });
    },
  );

  it.each(Object.keys(PROJECT_ROUTES))('API %s: a read-only collaborator may only read', async (route) => {
    const { kind, request } = PROJECT_ROUTES[route];
    const { method, path, body } = request(SECRET);
    const response = await api.carol.request(method, path, body);
    if (kind === 'read')
      expect({ route, status: response.status }).toEqual({ route, status: expect.any(Number) });
    if (kind === 'read') expect(response.status).toBeLessThan(300);
    else {
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
      expect(response.json).toEqual({ error: 'forbidden', message: expect.any(String) });
    }
  });

  it("API account routes: another user's keys, tokens and projects look unknown", async () => {
    for (const path of [`/api/ssh_keys/${annKey}`, `/api/tokens/${annTokenId}`]) {
      const hidden = await api.eve.delete(path);
      const missing = await api.eve.delete(path.replace(/[^/]+$/, MISSING.webhook));
      expect({ path, status: hidden.status }).toEqual({ path, status: 404 });
      expect(hidden.json.error).toBe(missing.json.error);
    }
    expect((await api.eve.get('/api/projects')).text).not.toContain('secret');
    expect((await api.eve.get('/api/ssh_keys')).json).toEqual([]);
    expect((await api.eve.get('/api/tokens')).text).not.toContain(annTokenId);
    expect((await api.eve.get('/api/user')).json.username).toBe('eve');
    // DELETE /api/user acts on the caller's own account only, and only with the caller's password.
    expect((await api.eve.request('DELETE', '/api/user', { password: 'not-eves-password' })).status).toBe(
      422,
    );
    expect((await api.ann.get('/api/user')).json.username).toBe('ann');
    expect((await api.carol.get('/api/projects')).text).toContain('ann/secret');
  });

  it.each(Object.keys(WEB_ROUTES))('web %s: a stranger gets the 404 of a missing project', async (route) => {
    const { path, form, stranger = 404 } = WEB_ROUTES[route];
    const method = route.split(' ')[0];
    const send = (i: Ids) => (method === 'GET' ? web.eve.get(path(i)) : web.eve.post(path(i), form ?? {}));
    const hidden = await send(SECRET);
    const missing = await send(MISSING);
    expect({ route, status: hidden.status }).toEqual({ route, status: stranger });
    expect(hidden.status).toBe(missing.status);
    expect(hidden.text).not.toContain('Getting Started');
    if (!route.includes('/sites/')) {
      expect(normalize(hidden.text, SECRET).replace(/content="[^"]+"|value="[^"]+"/g, '')).toEqual(
        normalize(missing.text, MISSING).replace(/content="[^"]+"|value="[^"]+"/g, ''),
      );
    }
  });

  it.each(Object.keys(WEB_ROUTES))('web %s: a read-only collaborator may only read', async (route) => {
    const { kind, path, form } = WEB_ROUTES[route];
    const method = route.split(' ')[0];
    const response =
      method === 'GET' ? await web.carol.get(path(SECRET)) : await web.carol.post(path(SECRET), form ?? {});
    if (kind === 'read') expect({ route, ok: response.status < 400 }).toEqual({ route, ok: true });
    else expect({ route, status: response.status }).toEqual({ route, status: 403 });
  });

  it('changed nothing of the owner’s: project, file, webhooks, keys and tokens are as they were', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
