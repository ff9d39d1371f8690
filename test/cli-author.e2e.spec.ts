import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer, ROOT } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** `./bin/octavo` as a user runs it in a terminal session: own directory, piped stdin, a private config home. */
function runCli(args: string[], env: Record<string, string>, cwd = ROOT, input = ''): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'bin', 'octavo'), args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ stdout, stderr, code: code ?? 1 }));
    child.stdin.end(input);
  });
}

/**
 * What the CLI says to an author: no token ever in clear, a login that asks the server whose token it is, and a
 * build that says which commit it builds when the clone's HEAD is not on the server.
 */
describe('octavo CLI: tokens masked, login checked, the commit built said', () => {
  const server = new OctavoServer();
  const home = mkdtempSync(join(tmpdir(), 'octavo-cli-author-'));
  let token: string;
  let bobToken: string;
  let api: ApiClient;

  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    OCTAVO_URL: server.baseUrl,
    ...extra,
  });

  beforeAll(async () => {
    await server.start();
    token = await server.createUser('ann');
    bobToken = await server.createUser('bob');
    api = new ApiClient(server.baseUrl, token);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(api, 'ann/book', smallBook);
  });
  afterAll(() => server.stop());

  it('never prints a token: usage errors, refusals and a token given in the wrong place are masked', async () => {
    const tooMany = await runCli(['build', token, 'ann/book', 'pdf', 'main', 'extra'], env());
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toContain('build takes <API_TOKEN> <PROJECT> <FORMATS> [BRANCH]');
    expect(tooMany.stderr).not.toContain(token);
    expect(tooMany.stderr).toContain(`oct_…${token.slice(-4)}`);

    const flagToken = await runCli(['info', '--token', token, 'stray'], env());
    expect(flagToken.code).toBe(2);
    expect(flagToken.stderr + flagToken.stdout).not.toContain(token);

    // A token pasted where the project goes ends up in the server's "not found" message: masked too.
    const misplaced = await runCli(['build', '-p', token, '--html'], env({ OCTAVO_TOKEN: token }));
    expect(misplaced.code).toBe(1);
    expect(misplaced.stderr).not.toContain(token);
    expect(misplaced.stderr).toContain('oct_…');

    const bad = 'oct_ThisIsNotARealTokenButLooksLikeOne';
    const refused = await runCli(['login', '--url', server.baseUrl, '--token', bad], env());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused the API token oct_…eOne');
    expect(refused.stderr).not.toContain(bad);
  });

  it('login asks the server whose token it is, and refuses a user name the token does not belong to', async () => {
    const config = join(home, 'login-check');
    const wrongUser = await runCli(
      ['login', '--url', server.baseUrl, '--username', 'bob', '--token', token],
      env({ XDG_CONFIG_HOME: config }),
    );
    expect(wrongUser.code).toBe(1);
    expect(wrongUser.stderr).toContain('belongs to ann, not bob; nothing was saved');
    expect(wrongUser.stderr).not.toContain(token);
    expect(existsSync(join(config, 'octavo', 'config.json'))).toBe(false);

    // Typed at the prompts: the server, then the token; the user name comes from the server.
    const typed = await runCli(
      ['login'],
      env({ XDG_CONFIG_HOME: config, OCTAVO_URL: '' }),
      ROOT,
      `${server.baseUrl}\n${bobToken}\n`,
    );
    expect(typed.code).toBe(0);
    expect(typed.stdout).toContain(
      `Logged in to ${server.baseUrl} as bob (token oct_…${bobToken.slice(-4)})`,
    );
    expect(typed.stdout + typed.stderr).not.toContain(bobToken);
    expect(JSON.parse(readFileSync(join(config, 'octavo', 'config.json'), 'utf8'))).toEqual({
      url: server.baseUrl,
      username: 'bob',
      token: bobToken,
    });
  });

  it('build says which commit it builds, and warns when the local HEAD is not on the server', async () => {
    const ann = await SshUser.create('ann-cli');
    expect((await api.post('/api/ssh_keys', { title: 'cli', key: ann.publicKey })).status).toBe(201);
    const clone = ann.workdir('book');
    expectOk(
      await ann.git(['clone', '--quiet', `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`, clone]),
      'clone',
    );
    const server_head = expectOk(await ann.git(['rev-parse', 'HEAD'], clone), 'rev-parse').stdout.trim();

    const inStep = await runCli(
      ['build', '--platform', '--interval', '0.1'],
      env({ OCTAVO_TOKEN: token }),
      clone,
    );
    expect(inStep.code).toBe(0);
    expect(inStep.stderr).not.toContain('warning');
    expect(inStep.stderr).toMatch(
      new RegExp(`branch main at ${server_head.slice(0, 7)} \\(your local HEAD\\)`),
    );

    await ann.commitFile(clone, 'ch01.md', '# First Chapter\n\nRewritten, not pushed.\n', 'Local only');
    const local = expectOk(await ann.git(['rev-parse', 'HEAD'], clone), 'rev-parse').stdout.trim();
    const ahead = await runCli(
      ['build', '--platform', '--interval', '0.1'],
      env({ OCTAVO_TOKEN: token }),
      clone,
    );
    expect(ahead.code).toBe(0);
    expect(ahead.stderr).toContain(
      `octavo: warning: your local HEAD ${local.slice(0, 7)} is not on the server: 1 commit not pushed; ` +
        `this builds main at ${server_head.slice(0, 7)}, the server's commit. Push first (git push) to build them`,
    );
    expect(ahead.stdout).toContain(`branch main (${server_head.slice(0, 7)})`);

    // Another branch checked out: the build of main says so.
    expectOk(await ann.git(['checkout', '--quiet', '-b', 'draft'], clone), 'checkout');
    const other = await runCli(
      ['build', '--platform', '--interval', '0.1'],
      env({ OCTAVO_TOKEN: token }),
      clone,
    );
    expect(other.stderr).toContain(`you are on branch draft (${local.slice(0, 7)}), not main`);
  });
});
