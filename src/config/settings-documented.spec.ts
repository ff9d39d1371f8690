import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_SETTINGS, SERVER_SETTINGS } from './config';

const ROOT = join(__dirname, '..', '..');

/** The variable names in the first column of the README's Configuration table. */
function documentedSettings(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5),
  );
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'test-support' ? [] : sourceFiles(path);
    return /\.(?:ts|mjs)$/.test(name) && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** What the code reads from the environment: `env.NAME`, `env['NAME']`, `env, 'NAME'` (the loader's helpers). */
function variablesReadByCode(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['src', 'renderers', 'git', 'projections', 'read-models', 'scripts']) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\]|, '([A-Z][A-Z0-9_]+)')/g,
      ))
        names.add(m[1] ?? m[2] ?? m[3]);
    }
  }
  return names;
}

/** Variables of the system and of git, not Octavo settings. */
const NOT_SETTINGS = new Set([
  'PATH',
  'HOME',
  'XDG_CONFIG_HOME',
  'GIT_DIR',
  'CI',
  'LANG',
  'LC_ALL',
  'SUDO_USER',
  // What bin/octavo sets when it preloads jemalloc into the server (OCTAVO_ALLOCATOR is the setting).
  'LD_PRELOAD',
  'OCTAVO_PRELOADED_ALLOCATOR',
]);

describe('settings', () => {
  it("the README's Configuration table lists exactly the server's settings", () => {
    expect([...documentedSettings()].sort()).toEqual([...SERVER_SETTINGS].sort());
  });

  it('every variable the code reads is a documented server or client setting', () => {
    const known = new Set<string>([...SERVER_SETTINGS, ...CLIENT_SETTINGS, ...NOT_SETTINGS]);
    const read = variablesReadByCode();
    for (const name of [
      'PORT',
      'OCTAVO_SIGNUP',
      'OCTAVO_QUEUE_PREFIX',
      'OCTAVO_PDF_MEMORY_MB',
      'OCTAVO_TOKEN',
    ])
      expect(read).toContain(name);
    const undocumented = [...read].filter((name) => !known.has(name) && !name.startsWith('npm_'));
    expect(undocumented).toEqual([]);
  });

  it('the README names the client settings with the client', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const name of CLIENT_SETTINGS) expect(readme).toContain(`\`${name}\``);
  });
});
