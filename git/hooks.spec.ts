import { spawn, spawnSync } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitEnvironment } from './git-command';
import {
  ensureHooks,
  ensureHooksEverywhere,
  hooksAreCurrent,
  OCTAVO_HOOKS,
  PUSH_NOTES_ENV,
  PUSH_REPORT_END,
  REF_REPORT_ENV,
} from './hooks';
import { GitRepositories } from './repositories';
import { gitSync, makeTempDir, removeDir } from './spec-helpers';

const author = { name: 'Ann Author', email: 'ann@example.com' };

/** A local push whose receive-pack (and so its hooks) gets a pipe on fd 3, as the SSH server provides. */
function pushWithReport(cwd: string, args: string[]): { status: number; stderr: string; report: string } {
  const result = spawnSync('git', ['push', ...args], {
    cwd,
    env: gitEnvironment({ [REF_REPORT_ENV]: '3' }),
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  return {
    status: result.status ?? -1,
    stderr: result.stderr.toString('utf8'),
    report: (result.output[3] as Buffer | null)?.toString('utf8') ?? '',
  };
}

describe('repository hooks', () => {
  let dir: string;
  let repos: GitRepositories;
  let gitDir: string;
  let work: string;

  beforeEach(async () => {
    dir = makeTempDir('hooks');
    repos = new GitRepositories(join(dir, 'repos'));
    await repos.create('ann', 'book', { files: { 'a.md': '# A\n' }, message: 'first', author });
    gitDir = repos.pathOf('ann', 'book');
    work = join(dir, 'work');
    gitSync(['clone', '--quiet', gitDir, work]);
  });

  afterEach(async () => {
    await repos.close();
    removeDir(dir);
  });

  it('installs the hooks when a repository is created', async () => {
    expect(await hooksAreCurrent(gitDir)).toBe(true);
    for (const [name, content] of Object.entries(OCTAVO_HOOKS)) {
      expect(readFileSync(join(gitDir, 'hooks', name), 'utf8')).toBe(content);
    }
  });

  it('reinstalls a changed or missing hook and leaves intact ones alone', async () => {
    writeFileSync(join(gitDir, 'hooks', 'post-receive'), '#!/bin/sh\nexit 0\n');
    expect(await hooksAreCurrent(gitDir)).toBe(false);
    expect(await ensureHooks(gitDir)).toBe(true);
    expect(await ensureHooks(gitDir)).toBe(false);

    rmSync(join(gitDir, 'hooks', 'pre-receive'));
    chmodSync(join(gitDir, 'hooks', 'post-receive'), 0o644);
    expect(await ensureHooksEverywhere(repos.root)).toEqual({ checked: 1, reinstalled: ['ann/book.git'] });
    expect(await hooksAreCurrent(gitDir)).toBe(true);
  });

  it('relays every accepted update on fd 3 and refuses deleting the default branch', async () => {
    const before = gitSync(['rev-parse', 'HEAD'], { cwd: work });
    writeFileSync(join(work, 'b.md'), '# B\n');
    gitSync(['add', 'b.md'], { cwd: work });
    gitSync(['commit', '--quiet', '-m', 'second'], { cwd: work });
    const after = gitSync(['rev-parse', 'HEAD'], { cwd: work });

    const pushed = pushWithReport(work, ['origin', 'main', 'main:refs/heads/draft']);
    expect(pushed.status).toBe(0);
    expect(pushed.report.trim().split('\n').sort()).toEqual(
      [
        `${before} ${after} refs/heads/main`,
        `0000000000000000000000000000000000000000 ${after} refs/heads/draft`,
      ].sort(),
    );

    const deleteDefault = pushWithReport(work, ['origin', ':main']);
    expect(deleteDefault.status).not.toBe(0);
    expect(deleteDefault.stderr).toContain('deleting the default branch main is not allowed');
    expect(deleteDefault.report).toBe('');

    const deleteOther = pushWithReport(work, ['origin', ':draft']);
    expect(deleteOther.status).toBe(0);
    expect(deleteOther.report.trim()).toBe(
      `${after} 0000000000000000000000000000000000000000 refs/heads/draft`,
    );
  });

  it('refuses refs that are not branches', async () => {
    gitSync(['tag', 'v1'], { cwd: work });
    const pushed = pushWithReport(work, ['origin', 'refs/tags/v1', 'HEAD:refs/notes/x']);
    expect(pushed.status).not.toBe(0);
    expect(pushed.stderr).toContain('refs/tags/v1 refused');
    expect(pushed.stderr).toContain('refs/notes/x refused');
    expect(pushed.report).toBe('');
  });

  it('reports nothing when receive-pack runs without the relay pipe', async () => {
    writeFileSync(join(work, 'c.md'), '# C\n');
    gitSync(['add', 'c.md'], { cwd: work });
    gitSync(['commit', '--quiet', '-m', 'third'], { cwd: work });
    const result = spawnSync('git', ['push', 'origin', 'main'], { cwd: work, env: gitEnvironment() });
    expect(result.status).toBe(0);
    expect(result.stderr.toString()).not.toContain('error');
  });

  it('with the answer pipe on fd 4, ends its report and prints the answer, which git shows as remote: lines', async () => {
    writeFileSync(join(work, 'd.md'), '# D\n');
    gitSync(['add', 'd.md'], { cwd: work });
    gitSync(['commit', '--quiet', '-m', 'fourth'], { cwd: work });
    const after = gitSync(['rev-parse', 'HEAD'], { cwd: work });
    const child = spawn('git', ['push', 'origin', 'main'], {
      cwd: work,
      env: gitEnvironment({ [REF_REPORT_ENV]: '3', [PUSH_NOTES_ENV]: '4' }),
      stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'],
    });
    let report = '';
    let stderr = '';
    const answer = child.stdio[4] as Writable;
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      report += chunk.toString();
      // The hook waits for the answer until fd 4 is closed: only then can git finish.
      if (report.endsWith(`${PUSH_REPORT_END}\n`))
        answer.end('octavo: build 7 started\nplatform.json:3: a problem\n');
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(status).toBe(0);
    expect(report).toMatch(new RegExp(` ${after} refs/heads/main\n${PUSH_REPORT_END}\n$`));
    // git pads each sideband line with spaces (to clear the rest of a terminal line).
    const remote = stderr
      .split('\n')
      .flatMap((line) => (line.startsWith('remote: ') ? [line.trimEnd()] : []));
    expect(remote).toEqual(['remote: octavo: build 7 started', 'remote: platform.json:3: a problem']);
  });
});
