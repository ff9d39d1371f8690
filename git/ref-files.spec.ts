import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBranchTipFromFiles } from './ref-files';

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
  })
    .toString()
    .trim();

describe('readBranchTipFromFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-refs-'));
  git(dir, 'init', '-q', '--bare', '--initial-branch=main', 'repo.git');
  const gitDir = join(dir, 'repo.git');
  const blob = git(gitDir, 'hash-object', '-w', '--stdin');
  void blob;
  writeFileSync(join(dir, 'f'), 'x');
  const tree = git(gitDir, 'mktree', '--missing');
  const commit = (message: string, parent?: string) =>
    execFileSync('git', ['commit-tree', tree, '-m', message, ...(parent ? ['-p', parent] : [])], {
      cwd: gitDir,
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        GIT_AUTHOR_NAME: 'a',
        GIT_AUTHOR_EMAIL: 'a@b',
        GIT_COMMITTER_NAME: 'a',
        GIT_COMMITTER_EMAIL: 'a@b',
      },
    })
      .toString()
      .trim();

  it('agrees with git for loose refs, packed refs, nested names, look-alikes and missing branches', async () => {
    const first = commit('one');
    const second = commit('two', first);
    git(gitDir, 'update-ref', 'refs/heads/main', first);
    git(gitDir, 'update-ref', 'refs/heads/release/1.0', second);
    git(gitDir, 'update-ref', 'refs/tags/only-a-tag', second);
    git(gitDir, 'update-ref', 'refs/heads/refs/heads/x', second);
    expect(await readBranchTipFromFiles(gitDir, 'main')).toBe(first);
    expect(await readBranchTipFromFiles(gitDir, 'release/1.0')).toBe(second);
    expect(await readBranchTipFromFiles(gitDir, 'release')).toBeNull();
    expect(await readBranchTipFromFiles(gitDir, 'only-a-tag')).toBeNull();
    expect(await readBranchTipFromFiles(gitDir, 'x')).toBeNull();

    git(gitDir, 'pack-refs', '--all');
    expect(await readBranchTipFromFiles(gitDir, 'main')).toBe(first);
    expect(await readBranchTipFromFiles(gitDir, 'release/1.0')).toBe(second);
    git(gitDir, 'update-ref', 'refs/heads/main', second, first);
    expect(await readBranchTipFromFiles(gitDir, 'main')).toBe(second);
    git(gitDir, 'update-ref', '-d', 'refs/heads/release/1.0');
    expect(await readBranchTipFromFiles(gitDir, 'release/1.0')).toBeNull();
  });

  it('leaves symbolic refs to git', async () => {
    git(gitDir, 'symbolic-ref', 'refs/heads/alias', 'refs/heads/main');
    expect(await readBranchTipFromFiles(gitDir, 'alias')).toBeUndefined();
  });
});
