import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { SshUser } from './support/ssh-client';

/** The key a create form was rendered with: the hidden `_idempotency_key` of the form posting to `action`. */
function formKey(page: string, action: string): string {
  const forms = [...page.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]);
  const form = forms.find((f) => f.includes(`action="${action}"`));
  const key = form?.match(/name="_idempotency_key" value="([^"]+)"/)?.[1];
  if (!key) throw new Error(`no _idempotency_key in the form posting to ${action}`);
  return key;
}

/**
 * A create form submitted twice (a double click, or a resubmit after the answer was lost) creates one thing:
 * each rendered form carries its own key, which the server uses as the Idempotency-Key. Over real HTTP, as a
 * browser posts forms.
 */
describe('web create forms submitted twice, over real HTTP', () => {
  const server = new OctavoServer({ env: { OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1' } });
  let api: ApiClient;
  let web: WebClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('eve'));
    web = new WebClient(server.baseUrl);
    await web.logIn('eve');
  }, 60_000);
  afterAll(() => server.stop());

  /** Posts the same rendered form twice at once, the way a double click does. */
  async function submitTwice(action: string, key: string, fields: Record<string, string>) {
    const form = { ...fields, _idempotency_key: key };
    return Promise.all([web.post(action, form), web.post(action, form)]);
  }

  it('renders a new key each time a create form is shown', async () => {
    const first = formKey((await web.get('/new')).text, '/new');
    const second = formKey((await web.get('/new')).text, '/new');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('creates one project, and both submits land on it', async () => {
    const key = formKey((await web.get('/new')).text, '/new');
    const answers = await submitTwice('/new', key, { name: 'book', description: '', visibility: 'private' });
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect(answers.map((a) => a.headers.get('location'))).toEqual(['/eve/book', '/eve/book']);
    const projects = (await api.get('/api/projects')).json as { full_name: string }[];
    expect(projects.map((p) => p.full_name)).toEqual(['eve/book']);
  });

  it('starts one build, and one rebuild', async () => {
    await putFiles(api, 'eve/book', smallBook);
    const buildsOf = async () => (await api.get('/api/builds?project=eve/book')).json as { id: number }[];
    const key = formKey((await web.get('/eve/book/builds')).text, '/eve/book/builds');
    const started = await submitTwice('/eve/book/builds', key, { formats: 'platform', branch: 'main' });
    expect(started.map((a) => a.status)).toEqual([303, 303]);
    const builds = await buildsOf();
    expect(builds).toHaveLength(1);
    expect(started.map((a) => a.headers.get('location'))).toEqual([
      `/eve/book/builds/${builds[0].id}`,
      `/eve/book/builds/${builds[0].id}`,
    ]);
    await api.waitForBuild(builds[0].id);

    const rebuildAction = `/eve/book/builds/${builds[0].id}/rebuild`;
    const rebuildKey = formKey((await web.get(`/eve/book/builds/${builds[0].id}`)).text, rebuildAction);
    const rebuilt = await submitTwice(rebuildAction, rebuildKey, {});
    expect(rebuilt.map((a) => a.status)).toEqual([303, 303]);
    const after = await buildsOf();
    expect(after).toHaveLength(2);
    expect(new Set(rebuilt.map((a) => a.headers.get('location')))).toEqual(
      new Set([`/eve/book/builds/${after[0].id}`]),
    );
  });

  it('issues one token, and shows the same secret to both submits', async () => {
    const key = formKey((await web.get('/settings/tokens')).text, '/settings/tokens');
    const answers = await submitTwice('/settings/tokens', key, { name: 'double' });
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const tokens = (await api.get('/api/tokens')).json as { name: string }[];
    expect(tokens.filter((t) => t.name === 'double')).toHaveLength(1);
    const secretOf = (page: string) => page.match(/oct_[A-Za-z0-9_-]{40,}/)?.[0];
    expect(secretOf(answers[0].text)).toBeDefined();
    expect(secretOf(answers[1].text)).toBe(secretOf(answers[0].text));
  });

  it('adds one SSH key', async () => {
    const laptop = await SshUser.create('eve-laptop');
    const key = formKey((await web.get('/settings/ssh')).text, '/settings/ssh');
    const answers = await submitTwice('/settings/ssh', key, { title: 'laptop', key: laptop.publicKey });
    // Without the key the second submit would be refused: "this key is already on your account".
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect((await api.get('/api/ssh_keys')).json).toHaveLength(1);
  });

  it('adds one webhook', async () => {
    const action = '/eve/book/settings/automation/webhooks';
    const key = formKey((await web.get('/eve/book/settings/automation')).text, action);
    const answers = await submitTwice(action, key, { url: 'http://127.0.0.1:9/hook', secret: 's3cret' });
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect((await api.get('/api/projects/eve/book/webhooks')).json).toHaveLength(1);
  });

  it('a form rendered again is a new submit: it creates again', async () => {
    const key = formKey((await web.get('/eve/book/builds')).text, '/eve/book/builds');
    const before = ((await api.get('/api/builds?project=eve/book')).json as unknown[]).length;
    const [answer] = await submitTwice('/eve/book/builds', key, { formats: 'platform', branch: 'main' });
    expect(answer.status).toBe(303);
    expect((await api.get('/api/builds?project=eve/book')).json).toHaveLength(before + 1);
  });
});
