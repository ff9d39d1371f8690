import { execFileSync, spawn } from 'node:child_process';
import { createServer, IncomingMessage, request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, download } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer, ROOT } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';
import { readZip } from './support/zip';

interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** `./bin/octavo` as a user runs it: own working directory, piped stdin, a private config home. */
function runCli(
  args: string[],
  options: { env: Record<string, string>; cwd?: string; input?: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'bin', 'octavo'), args, {
      cwd: options.cwd ?? ROOT,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ stdout, stderr, code: code ?? 1 }));
    child.stdin.end(options.input ?? '');
  });
}

interface Forwarded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

/**
 * Between the CLI and the server: forwards every request and records it; the first `POST /api/builds` reaches
 * the server, but its answer is lost (the connection to the CLI is cut), as when a network drops mid-request.
 */
async function lossyProxy(upstream: string) {
  const forwarded: Forwarded[] = [];
  let dropNextBuild = true;
  const target = new URL(upstream);
  const proxy = createServer((incoming: IncomingMessage, outgoing) => {
    const path = incoming.url ?? '/';
    const key = incoming.headers['idempotency-key'];
    forwarded.push({
      method: incoming.method ?? 'GET',
      path: path.split('?')[0],
      idempotencyKey: Array.isArray(key) ? key[0] : key,
    });
    const drop = dropNextBuild && incoming.method === 'POST' && path.startsWith('/api/builds');
    if (drop) dropNextBuild = false;
    const upstreamRequest = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path, headers: incoming.headers },
      (answer) => {
        if (drop) {
          answer.resume();
          answer.once('end', () => incoming.socket.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    forwarded,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, encoding: 'utf8' });

describe('octavo client commands against a started server', () => {
  const server = new OctavoServer();
  const home = mkdtempSync(join(tmpdir(), 'octavo-cli-home-'));
  const configHome = join(home, 'config');
  const browserLog = join(home, 'browser.log');
  let token: string;
  let api: ApiClient;

  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_CONFIG_HOME: configHome,
    OCTAVO_URL: server.baseUrl,
    BROWSER: join(home, 'browser.sh'),
    ...extra,
  });
  const octavo = (
    args: string[],
    options: { cwd?: string; input?: string; env?: Record<string, string> } = {},
  ) => runCli(args, { env: env(options.env), cwd: options.cwd, input: options.input });

  beforeAll(async () => {
    await server.start();
    token = await server.createUser('ann');
    api = new ApiClient(server.baseUrl, token);
    writeFileSync(join(home, 'browser.sh'), `#!/bin/sh\necho "$1" >> '${browserLog}'\n`);
    chmodSync(join(home, 'browser.sh'), 0o755);
    for (const name of ['book', 'broken']) {
      expect((await api.post('/api/projects', { name })).status).toBe(201);
    }
    await putFiles(api, 'ann/book', smallBook);
    await putFiles(api, 'ann/broken', {
      'platform.json': JSON.stringify({ title: 'Broken', files: ['ch01.md', 'missing-chapter.md'] }),
      'ch01.md': '# One\n\nText.\n',
    });
  });
  afterAll(() => server.stop());

  /** A clone of the project taken from the bare repository on disk, its origin set to the API's clone_url. */
  async function cloneWithOriginFromApi(project: string): Promise<string> {
    const { json } = await api.get(`/api/projects/${project}`);
    const dir = mkdtempSync(join(tmpdir(), 'octavo-cli-clone-'));
    git(['clone', '--quiet', join(server.dataDir, 'repositories', `${project}.git`), dir], tmpdir());
    git(['remote', 'set-url', 'origin', json.clone_url], dir);
    git(['remote', 'add', 'github', 'git@github.com:someone/else.git'], dir);
    return dir;
  }

  describe('help and version', () => {
    it('prints both build forms and every client command', async () => {
      for (const args of [['help'], ['--help'], ['-h']]) {
        const result = await octavo(args);
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('octavo build <API_TOKEN> <PROJECT> <FORMATS> [BRANCH]');
        expect(result.stdout).toContain('[-p owner/repo] [--pdf] [--epub] [--mobi] [--html] [--platform]');
        for (const command of [
          'login',
          'whoami',
          'info',
          'open',
          'publish',
          'serve',
          'projections rebuild',
        ]) {
          expect(result.stdout).toContain(`octavo ${command}`);
        }
      }
      const buildHelp = await octavo(['build', '--help']);
      expect(buildHelp.code).toBe(0);
      expect(buildHelp.stdout).toContain('--download DIR');
    });

    it('prints the package version', async () => {
      const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
      for (const flag of ['--version', '-v']) {
        const result = await octavo([flag]);
        expect(result.code).toBe(0);
        expect(result.stdout.trim()).toBe(`octavo ${version}`);
      }
    });
  });

  describe('build, gem positional form', () => {
    it('builds to completion and ends with each format block and its download URL', async () => {
      const result = await octavo(['build', token, 'ann/book', 'html,platform', 'main', '--interval', '0.1']);
      expect(result.stderr).not.toContain('octavo:');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Build \d+ of ann\/book, branch main \([0-9a-f]{7}\)/);
      expect(result.stdout).toMatch(/^html: completed$/m);
      expect(result.stdout).toMatch(/^platform: completed$/m);
      const labelled = result.stdout.trimEnd().split('\n').slice(-2);
      expect(labelled.map((line) => line.split(':')[0])).toEqual(['html', 'platform']);
      for (const url of labelled.map((line) => line.split(/\s+/)[1])) {
        expect(url).toMatch(new RegExp(`^${server.baseUrl}/downloads/`));
        expect((await download(url)).status).toBe(200);
      }
      // Not a terminal: progress comes as plain lines on stderr.
      expect(result.stderr).toMatch(/build \d+ html: (queued|working|completed)\n/);
    });

    it('sends one Idempotency-Key per build command, and its retry after a lost answer creates no second build', async () => {
      const builds = async () =>
        ((await api.get('/api/builds?project=ann/book&per_page=100')).json as { id: number }[]).map(
          (b) => b.id,
        );
      const before = await builds();
      const proxy = await lossyProxy(server.baseUrl);
      try {
        const result = await octavo(['build', token, 'ann/book', 'platform', '--interval', '0.1'], {
          env: { OCTAVO_URL: proxy.url },
        });
        expect(result.stderr).not.toContain('octavo:');
        expect(result.code).toBe(0);
        const posts = proxy.forwarded.filter((r) => r.method === 'POST' && r.path === '/api/builds');
        // The first answer was lost; the retry carried the same key, and the server replayed that build.
        expect(posts).toHaveLength(2);
        expect(posts[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
        expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
        const after = await builds();
        expect(after).toHaveLength(before.length + 1);
        expect(result.stdout).toMatch(new RegExp(`^Build ${after[0]} of ann/book`));
        // Another invocation is another build: a new key.
        const second = await octavo(['build', token, 'ann/book', 'platform', '--interval', '0.1'], {
          env: { OCTAVO_URL: proxy.url },
        });
        expect(second.code).toBe(0);
        const keys = proxy.forwarded
          .filter((r) => r.method === 'POST' && r.path === '/api/builds')
          .map((r) => r.idempotencyKey);
        expect(keys).toHaveLength(3);
        expect(keys[2]).not.toBe(keys[0]);
        expect(await builds()).toHaveLength(before.length + 2);
      } finally {
        await proxy.close();
      }
    });

    it('fails with exit status 1 and the message naming the missing file', async () => {
      const result = await octavo(['build', token, 'ann/broken', 'html', '--interval', '0.1']);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^html: failed$/m);
      expect(result.stdout).toMatch(/^ {2}.*missing-chapter\.md/m);
      expect(result.stderr).toMatch(/octavo: build \d+ failed for html/);
    });
  });

  describe('build, Go client flag form', () => {
    it('builds with -p and --download writes the files', async () => {
      const out = join(home, 'downloads', 'nested');
      const result = await octavo(
        ['build', '-p', 'ann/book', '--html', '--platform', '--download', out, '--interval', '0.1'],
        { env: { OCTAVO_TOKEN: token } },
      );
      expect(result.stderr).not.toContain('octavo:');
      expect(result.code).toBe(0);
      const files = readdirSync(out).sort();
      expect(files).toEqual([expect.stringMatching(/-html\.zip$/), expect.stringMatching(/-source\.zip$/)]);
      const html = await readZip(readFileSync(join(out, files[0])));
      expect([...html.keys()]).toContain('index.html');
      const source = await readZip(readFileSync(join(out, files[1])));
      expect(source.get('platform.json')?.toString()).toBe(smallBook['platform.json']);
      for (const file of files) expect(result.stdout).toContain(`Saved ${join(out, file)}`);
    });

    it('infers the project from a clone whose origin is the clone_url the API reports', async () => {
      const clone = await cloneWithOriginFromApi('ann/book');
      const result = await octavo(['build', '--html', '--interval', '0.1'], {
        cwd: clone,
        env: { OCTAVO_TOKEN: token },
      });
      expect(result.stderr).not.toContain('octavo:');
      expect(result.code).toBe(0);
      expect(result.stderr).toMatch(/Build \d+: ann\/book \(from git remote origin\), branch main/);
      expect(result.stdout).toMatch(/^html: completed$/m);
    });

    it('builds pdf when no format flag is given', async () => {
      const clone = await cloneWithOriginFromApi('ann/book');
      const result = await octavo(['build', '--interval', '0.1'], {
        cwd: clone,
        env: { OCTAVO_TOKEN: token },
      });
      expect(result.stderr).toMatch(/Build \d+: ann\/book .*formats pdf\n/);
      // Whatever the PDF renderer's state, the command reports the final status and exits accordingly.
      const status = /^pdf: (completed|failed)$/m.exec(result.stdout)?.[1];
      expect(status).toBeDefined();
      expect(result.code).toBe(status === 'completed' ? 0 : 1);
    });

    it('infers the project from a clone really made over SSH', async () => {
      const user = await SshUser.create('ann');
      expect((await api.post('/api/ssh_keys', { title: 'cli test', key: user.publicKey })).status).toBe(201);
      const { json } = await api.get('/api/projects/ann/book');
      const clone = user.workdir('book');
      expectOk(await user.git(['clone', '--quiet', json.clone_url, clone]), 'git clone over SSH');
      const result = await octavo(['build', '--html', '--interval', '0.1'], {
        cwd: clone,
        env: { OCTAVO_TOKEN: token },
      });
      expect(result.stderr).not.toContain('octavo:');
      expect(result.code).toBe(0);
      expect(result.stderr).toMatch(/Build \d+: ann\/book \(from git remote origin\), branch main/);
      expect(result.stdout).toMatch(/^html: completed$/m);
    });
  });

  describe('clear errors', () => {
    it('a bad token', async () => {
      const result = await octavo(['build', 'not-a-real-token', 'ann/book', 'html']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`octavo: the server at ${server.baseUrl} refused the API token`);
      expect(result.stderr).toContain('account settings → Tokens');
    });

    it('an unknown project', async () => {
      const result = await octavo(['build', token, 'ann/no-such-book', 'html']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/octavo: .*ann\/no-such-book/);
      expect(result.stderr).toContain('check the owner/repo name');
    });

    it('an unknown format, from the server and as a flag', async () => {
      const positional = await octavo(['build', token, 'ann/book', 'html,docx']);
      expect(positional.code).toBe(1);
      expect(positional.stderr).toContain('octavo: the server refused the request');
      expect(positional.stderr).toContain('unknown format "docx"');
      const flag = await octavo(['build', '-p', 'ann/book', '--docx'], { env: { OCTAVO_TOKEN: token } });
      expect(flag.code).toBe(2);
      expect(flag.stderr).toContain('octavo build has no option --docx');
    });

    it('a missing branch', async () => {
      const result = await octavo(['build', token, 'ann/book', 'html', 'no-such-branch']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/no-such-branch/);
      // The hint names the positional form's place for the branch, once, not the flag form's -b.
      expect(result.stderr).toContain('as the fourth argument');
      expect(result.stderr).not.toMatch(/(^|\s)-b\b/);
      expect(result.stderr.match(/push/g)).toHaveLength(1);
    });

    it('no token at all for the flag form', async () => {
      const result = await octavo(['build', '-p', 'ann/book'], {
        env: { XDG_CONFIG_HOME: join(home, 'empty') },
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('run "octavo login", or pass --token or $OCTAVO_TOKEN');
    });

    it('outside a clone without -p', async () => {
      const empty = mkdtempSync(join(tmpdir(), 'octavo-cli-nogit-'));
      const result = await octavo(['build', '--html'], { cwd: empty, env: { OCTAVO_TOKEN: token } });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('pass -p owner/repo');
    });
  });

  describe('login, whoami, info', () => {
    const loginHome = join(home, 'login-config');

    it('saves the answers read from stdin with file mode 0600, after checking the token', async () => {
      const result = await octavo(['login'], {
        input: `${server.baseUrl}\n${token}\n`,
        env: { XDG_CONFIG_HOME: loginHome, OCTAVO_URL: '' },
      });
      expect(result.stderr).not.toContain('octavo:');
      expect(result.code).toBe(0);
      const file = join(loginHome, 'octavo', 'config.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(loginHome, 'octavo')).mode & 0o777).toBe(0o700);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ url: server.baseUrl, username: 'ann', token });
    });

    it('whoami prints the saved user and server; the saved login serves the flag form', async () => {
      const who = await octavo(['whoami'], { env: { XDG_CONFIG_HOME: loginHome, OCTAVO_URL: '' } });
      expect(who.code).toBe(0);
      expect(who.stdout.trim()).toBe(`ann on ${server.baseUrl}`);

      const built = await octavo(['build', '-p', 'ann/book', '--platform', '--interval', '0.1'], {
        env: { XDG_CONFIG_HOME: loginHome, OCTAVO_URL: '' },
      });
      expect(built.code).toBe(0);
      expect(built.stdout).toMatch(/^platform: completed$/m);
    });

    it('refuses a bad token at login and keeps the earlier file', async () => {
      const file = join(loginHome, 'octavo', 'config.json');
      const before = readFileSync(file, 'utf8');
      const result = await octavo(
        ['login', '--url', server.baseUrl, '--username', 'ann', '--token', 'wrong'],
        {
          env: { XDG_CONFIG_HOME: loginHome },
        },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('refused the API token');
      expect(readFileSync(file, 'utf8')).toBe(before);
    });

    it('whoami without a login says how to log in', async () => {
      const result = await octavo(['whoami'], { env: { XDG_CONFIG_HOME: join(home, 'nobody') } });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`not logged in to ${server.baseUrl}; run "octavo login"`);
    });

    it('info describes the server, the user and the project of the clone', async () => {
      const clone = await cloneWithOriginFromApi('ann/book');
      const result = await octavo(['info'], {
        cwd: clone,
        env: { XDG_CONFIG_HOME: loginHome, OCTAVO_URL: '' },
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Server: +${server.baseUrl}$`, 'm'));
      expect(result.stdout).toMatch(/^User: +ann$/m);
      expect(result.stdout).toMatch(/^Project: +ann\/book \(from git remote origin\)$/m);
      expect(result.stdout).toMatch(
        new RegExp(`^Clone: +ssh://git@127\\.0\\.0\\.1:${server.sshPort}/ann/book\\.git$`, 'm'),
      );
      expect(result.stdout).toMatch(/^Latest build: +\d+ on main/m);
    });
  });

  describe('open and publish', () => {
    it('open starts the browser on the project page, or the site with --public', async () => {
      const page = await octavo(['open', '-p', 'ann/book'], { env: { OCTAVO_TOKEN: token } });
      expect(page.code).toBe(0);
      const site = await octavo(['open', '-p', 'ann/book', '--public'], { env: { OCTAVO_TOKEN: token } });
      expect(site.code).toBe(0);
      expect(readFileSync(browserLog, 'utf8').trim().split('\n').slice(-2)).toEqual([
        `${server.baseUrl}/ann/book`,
        `${server.baseUrl}/sites/ann/book/`,
      ]);
    });

    it('publish publishes the site, or says clearly that the server cannot yet', async () => {
      const built = await octavo(['build', token, 'ann/book', 'html', '--interval', '0.1']);
      expect(built.code).toBe(0);
      // What the server itself answers decides which outcome is right (the sites API is being built in parallel).
      const probe = await api.post('/api/sites', {});
      const result = await octavo(['publish', '-p', 'ann/book', '--public'], {
        env: { OCTAVO_TOKEN: token },
      });
      if (probe.status === 404 && probe.json?.error === 'not_found') {
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('does not support publishing yet');
      } else {
        expect(result.stderr).not.toContain('octavo:');
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('/sites/ann/book/');
        expect(existsSync(browserLog)).toBe(true);
      }
    });
  });
});
