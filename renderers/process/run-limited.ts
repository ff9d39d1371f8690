import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface LimitedRun {
  code: number | null;
  output: string;
}

export interface LimitedOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  memoryBytes: number;
  signal?: AbortSignal;
}

/** A converter started with its standard input open: it reads what `send` gives it. */
export interface StartedLimited {
  /** Settles when the process has exited; rejects when `signal` aborted it. */
  readonly result: Promise<LimitedRun>;
  /** Whether the process has exited already. */
  readonly exited: boolean;
  /** Writes `text` to the process's standard input and closes it. */
  send(text: string): void;
  /** Kills the process's whole group (no-op once it has exited). */
  kill(): void;
}

/**
 * Runs a converter with an address-space cap (prlimit, when present) and kills its whole process
 * group when `signal` aborts, so a timed-out or cancelled render leaves nothing running.
 */
export function runLimited(command: string, args: string[], options: LimitedOptions): Promise<LimitedRun> {
  return startLimited(command, args, options, 'ignore').result;
}

/**
 * `runLimited` with the standard input kept open for `send`. The caller must `send` or `kill`: a process
 * reading its input waits until either (or until this process exits, which closes the pipe).
 */
export function startLimited(
  command: string,
  args: string[],
  options: LimitedOptions,
  input: 'pipe' | 'ignore' = 'pipe',
): StartedLimited {
  options.signal?.throwIfAborted();
  const capped = existsSync('/usr/bin/prlimit');
  const [file, argv] = capped
    ? ['/usr/bin/prlimit', [`--as=${options.memoryBytes}`, '--', command, ...args]]
    : [command, args];
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: [input, 'pipe', 'pipe'],
  });
  // A process that exits before reading its input closes the pipe: the write's EPIPE is its exit code's business.
  child.stdin?.on('error', () => undefined);
  let exited = false;
  const kill = () => {
    if (exited) return;
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };
  const result = new Promise<LimitedRun>((resolve, reject) => {
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const onAbort = () => {
      kill();
      reject(options.signal?.reason ?? new Error('aborted'));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      exited = true;
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      exited = true;
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ code, output });
    });
  });
  // Started ahead, the process may be aborted before anyone awaits it; the rejection is still seen by `await result`.
  result.catch(() => undefined);
  return {
    result,
    get exited() {
      return exited;
    },
    send(text: string) {
      child.stdin?.end(text);
    },
    kill,
  };
}
