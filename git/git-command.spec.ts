import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitCommandFailed } from './errors';
import { GitCommand } from './git-command';
import { allByteValues, makeTempDir, removeDir } from './spec-helpers';

describe('GitCommand', () => {
  const git = new GitCommand();
  let dir: string;
  const saved = { HOME: process.env.HOME, GIT_DIR: process.env.GIT_DIR };

  beforeEach(() => {
    dir = makeTempDir('git-command');
  });

  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    removeDir(dir);
  });

  it('passes binary stdin and stdout through unchanged', async () => {
    const gitDir = join(dir, 'r.git');
    await git.run(['init', '--bare', '--quiet', gitDir]);
    const sha = await git.text([`--git-dir=${gitDir}`, 'hash-object', '-w', '--stdin'], {
      input: allByteValues(),
    });
    const { stdout } = await git.run([`--git-dir=${gitDir}`, 'cat-file', 'blob', sha]);
    expect(stdout.equals(allByteValues())).toBe(true);
  });

  it("does not let the service user's HOME config or GIT_DIR reach git", async () => {
    writeFileSync(join(dir, '.gitconfig'), '[user]\n\tname = Leaky Config\n');
    process.env.HOME = dir;
    process.env.GIT_DIR = join(dir, 'bogus.git');

    const global = await git.run(['config', '--global', '--get', 'user.name'], { acceptExitCodes: [1] });
    expect(global.exitCode).toBe(1);
    expect(global.stdout.toString()).toBe('');
    const init = await git.text(['init', '--bare', '--quiet', join(dir, 'fresh.git')]);
    expect(init).toBe('');
    expect(await git.text([`--git-dir=${join(dir, 'fresh.git')}`, 'rev-parse', '--absolute-git-dir'])).toBe(
      join(dir, 'fresh.git'),
    );
  });

  it('rejects with GitCommandFailed carrying argv, exit code and stderr', async () => {
    const failure = git.run([`--git-dir=${join(dir, 'missing.git')}`, 'rev-parse', 'HEAD']);
    await expect(failure).rejects.toThrow(GitCommandFailed);
    await expect(failure).rejects.toMatchObject({
      argv: [`--git-dir=${join(dir, 'missing.git')}`, 'rev-parse', 'HEAD'],
      exitCode: 128,
      stderr: expect.stringContaining('not a git repository'),
    });
  });

  it('reports a missing git binary as GitCommandFailed', async () => {
    await expect(new GitCommand(join(dir, 'no-such-git')).run(['--version'])).rejects.toThrow(
      GitCommandFailed,
    );
  });
});
