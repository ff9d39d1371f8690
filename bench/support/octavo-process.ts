import { ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The repository root, from dist/bench/support/ as well as from bench/support/. */
export const ROOT = resolve(__dirname, __dirname.includes(`${join('dist', 'bench')}`) ? '../../..' : '../..');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export type ApiCall = (method: string, path: string, body?: object) => Promise<unknown>;

/**
 * The built server (dist/src/main.js) as `npm start` runs it, on free loopback ports and the given DATA_DIR.
 * test/support/octavo-server.ts does the same for tests, but compiled into dist/ it resolves its paths
 * against dist/, so the benchmark has its own launcher.
 */
export class OctavoProcess {
  private child: ChildProcess | null = null;
  private output = '';
  port = 0;
  private sshPort = 0;

  constructor(
    readonly dataDir: string,
    private readonly extraEnv: Record<string, string> = {},
    /** CPUs the process and its children may run on (`taskset -c`), to stand for a machine of its own. */
    private readonly cpus?: string,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What the server printed so far (for a benchmark that fails). */
  get printed(): string {
    return this.output;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private get env(): Record<string, string> {
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
      OCTAVO_RATE_LIMIT_PER_MINUTE: '0',
      ...this.extraEnv,
    };
  }

  /** Starts the server; one more try if it dies before it is ready (another test on a shared machine). */
  async start(nodeArgs: string[] = []): Promise<this> {
    try {
      return await this.startOnce(nodeArgs);
    } catch (error) {
      console.error(`  server start failed, trying once more: ${String(error)}`);
      return this.startOnce(nodeArgs);
    }
  }

  private async startOnce(nodeArgs: string[]): Promise<this> {
    this.port = await freePort();
    this.sshPort = await freePort();
    this.output = '';
    const command = [process.execPath, ...nodeArgs, join(ROOT, 'dist', 'src', 'main.js')];
    if (this.cpus) command.unshift('taskset', '-c', this.cpus);
    const child = spawn(command[0]!, command.slice(1), {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.once(
      'exit',
      (code, signal) => (this.output += `\n[server exited: code ${code}, signal ${signal}]\n`),
    );
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`server did not start in 30 s:\n${this.output}`)),
        30_000,
      );
      child.stdout!.on('data', () => {
        if (this.output.includes('Octavo is ready')) {
          clearTimeout(timer);
          ready();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        fail(
          new Error(`server exited (code ${code}, signal ${signal}) before it was ready:\n${this.output}`),
        );
      });
    });
    return this;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  /** `./bin/octavo` on this DATA_DIR. */
  async cli(args: string[]): Promise<{ stdout: string; stderr: string }> {
    return octavoCli(args, this.env);
  }

  /** Calls the JSON API with this token; any status from 300 up throws, naming the route and the answer. */
  apiCaller(token: string): ApiCall {
    return async (method, path, body) => {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? undefined : response.json();
    };
  }

  /** A user and an API token for it, the way an admin creates them. */
  async createUser(username: string): Promise<string> {
    await this.cli([
      'admin',
      'user',
      'create',
      '--username',
      username,
      '--password',
      'correct-horse-battery',
      '--email',
      `${username}@example.com`,
    ]);
    const { stdout } = await this.cli(['admin', 'token', 'create', '--username', username]);
    return stdout.trim();
  }
}

export async function octavoCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string }> {
  return execFileAsync(join(ROOT, 'bin', 'octavo'), args, { env, maxBuffer: 64 * 1024 * 1024 });
}
