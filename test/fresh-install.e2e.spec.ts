import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/octavo-server';

/**
 * The README's first command on a fresh clone, as a new user runs it: the system's npm on the system's Node
 * (no node_modules/.bin on PATH), packages from the npm cache. It must be quiet: no EBADENGINE, no install script
 * left unreviewed, no browser downloaded. System packages are not touched (OCTAVO_SKIP_SYSTEM_PACKAGES=1: a test
 * never installs any; their script has its own tests). It reads the committed tree of this checkout.
 */
describe('npm install in a fresh clone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-fresh-'));
  const clone = join(dir, 'octavo');
  const puppeteerCache = join(dir, 'puppeteer-cache');

  /** The machine's PATH without any project's node_modules/.bin: npm runs on the system's Node. */
  const systemPath = (process.env.PATH ?? '/usr/bin:/bin')
    .split(':')
    .filter((entry) => !entry.includes('node_modules'))
    .join(':');
  const env: NodeJS.ProcessEnv = {
    PATH: systemPath,
    HOME: process.env.HOME ?? '/root',
    LANG: 'C.UTF-8',
    npm_config_prefer_offline: 'true',
    OCTAVO_SKIP_SYSTEM_PACKAGES: '1',
    PUPPETEER_CACHE_DIR: puppeteerCache,
  };
  const npm = (args: string[]) => {
    const result = spawnSync('npm', args, { cwd: clone, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
  };

  /**
   * The clone on a tmpfs where the machine lets the test mount one (root, as CI runs): its 1.1 GB of packages in
   * 67,000 files then go with one umount. Removing them from the disk was most of the 68 s this suite spent
   * outside its tests in CI (242 s in all, another suite beside it). npm installs the same either way; where no
   * tmpfs can be mounted the clone stays on the disk.
   */
  let mounted = false;

  beforeAll(() => {
    mounted =
      spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4g', 'tmpfs', dir], { stdio: 'ignore' }).status === 0;
    const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { env, encoding: 'utf8' });
    if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  });

  afterAll(() => {
    if (mounted && spawnSync('umount', [dir], { stdio: 'ignore' }).status !== 0)
      spawnSync('umount', ['-l', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  });

  it('installs and builds quietly: no EBADENGINE, no unreviewed install script, no browser download', () => {
    const node = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
    const installed = npm(['install', '--no-audit', '--no-fund']);
    expect(installed.code).toBe(0);
    const output = installed.output;
    expect(output).not.toContain('EBADENGINE');
    expect(output).not.toContain('not yet covered by allowScripts');
    expect(output).not.toMatch(/npm warn/i);
    // What remains: npm's own lines for our scripts, the web assets line and the summary.
    expect(output).toContain('> octavo@0.1.0 prepare');
    expect(output).toMatch(/added \d+ packages/);
    expect(existsSync(join(clone, 'dist', 'src', 'main.js'))).toBe(true);
    // The pinned Node came with it, whatever Node ran npm.
    expect(
      spawnSync(join(clone, 'node_modules', '.bin', 'node'), ['--version'], { encoding: 'utf8' }).stdout,
    ).toMatch(/^v24\./);
    expect(node).toMatch(/^v\d+\./);

    // Denied install scripts did not run: no Electron or Chromium was fetched.
    expect(existsSync(join(clone, 'node_modules', 'electron', 'path.txt'))).toBe(false);
    expect(existsSync(puppeteerCache) ? readdirSync(puppeteerCache) : []).toEqual([]);
  });

  it('every dependency install script is allowed or denied in allowScripts', () => {
    const listed = npm(['install-scripts', 'ls']);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain('No packages with unreviewed install scripts.');
  });

  it("the project's own engines field accepts the Node and npm that install it, by npm's own engine check", () => {
    // The check behind npm's EBADENGINE warning (npm-install-checks, from the npm that ran the install): the
    // .npmrc's loglevel=error keeps the install quiet about it, so it is asked directly. Asking npm for a dry-run
    // install with every warning shown took 14 s of CPU for the same answer.
    const npmRoot = spawnSync('npm', ['root', '-g'], { env, encoding: 'utf8' }).stdout.trim();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { checkEngine } = require(join(npmRoot, 'npm', 'node_modules', 'npm-install-checks')) as {
      checkEngine(target: object, npmVersion: string, nodeVersion: string): void;
    };
    const pkg = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const version = (command: string) =>
      spawnSync(command, ['--version'], { env, encoding: 'utf8' }).stdout.trim().replace(/^v/, '');
    expect(pkg).toHaveProperty('engines.node');
    expect(() =>
      checkEngine({ ...pkg, _id: `${pkg.name}@${pkg.version}` }, version('npm'), version('node')),
    ).not.toThrow();
    // The check does refuse a Node the field leaves out.
    expect(() =>
      checkEngine({ ...pkg, _id: `${pkg.name}@${pkg.version}` }, version('npm'), '18.0.0'),
    ).toThrow(/Unsupported engine/);
  });
});
