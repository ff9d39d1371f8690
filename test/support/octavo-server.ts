import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';
import { WebClient } from './security-web';

const execFileAsync = promisify(execFile);
export const ROOT = resolve(__dirname, '..', '..');
/** The pinned Node (devDependency) that npm scripts and bin/octavo use. */
export const NODE = join(ROOT, 'node_modules', 'node', 'bin', 'node');

export interface ServerOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** Started as `./bin/octavo serve` (`npm start`) instead of node on dist/src/main.js. */
  viaBinOctavo?: boolean;
}

/**
 * A real Octavo process (the built dist/, as `npm start` runs it) on free ports and its own DATA_DIR.
 * Tests talk to it over real HTTP and SSH, and may SIGKILL and restart it.
 */
export class OctavoServer {
  process: ChildProcess | null = null;
  output = '';
  readonly dataDir: string;
  port = 0;
  sshPort = 0;

  constructor(private readonly options: ServerOptions = {}) {
    // In the run's folder (test/support/global-setup.js), removed when the run ends; /tmp outside Jest.
    this.dataDir =
      options.dataDir ?? mkdtempSync(join(process.env.OCTAVO_TEST_RUN_DIR ?? tmpdir(), 'octavo-test-'));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get env(): Record<string, string> {
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      DATA_DIR: this.dataDir,
      PORT: String(this.port),
      SSH_PORT: String(this.sshPort),
      HOST: '127.0.0.1',
      BASE_URL: this.baseUrl,
      GIT_HOST: '127.0.0.1',
      OCTAVO_LOG: 'silent',
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
      // The run's temporary folder (global-setup), which the teardown removes: a server the crash tests kill leaves
      // its commit indexes and render folders there, not in /tmp.
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      ...this.options.env,
    };
  }

  /**
   * Starts the server. Ports it picked itself are picked again if another process took one between the pick
   * and the server's listen (parallel test workers); ports a test fixed (a restart keeps its ports) are not.
   */
  async start(): Promise<this> {
    const picksPorts = !this.port || !this.sshPort;
    for (let attempt = 1; ; attempt++) {
      if (!this.port) this.port = await freePort();
      if (!this.sshPort) this.sshPort = await freePort();
      try {
        await this.startOnce();
        return this;
      } catch (error) {
        const taken = this.output.includes('EADDRINUSE');
        if (!picksPorts || !taken || attempt >= 3) throw error;
        this.port = 0;
        this.sshPort = 0;
      }
    }
  }

  private async startOnce(): Promise<void> {
    this.output = '';
    const [command, args] = this.options.viaBinOctavo
      ? [join(ROOT, 'bin', 'octavo'), ['serve']]
      : [NODE, [join(ROOT, 'dist', 'src', 'main.js')]];
    const child = spawn(command, args, {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    await new Promise<void>((resolveReady, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start in 30 s:\n${this.output}`)),
        30_000,
      );
      const check = () => {
        if (this.output.includes('Octavo is ready')) {
          clearTimeout(timer);
          resolveReady();
        }
      };
      child.stdout!.on('data', check);
      // 'close', not 'exit': the output is read to its end, so a retry can see why the server stopped.
      child.once('close', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before it was ready:\n${this.output}`));
      });
    });
  }

  /** Graceful stop (SIGTERM), waiting for the exit. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  /** Crash: SIGKILL, no chance to clean up. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill(signal);
    await exited;
  }

  /** Runs `./bin/octavo` against this server's DATA_DIR. */
  async cli(
    args: string[],
    extraEnv: Record<string, string> = {},
  ): Promise<{ stdout: string; stderr: string; code: number }> {
    try {
      const { stdout, stderr } = await execFileAsync(join(ROOT, 'bin', 'octavo'), args, {
        env: { ...this.env, ...extraEnv },
        maxBuffer: 64 * 1024 * 1024,
      });
      return { stdout, stderr, code: 0 };
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; code?: number };
      return {
        stdout: e.stdout ?? '',
        stderr: e.stderr ?? '',
        code: typeof e.code === 'number' ? e.code : 1,
      };
    }
  }

  /**
   * Creates a user and returns an API token for it: signed up through the running server's web form, the token
   * made on its settings page, then signed out (a few requests), as a user would. A CLI start costs about a second
   * of CPU (it boots the whole service), and test set-ups create a few hundred users a run; an admin, a server with
   * sign-up closed, without the web role or not running is created by `admin user create` instead.
   */
  async createUser(username: string, options: { admin?: boolean } = {}): Promise<string> {
    const env = this.env;
    const roles = env.OCTAVO_ROLES?.split(',').map((role) => role.trim());
    const running =
      this.process !== null && this.process.exitCode === null && this.process.signalCode === null;
    if (options.admin || env.OCTAVO_SIGNUP === 'closed' || (roles && !roles.includes('api')) || !running)
      return this.createUserByCli(username, options);
    const web = new WebClient(this.baseUrl);
    const password = 'correct-horse-battery';
    const signedUp = await web.post('/signup', {
      username,
      email: `${username}@example.com`,
      password,
      password_confirmation: password,
    });
    if (signedUp.status !== 303) throw new Error(`sign-up of ${username} answered ${signedUp.status}`);
    web.signedIn = true;
    const issued = await web.post('/settings/tokens', { name: 'cli' });
    const token =
      issued.status === 201
        ? /<input id="new-token" value="(oct_[\w-]{43})"/.exec(issued.text)?.[1]
        : undefined;
    if (!token) throw new Error(`token for ${username} not shown (status ${issued.status})`);
    // Signed out again: like a user an admin made, it has no web session open.
    const loggedOut = await web.post('/logout');
    if (loggedOut.status !== 303) throw new Error(`log-out of ${username} answered ${loggedOut.status}`);
    return token;
  }

  /** `./bin/octavo admin user create … --token`: the user and its first API token. */
  async createUserByCli(username: string, options: { admin?: boolean } = {}): Promise<string> {
    const created = await this.cli([
      'admin',
      'user',
      'create',
      '--username',
      username,
      '--password',
      'correct-horse-battery',
      '--email',
      `${username}@example.com`,
      ...(options.admin ? ['--admin'] : []),
      '--token',
    ]);
    if (created.code !== 0) throw new Error(`user create failed: ${created.stderr}`);
    // "created user U", then the token: one CLI start instead of two (each loads the whole service).
    const token = created.stdout.trim().split('\n').at(-1) ?? '';
    if (!token.startsWith('oct_')) throw new Error(`user create printed no token:\n${created.stdout}`);
    return token;
  }
}
