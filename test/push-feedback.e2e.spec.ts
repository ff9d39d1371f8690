import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';
import { expectOk, RunResult, SshUser } from './support/ssh-client';

/** The `remote:` lines of a push, as the author's terminal shows them (git pads them with spaces). */
function remoteLines(pushed: RunResult): string[] {
  return pushed.stderr
    .split('\n')
    .flatMap((line) => (line.startsWith('remote: ') ? [line.slice('remote: '.length).trimEnd()] : []));
}

/**
 * What `git push` over SSH prints: the build started on push with its address, or why none was started, then
 * the project page. Real OpenSSH, real git, the built server with its auto-build trigger.
 */
describe('push feedback: remote: lines after git push over SSH', () => {
  const server = new OctavoServer();
  let api: ApiClient;
  let ann: SshUser;

  const cloneUrlOf = (project: string) => `ssh://git@127.0.0.1:${server.sshPort}/${project}.git`;

  async function clone(project: string, dir: string): Promise<string> {
    const path = ann.workdir(dir);
    expectOk(await ann.git(['clone', '--quiet', cloneUrlOf(project), path]), `git clone ${project}`);
    return path;
  }

  async function commitAndPush(cwd: string, file: string, content: string, ref = 'main') {
    await ann.commitFile(cwd, file, content, `Change ${file}`);
    const commit = expectOk(await ann.git(['rev-parse', 'HEAD'], cwd), 'rev-parse').stdout.trim();
    const pushed = expectOk(await ann.git(['push', 'origin', `HEAD:${ref}`], cwd), `git push ${ref}`);
    return { commit, lines: remoteLines(pushed), pushed };
  }

  async function buildIds(project: string): Promise<number[]> {
    const list = await api.get(`/api/builds?project=${project}`);
    expect(list.status).toBe(200);
    return (list.json as Array<{ id: number }>).map((b) => b.id);
  }

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    const settings = await api.put('/api/projects/ann/book/auto_build', {
      enabled: true,
      branches: ['main'],
      formats: ['html', 'platform'],
    });
    expect(settings.status).toBe(200);
  });

  afterAll(async () => {
    await server.stop();
  });

  it('builds on push: the build started, its web address, and the project page', async () => {
    const work = await clone('ann/book', 'book');
    const { commit, lines } = await commitAndPush(work, 'ch01.md', '# Chapter One\n\nPushed words.\n');

    const started = lines.findIndex((l) =>
      new RegExp(
        `^octavo: build \\d+ of main \\(${commit.slice(0, 7)}\\) started on push: html, platform$`,
      ).test(l),
    );
    expect(started).toBeGreaterThanOrEqual(0);
    const id = Number(/build (\d+)/.exec(lines[started])![1]);
    expect(lines[started + 1]).toBe(`octavo:   ${server.baseUrl}/ann/book/builds/${id}`);
    expect(lines[lines.length - 1]).toBe(`octavo: project: ${server.baseUrl}/ann/book`);

    // The address is the build that push started: that commit, those formats; its page opens.
    const build = await api.get(`/api/builds/${id}`);
    expect(build.json).toMatchObject({ project: 'ann/book', branch: 'main', commit });
    expect(build.json.status.map((s: { format: string }) => s.format)).toEqual(['html', 'platform']);
    const web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    const page = await web.get(`/ann/book/builds/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(commit.slice(0, 7));
  });

  it('a broken config: no build, the error at file:line, and the project page', async () => {
    const work = await clone('ann/book', 'book-broken');
    const before = await buildIds('ann/book');
    // A missing comma on line 3, as an author's hand edit leaves it.
    const broken = '{\n  "title": "Book"\n  "files": ["ch01.md"]\n}\n';
    const { commit, lines } = await commitAndPush(work, 'platform.json', broken);

    expect(lines).toEqual([
      `octavo: no build of main (${commit.slice(0, 7)}): the book's configuration has an error:`,
      expect.stringMatching(/^platform\.json:3: not valid JSON: .+ \(column 3\)$/),
      'octavo: fix it, commit and push again',
      `octavo: project: ${server.baseUrl}/ann/book`,
    ]);
    // The trigger refuses the same commit: no build appears.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await buildIds('ann/book')).toEqual(before);

    // Fixed and pushed again: built.
    const fixed = await commitAndPush(
      work,
      'platform.json',
      '{\n  "title": "Book",\n  "files": ["ch01.md"]\n}\n',
    );
    expect(fixed.lines.some((l) => /^octavo: build \d+ of main .* started on push/.test(l))).toBe(true);
  });

  it('a branch that builds on push do not cover: says which branches they cover', async () => {
    const work = await clone('ann/book', 'book-draft');
    const { commit, lines } = await commitAndPush(work, 'ch01.md', '# Draft\n', 'draft');
    expect(lines).toEqual([
      `octavo: no build of draft (${commit.slice(0, 7)}) was started: builds on push are on for main only; ` +
        `change that at ${server.baseUrl}/ann/book/settings/automation#auto-build`,
      `octavo: project: ${server.baseUrl}/ann/book`,
    ]);
  });

  it('builds on push off: says how to turn them on, or how to build now', async () => {
    expect((await api.post('/api/projects', { name: 'quiet' })).status).toBe(201);
    const work = await clone('ann/quiet', 'quiet');
    const before = await buildIds('ann/quiet');
    const { commit, lines } = await commitAndPush(work, 'ch01.md', '# One\n\nWords.\n');
    expect(lines).toEqual([
      `octavo: no build of main (${commit.slice(0, 7)}) was started: builds on push are off for ann/quiet`,
      `octavo:   turn them on at ${server.baseUrl}/ann/quiet/settings/automation#auto-build`,
      `octavo:   or start one at ${server.baseUrl}/ann/quiet/builds`,
      `octavo: project: ${server.baseUrl}/ann/quiet`,
    ]);
    expect(await buildIds('ann/quiet')).toEqual(before);
    // Both addresses are pages the owner can open.
    const web = new WebClient(server.baseUrl);
    await web.logIn('ann');
    expect((await web.get('/ann/quiet/settings/automation')).text).toContain('id="auto-build"');
    expect((await web.get('/ann/quiet/builds')).status).toBe(200);
  });

  it("an empty project's first branch: the default-branch note, then the atlas.json error at its line", async () => {
    const created = await api.post('/api/projects', { name: 'atlas-book', starter: false });
    expect(created.status).toBe(201);
    const work = ann.workdir('atlas-book');
    mkdirSync(work);
    expectOk(await ann.git(['init', '--quiet', '-b', 'master'], work), 'git init');
    expectOk(await ann.git(['remote', 'add', 'origin', cloneUrlOf('ann/atlas-book')], work), 'remote add');
    writeFileSync(join(work, 'ch01.asciidoc'), '== One\n\nWords.\n');
    // An Atlas file whose line 12 lacks a comma.
    const atlas = [
      '{',
      '  "branch": "master",',
      '  "files": [',
      '    "ch01.asciidoc"',
      '  ],',
      '  "formats": {',
      '    "pdf": {',
      '      "version": "web",',
      '      "toc": true',
      '    },',
      '    "epub": {',
      '      "toc": true',
      '      "index": true',
      '    }',
      '  },',
      '  "title": "Atlas Book"',
      '}',
    ].join('\n');
    const { commit, lines } = await commitAndPush(work, 'atlas.json', atlas, 'master');
    expect(lines).toEqual([
      'octavo: master is now the default branch of ann/atlas-book (the first branch pushed to an empty ' +
        'project); change it in the project settings',
      `octavo: no build of master (${commit.slice(0, 7)}): the book's configuration has an error:`,
      expect.stringMatching(/^atlas\.json:13: not valid JSON: /),
      'octavo: fix it, commit and push again',
      `octavo: project: ${server.baseUrl}/ann/atlas-book`,
    ]);
  });

  it('a push that only deletes a branch says nothing about builds, only the project page', async () => {
    const work = await clone('ann/book', 'book-delete');
    const deleted = expectOk(await ann.git(['push', 'origin', ':draft'], work), 'git push :draft');
    expect(remoteLines(deleted)).toEqual([`octavo: project: ${server.baseUrl}/ann/book`]);
  });
});
