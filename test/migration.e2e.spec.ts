import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ApiClient } from './support/api-client';
import { OctavoServer, ROOT } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { expectOk, SshUser } from './support/ssh-client';
import { readZip } from './support/zip';

const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);

/**
 * Migrating an existing Atlas book: a project created empty, the corpus book pushed over SSH unchanged (branch
 * master), which becomes the default branch; it builds; the default branch can then be chosen.
 */
describe('migration: an existing Atlas repository pushed into an empty project', () => {
  const server = new OctavoServer();
  let api: ApiClient;
  let ann: SshUser;
  let web: WebClient;
  let cloneUrl: string;
  let book: string;

  beforeAll(async () => {
    expect(existsSync(CORPUS_BUNDLE)).toBe(true);
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    book = ann.workdir('mastering-ethereum');
    expectOk(
      await ann.git(['clone', '--quiet', '--branch', 'master', CORPUS_BUNDLE, book]),
      'clone the bundle',
    );
  }, 120_000);
  afterAll(() => server.stop());

  it('creates an empty project: no commit, no branch, marked empty', async () => {
    const created = await api.post('/api/projects', { name: 'ethereum', starter: false });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ full_name: 'ann/ethereum', empty: true, branches: [] });
    cloneUrl = created.json.clone_url;
    expect(cloneUrl).toBe(`ssh://git@127.0.0.1:${server.sshPort}/ann/ethereum.git`);
    const refs = expectOk(await ann.git(['ls-remote', cloneUrl]), 'ls-remote');
    expect(refs.stdout.trim()).toBe('');
  });

  it('shows the push commands with the real clone address on the empty project page', async () => {
    const page = await web.get('/ann/ethereum');
    expect(page.status).toBe(200);
    expect(page.text).toContain('This project is empty');
    expect(page.text).toContain(`git remote add octavo ${cloneUrl}`);
    expect(page.text).toContain('git push octavo master');
  });

  it('answers a build of the empty project with 422 branch_not_found saying it is empty', async () => {
    const response = await api.post('/api/builds', { project: 'ann/ethereum', formats: 'platform' });
    expect(response.status).toBe(422);
    expect(response.json.error).toBe('branch_not_found');
    expect(response.json.message).toContain('ann/ethereum is empty: it has no branch yet');
    expect(response.json.message).toContain(`git remote add octavo ${cloneUrl}`);
  });

  it('takes the unchanged book on master; master becomes the default branch (API, web page, HEAD)', async () => {
    const commit = expectOk(await ann.git(['rev-parse', 'HEAD'], book), 'rev-parse').stdout.trim();
    expectOk(await ann.git(['remote', 'add', 'octavo', cloneUrl], book), 'remote add');
    const pushed = expectOk(await ann.git(['push', 'octavo', 'master'], book), 'git push octavo master');
    expect(pushed.stderr).toContain('master is now the default branch of ann/ethereum');

    const project = await api.get('/api/projects/ann/ethereum');
    expect(project.json).toMatchObject({
      default_branch: 'master',
      empty: false,
      branches: [{ name: 'master', commit }],
    });
    const symref = expectOk(await ann.git(['ls-remote', '--symref', cloneUrl, 'HEAD']), 'ls-remote');
    expect(symref.stdout).toContain('ref: refs/heads/master\tHEAD');

    const page = await web.get('/ann/ethereum');
    expect(page.status).toBe(200);
    expect(page.text).toContain('atlas.json');
    expect(page.text).toMatch(/<option value="master"\s+selected/);
    const events = await server.cli(['events', '--type', 'DefaultBranchChanged', '--json']);
    expect(JSON.parse(events.stdout.trim())).toMatchObject({
      type: 'DefaultBranchChanged',
      data: { project: 'ann/ethereum', branch: 'master', previous: 'main', reason: 'first-push' },
    });
  });

  it('builds the source package of the pushed book through the API', async () => {
    const posted = await api.post('/api/builds', { project: 'ann/ethereum', formats: 'platform' });
    expect(posted.status).toBe(201);
    expect(posted.json.branch).toBe('master');
    const done = await api.waitForBuild(posted.json.id, 120_000);
    expect(done.status[0]).toMatchObject({ format: 'platform', status: 'completed' });
    const zip = await readZip(Buffer.from(await (await fetch(done.status[0].download_url)).arrayBuffer()));
    expect(zip.has('atlas.json')).toBe(true);
    expect(zip.has('01what-is.asciidoc')).toBe(true);
  }, 150_000);

  it('refuses a default branch that does not exist (422 naming the branches that do), then takes an existing one', async () => {
    const missing = await api.request('PATCH', '/api/projects/ann/ethereum', { default_branch: 'main' });
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({
      error: 'validation_failed',
      message: 'branch main does not exist in ann/ethereum; existing branches: master',
    });

    expectOk(await ann.git(['push', 'octavo', 'master:drafts'], book), 'push a second branch');
    const changed = await api.request('PATCH', '/api/projects/ann/ethereum', { default_branch: 'drafts' });
    expect(changed.status).toBe(200);
    expect(changed.json.default_branch).toBe('drafts');
    expect((await api.get('/api/projects/ann/ethereum')).json.default_branch).toBe('drafts');
    const symref = expectOk(await ann.git(['ls-remote', '--symref', cloneUrl, 'HEAD']), 'ls-remote');
    expect(symref.stdout).toContain('ref: refs/heads/drafts\tHEAD');

    // The default branch may not be deleted; master, no longer the default, may.
    const refused = await ann.git(['push', 'octavo', ':drafts'], book);
    expect(refused.code).not.toBe(0);
    expectOk(await ann.git(['push', 'octavo', ':master'], book), 'delete master');
    expect((await api.get('/api/projects/ann/ethereum')).json.branches).toEqual([
      expect.objectContaining({ name: 'drafts' }),
    ]);
  });

  it('changes the default branch from the project settings page', async () => {
    expectOk(await ann.git(['push', 'octavo', 'master'], book), 'push master again');
    const settings = await web.get('/ann/ethereum/settings');
    expect(settings.text).toContain('id="default-branch-select"');
    const wrong = await web.post('/ann/ethereum/settings/default-branch', { default_branch: 'nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('existing branches: drafts, master');
    const saved = await web.post('/ann/ethereum/settings/default-branch', { default_branch: 'master' });
    expect(saved.status).toBe(303);
    expect((await api.get('/api/projects/ann/ethereum')).json.default_branch).toBe('master');
    const symref = expectOk(await ann.git(['ls-remote', '--symref', cloneUrl, 'HEAD']), 'ls-remote');
    expect(symref.stdout).toContain('ref: refs/heads/master\tHEAD');
  });

  it('puts HEAD back where the log says if it was left elsewhere (a crash between the event and the move)', async () => {
    const gitDir = join(server.dataDir, 'repositories', 'ann', 'ethereum.git');
    execFileSync('git', ['--git-dir', gitDir, 'symbolic-ref', 'HEAD', 'refs/heads/drafts']);
    const symref = expectOk(await ann.git(['ls-remote', '--symref', cloneUrl, 'HEAD']), 'ls-remote');
    expect(symref.stdout).toContain('ref: refs/heads/master\tHEAD');
  });

  it('offers the empty start on the new-project form', async () => {
    const form = await web.get('/new');
    expect(form.text).toContain('Start with an empty repository, to push an existing book');
    const created = await web.post('/new', { name: 'second', visibility: 'private', empty: '1' });
    expect(created.status).toBe(303);
    expect((await api.get('/api/projects/ann/second')).json).toMatchObject({ empty: true, branches: [] });
    const starter = await api.post('/api/projects', { name: 'third' });
    expect(starter.json).toMatchObject({ empty: false, default_branch: 'main' });
  });

  it('rebuilding the read models from the log gives the same projects (DefaultBranchChanged included)', async () => {
    const verified = await server.cli(['projections', 'verify']);
    expect(verified.code).toBe(0);
  });
});
