import { realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { fakeTool, waitForFinalFormat } from './support/faults';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { expectOk, SshUser } from './support/ssh-client';

/**
 * Failure messages never show the server's paths (its DATA_DIR, the repository's path, temporary folders):
 * every failure message and log line a user is shown here is collected and searched for them.
 */
describe('what users are shown holds no server path', () => {
  const server = new OctavoServer({
    env: { EBOOK_CONVERT_PATH: fakeTool('ebook-convert-echo'), CHROME_PATH: fakeTool('chromium-crash') },
  });
  let api: ApiClient;
  let ann: SshUser;
  const shown: Array<{ what: string; text: string }> = [];
  const show = (what: string, text: string) => shown.push({ what, text });

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(api, 'ann/book', smallBook);
  });
  afterAll(() => server.stop());

  it('a push that fails on a stale lock file names the ref, not the repository path', async () => {
    const work = ann.workdir('book');
    expectOk(
      await ann.git(['clone', '--quiet', `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`, work]),
      'clone',
    );
    await ann.commitFile(work, 'ch04.md', '# Four\n', 'four');
    const lock = join(server.dataDir, 'repositories', 'ann', 'book.git', 'refs', 'heads', 'main.lock');
    writeFileSync(lock, '');
    const push = await ann.git(['push', 'origin', 'main'], work);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain("Unable to create 'ann/book.git/refs/heads/main.lock'");
    show('push onto a locked ref', push.stderr);
  });

  it('a converter that fails saying where it ran: the message and the build log hold the book, not the server', async () => {
    const build = await api.post('/api/builds', { project: 'ann/book', formats: 'mobi,pdf' });
    const mobi = await waitForFinalFormat(api, build.json.id, 'mobi');
    const pdf = await waitForFinalFormat(api, build.json.id, 'pdf');
    expect(mobi.status).toBe('failed');
    expect(mobi.message).toContain('fake ebook-convert: cannot convert');
    show('mobi failure', mobi.message!);
    show('pdf failure', pdf.message!);
    for (const format of ['mobi', 'pdf']) {
      const log = await api.get(`/api/builds/${build.json.id}/log?format=${format}`);
      expect(log.status).toBe(200);
      show(`${format} build log`, log.text);
    }
  });

  it('API, web and health answers to bad requests', async () => {
    for (const path of [
      '/api/nothing',
      '/api/projects/ann/nothing',
      '/api/projects/ann/book/files/missing.md',
      `/api/projects/ann/book/files/a.md?branch=${'x'.repeat(300)}`,
      '/api/builds/999999',
      '/readyz',
    ]) {
      show(`GET ${path}`, (await api.get(path)).text);
    }
    show('bad token', (await new ApiClient(server.baseUrl, 'nope').get('/api/projects')).text);
    const web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    for (const path of ['/ann/nothing', '/ann/book/blob/main/missing.md', '/login?next=/%0d']) {
      show(`web ${path}`, (await web.get(path)).text);
    }
  });

  it('none of it names DATA_DIR or a temporary folder', () => {
    expect(shown.length).toBeGreaterThan(10);
    const forbidden = [server.dataDir, realpathSync(server.dataDir), '/tmp'];
    const leaks = shown.filter(({ text }) => forbidden.some((path) => text.includes(path)));
    expect(leaks).toEqual([]);
  });
});
