import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitCommand } from './git-command';

/**
 * A unified diff of two texts, by `git diff --no-index` (the diff authors know from `git diff`): headers read
 * `a/<fromLabel>/<name>` and `b/<toLabel>/<name>`. Empty when the texts are equal.
 */
export async function diffTexts(
  from: { label: string; text: string },
  to: { label: string; text: string },
  name: string,
  git = new GitCommand(),
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-diff-'));
  const base = name.split('/').pop() || 'file';
  const safe = (label: string) => label.replace(/[^A-Za-z0-9._-]+/g, '-') || 'side';
  try {
    const fromPath = join(safe(from.label), base);
    const toPath = join(safe(to.label), base);
    await mkdir(join(dir, safe(from.label)), { recursive: true });
    await mkdir(join(dir, safe(to.label)), { recursive: true });
    await writeFile(join(dir, fromPath), from.text);
    await writeFile(join(dir, toPath), to.text);
    const result = await git.run(
      ['-C', dir, 'diff', '--no-index', '--no-color', '--no-ext-diff', '-U3', '--', fromPath, toPath],
      { acceptExitCodes: [1] },
    );
    return result.stdout.toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
