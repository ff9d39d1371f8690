import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface LimitedRun {
  code: number | null;
  output: string;
}

/**
 * Runs a converter with an address-space cap (prlimit, when present) and kills its whole process
 * group when `signal` aborts, so a timed-out or cancelled render leaves nothing running.
 */
export function runLimited(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; memoryBytes: number; signal?: AbortSignal },
): Promise<LimitedRun> {
  options.signal?.throwIfAborted();
  const capped = existsSync('/usr/bin/prlimit');
  const [file, argv] = capped
    ? ['/usr/bin/prlimit', [`--as=${options.memoryBytes}`, '--', command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const onAbort = () => {
      kill();
      reject(options.signal?.reason ?? new Error('aborted'));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ code, output });
    });
  });
}
