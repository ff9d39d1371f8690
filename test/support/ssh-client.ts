import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(command, args, { ...options, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: stdout.toString(), stderr: stderr.toString() });
    });
  });
}

/**
 * A user's machine for Git-over-SSH tests: its own HOME, an ed25519 key made by ssh-keygen, a known_hosts
 * file, and the real OpenSSH client and git. Nothing from the real user's ~/.ssh, agent or git config applies.
 */
export class SshUser {
  readonly home: string;
  readonly keyFile: string;
  readonly knownHosts: string;

  private constructor(readonly name: string) {
    this.home = mkdtempSync(join(tmpdir(), `octavo-ssh-${name}-`));
    mkdirSync(join(this.home, '.ssh'), { mode: 0o700 });
    this.keyFile = join(this.home, '.ssh', 'id_ed25519');
    this.knownHosts = join(this.home, '.ssh', 'known_hosts');
    writeFileSync(join(this.home, '.gitconfig'), `[user]\n\tname = ${name}\n\temail = ${name}@example.com\n`);
  }

  static async create(name: string, keyArgs: string[] = ['-t', 'ed25519']): Promise<SshUser> {
    const user = new SshUser(name);
    const made = await run(
      'ssh-keygen',
      [...keyArgs, '-N', '', '-q', '-C', `${name}@test`, '-f', user.keyFile],
      {
        env: { PATH: process.env.PATH },
      },
    );
    if (made.code !== 0) throw new Error(`ssh-keygen failed: ${made.stderr}`);
    return user;
  }

  get publicKey(): string {
    return readFileSync(`${this.keyFile}.pub`, 'utf8').trim();
  }

  /** OpenSSH options: only this key, no agent, no user config, this known_hosts. */
  sshOptions(
    strictHostKeyChecking: 'yes' | 'accept-new' = 'accept-new',
    keyFiles = [this.keyFile],
  ): string[] {
    return [
      '-F',
      '/dev/null',
      ...keyFiles.flatMap((file) => ['-i', file]),
      '-o',
      'IdentitiesOnly=yes',
      '-o',
      'IdentityAgent=none',
      '-o',
      'BatchMode=yes',
      '-o',
      `UserKnownHostsFile=${this.knownHosts}`,
      '-o',
      `StrictHostKeyChecking=${strictHostKeyChecking}`,
      '-o',
      'LogLevel=ERROR',
    ];
  }

  get env(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: this.home,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_TERMINAL_PROMPT: '0',
      LANG: 'C',
      LC_ALL: 'C',
      GIT_SSH_COMMAND: ['ssh', ...this.sshOptions()].join(' '),
    };
  }

  /** Runs git as this user (the clone address carries host and port). */
  git(args: string[], cwd?: string, extraEnv: Record<string, string> = {}): Promise<RunResult> {
    return run('git', args, { cwd: cwd ?? this.home, env: { ...this.env, ...extraEnv } });
  }

  /** Runs `ssh -p <port> git@127.0.0.1 <command…>` as this user. */
  ssh(
    port: number,
    command: string[] = [],
    options: {
      tty?: '-T' | '-t';
      strict?: 'yes' | 'accept-new';
      keyFiles?: string[];
      /** More ssh options, placed before the destination. */
      extra?: string[];
    } = {},
  ) {
    return run(
      'ssh',
      [
        ...this.sshOptions(options.strict, options.keyFiles),
        ...(options.extra ?? []),
        options.tty ?? '-T',
        '-p',
        String(port),
        'git@127.0.0.1',
        ...command,
      ],
      { env: this.env },
    );
  }

  /**
   * Starts `ssh … <command>` and keeps its stdin open, so the server-side command stays running (git-upload-pack
   * waits for the client's wants after advertising its refs). `firstOutput` resolves with the first stdout bytes.
   */
  openSession(port: number, command: string[], keyFiles: string[] = [this.keyFile]): LiveSession {
    const child = spawn(
      'ssh',
      [...this.sshOptions('accept-new', keyFiles), '-T', '-p', String(port), 'git@127.0.0.1', ...command],
      {
        env: this.env,
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const firstOutput = new Promise<string>((resolve) => {
      child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      child.once('exit', () => resolve(''));
    });
    const exited = new Promise<{ code: number; stderr: string }>((resolve) =>
      child.once('close', (code) => resolve({ code: code ?? -1, stderr })),
    );
    return { child, firstOutput, exited };
  }

  /** A fresh directory for a working copy. */
  workdir(name: string): string {
    return join(this.home, name);
  }

  /** Writes a file in a working copy and commits it. */
  async commitFile(cwd: string, path: string, content: string, message: string): Promise<void> {
    writeFileSync(join(cwd, path), content);
    for (const args of [
      ['add', path],
      ['commit', '--quiet', '-m', message],
    ]) {
      const result = await this.git(args, cwd);
      if (result.code !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
    }
  }
}

export interface LiveSession {
  child: ChildProcess;
  firstOutput: Promise<string>;
  exited: Promise<{ code: number; stderr: string }>;
}

/** Fails with git's own output, so a broken test says what git said. */
export function expectOk(result: RunResult, what: string): RunResult {
  if (result.code !== 0) {
    throw new Error(`${what} exited ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`);
  }
  return result;
}
