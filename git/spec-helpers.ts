import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitEnvironment } from './git-command';

/** Test-only helpers: temp directories and running git the way an outside client would. */
export function makeTempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `octavo-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function gitSync(args: string[], options: { cwd?: string; input?: Buffer | string } = {}): string {
  return execFileSync('git', args, {
    cwd: options.cwd,
    input: options.input,
    env: gitEnvironment({
      GIT_AUTHOR_NAME: 'Outside Client',
      GIT_AUTHOR_EMAIL: 'outside@example.com',
      GIT_COMMITTER_NAME: 'Outside Client',
      GIT_COMMITTER_EMAIL: 'outside@example.com',
    }),
    stdio: ['pipe', 'pipe', 'pipe'],
  })
    .toString('utf8')
    .trim();
}

/** Every byte value 0–255, twice, in a scrambled order: the binary round-trip fixture. */
export function allByteValues(): Buffer {
  const bytes = Buffer.alloc(512);
  for (let i = 0; i < 512; i++) bytes[i] = (i * 167 + 13) % 256;
  return bytes;
}
