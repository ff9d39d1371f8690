import { ChildProcess, spawn } from 'node:child_process';
import { GitCommandFailed } from './errors';

/** A HOME that does not exist, so no ~/.gitconfig, credential helper or template of the service user applies. */
const NO_HOME = '/nonexistent/octavo-git-home';

export interface GitRunOptions {
  /** Bytes for the child's stdin (closed afterwards; closed immediately when absent). */
  input?: Buffer | string;
  /** Extra environment variables (author identity, GIT_INDEX_FILE …). */
  env?: Record<string, string>;
  /** Exit codes that are answers rather than failures (e.g. 1 for "not found"). 0 is always accepted. */
  acceptExitCodes?: readonly number[];
}

export interface GitRunResult {
  exitCode: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * The environment every git child gets: nothing inherited from the service's own environment except PATH, so
 * a stray GIT_DIR, user config, pager or prompt can never change what git does.
 */
export function gitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: NO_HOME,
    XDG_CONFIG_HOME: NO_HOME,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_ATTR_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    // Pushers control refs/replace/*; objects must read as what they are.
    GIT_NO_REPLACE_OBJECTS: '1',
    LANG: 'C',
    LC_ALL: 'C',
    ...extra,
  };
}

/** Runs the git binary with argv arrays only (never a shell). */
export class GitCommand {
  constructor(readonly binary: string = 'git') {}

  /** Runs `git <args>`; resolves with stdout as a Buffer, rejects with GitCommandFailed on other exit codes. */
  run(args: readonly string[], options: GitRunOptions = {}): Promise<GitRunResult> {
    return new Promise((resolve, reject) => {
      const child = this.spawn(args, options.env);
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      let spawnError: Error | null = null;
      child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
      child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
      child.on('error', (error) => (spawnError = error));
      // git may exit before reading all of stdin; its exit status tells what happened, not the EPIPE.
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input ?? undefined);
      child.on('close', (code, signal) => {
        const stderrText = Buffer.concat(stderr).toString('utf8');
        if (spawnError) {
          reject(new GitCommandFailed(args, null, spawnError.message));
          return;
        }
        const exitCode = code ?? -1;
        if (exitCode !== 0 && !(options.acceptExitCodes ?? []).includes(exitCode)) {
          reject(
            new GitCommandFailed(args, code, signal ? `killed by ${signal}. ${stderrText}` : stderrText),
          );
          return;
        }
        resolve({ exitCode, stdout: Buffer.concat(stdout), stderr: stderrText });
      });
    });
  }

  /** Runs git and returns stdout as trimmed text. */
  async text(args: readonly string[], options: GitRunOptions = {}): Promise<string> {
    return (await this.run(args, options)).stdout.toString('utf8').trim();
  }

  /** Starts a long-lived git process with piped stdio (for cat-file --batch). */
  spawn(args: readonly string[], env: Record<string, string> = {}): ChildProcess {
    return spawn(this.binary, args, {
      env: gitEnvironment(env),
      stdio: ['pipe', 'pipe', 'pipe'],
      shell: false,
    });
  }
}
