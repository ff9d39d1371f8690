import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/octavo-server';

/**
 * scripts/system-packages.mjs (npm install's postinstall, npm test's pretest, .ci/run) against a fake dpkg-query
 * and apt-get: the one place a fake is right, since a test must never install packages on the machine. The
 * fakes keep a list of "installed" packages and log every apt-get call.
 */
const SCRIPT = join(ROOT, 'scripts', 'system-packages.mjs');
const LIST = readFileSync(join(ROOT, 'scripts', 'system-packages'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split(/\s+/));
const RUNTIME = LIST.filter(([, purpose]) => purpose === 'runtime').map(([name]) => name);
const TESTS = LIST.filter(([, purpose]) => purpose === 'tests').map(([name]) => name);

const FAKE_DPKG_QUERY = `#!/bin/sh
# Answers like dpkg-query -W -f='\${Package}\\t\${Status}\\n' for the names in $FAKE_STATE/installed.
status=0
for arg in "$@"; do
  case "$arg" in -*) continue ;; esac
  found=
  while read -r name; do [ "$name" = "$arg" ] && found=1; done < "$FAKE_STATE/installed"
  if [ -n "$found" ]; then printf '%s\\tinstall ok installed\\n' "$arg"
  else echo "dpkg-query: no packages found matching $arg" >&2; status=1; fi
done
exit $status
`;

const FAKE_APT_GET = `#!/bin/sh
# Logs the call; "installs" by adding the names to $FAKE_STATE/installed; fails when $FAKE_STATE/fail exists.
echo "apt-get $*" >> "$FAKE_STATE/apt-get.log"
[ -e "$FAKE_STATE/fail" ] && { echo "E: Unable to locate package $2"; exit 100; }
[ "$1" = install ] || exit 0
for arg in "$@"; do
  case "$arg" in install|-*) ;; *) echo "$arg" >> "$FAKE_STATE/installed" ;; esac
done
echo "Setting up packages (this output is not shown when all goes well)"
`;

interface Machine {
  state: string;
  bin: string;
  installed: (names: string[]) => void;
  aptCalls: () => string[];
}

const made: string[] = [];
afterAll(() => made.forEach((path) => rmSync(path, { recursive: true, force: true })));

function machine(options: { debian?: boolean; commands?: string[] } = {}): Machine {
  const state = mkdtempSync(join(tmpdir(), 'octavo-apt-state-'));
  const bin = mkdtempSync(join(tmpdir(), 'octavo-apt-bin-'));
  made.push(state, bin);
  chmodSync(state, 0o777);
  chmodSync(bin, 0o755);
  const write = (name: string, text: string) => {
    writeFileSync(join(bin, name), text);
    chmodSync(join(bin, name), 0o755);
  };
  if (options.debian !== false) {
    write('dpkg-query', FAKE_DPKG_QUERY);
    write('apt-get', FAKE_APT_GET);
  }
  for (const command of options.commands ?? []) write(command, '#!/bin/sh\n');
  writeFileSync(join(state, 'installed'), '');
  chmodSync(join(state, 'installed'), 0o666);
  return {
    state,
    bin,
    installed: (names) => writeFileSync(join(state, 'installed'), names.map((n) => `${n}\n`).join('')),
    aptCalls: () => {
      const log = join(state, 'apt-get.log');
      return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
    },
  };
}

function run(
  m: Machine,
  args: string[],
  options: { env?: Record<string, string>; asUser?: number } = {},
): { code: number; output: string } {
  const argv = [process.execPath, SCRIPT, ...args];
  const [command, ...rest] =
    options.asUser !== undefined
      ? [
          '/usr/bin/setpriv',
          `--reuid=${options.asUser}`,
          `--regid=${options.asUser}`,
          '--clear-groups',
          '--',
          ...argv,
        ]
      : argv;
  // PATH holds the fakes only: no real dpkg-query or apt-get can be reached.
  const result = spawnSync(command, rest, {
    env: { PATH: m.bin, FAKE_STATE: m.state, ...options.env },
    encoding: 'utf8',
  });
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

const asRoot = process.getuid?.() === 0;
const rootIt = asRoot ? it : it.skip;

describe('scripts/system-packages.mjs', () => {
  rootIt('does nothing, quietly, when every package is there', () => {
    const m = machine();
    m.installed(RUNTIME);
    expect(run(m, ['runtime'])).toEqual({ code: 0, output: '' });
    expect(m.aptCalls()).toEqual([]);
  });

  rootIt('as root installs what is missing with apt-get, says what and why, and is idempotent', () => {
    const m = machine();
    m.installed(RUNTIME.filter((name) => name !== 'chromium-headless-shell' && name !== 'calibre'));
    const first = run(m, ['runtime']);
    expect(first.code).toBe(0);
    expect(m.aptCalls()).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium-headless-shell calibre',
    ]);
    expect(first.output).toContain('octavo: installing the system packages Octavo needs:');
    expect(first.output).toContain('  chromium-headless-shell: PDF output');
    expect(first.output).toContain("  calibre: MOBI output (Calibre's ebook-convert)");
    expect(first.output).toMatch(/octavo: installed chromium-headless-shell, calibre in \d+ s/);
    expect(first.output).not.toContain('Setting up'); // apt-get's own output stays out of the way
    // Nothing left to do: no output, no apt-get.
    expect(run(m, ['runtime'])).toEqual({ code: 0, output: '' });
    expect(m.aptCalls()).toHaveLength(2);
  });

  rootIt('for the tests, installs the runtime and the test packages in one apt-get call', () => {
    const m = machine();
    m.installed([
      ...RUNTIME.filter((n) => n !== 'git'),
      ...TESTS.filter((n) => !['qpdf', 'pandoc'].includes(n)),
    ]);
    expect(TESTS).toEqual(expect.arrayContaining(['asciidoctor', 'pandoc', 'qpdf', 'epubcheck']));
    // A book's PDF and EPS figures are drawn at run time; the tests read PDFs with the same two.
    expect(RUNTIME).toEqual(expect.arrayContaining(['poppler-utils', 'ghostscript']));
    expect(TESTS).not.toContain('imagemagick');
    const result = run(m, ['tests', '--strict']);
    expect(result.code).toBe(0);
    expect(m.aptCalls()[1]).toBe('apt-get install -y -qq --no-install-recommends git qpdf pandoc');
    expect(result.output).toContain('for its tests');
  });

  rootIt('OCTAVO_SKIP_SYSTEM_PACKAGES=1: installs nothing, and says what is missing and the command', () => {
    const m = machine();
    m.installed(RUNTIME.filter((name) => name !== 'calibre'));
    const result = run(m, ['runtime'], { env: { OCTAVO_SKIP_SYSTEM_PACKAGES: '1' } });
    expect(result.code).toBe(0);
    expect(m.aptCalls()).toEqual([]);
    expect(result.output).toContain('install them with: apt-get install --no-install-recommends calibre');
  });

  (asRoot && existsSync('/usr/bin/setpriv') ? it : it.skip)(
    'not root: prints the one command that installs them and what works without them',
    () => {
      const m = machine();
      m.installed(['git', 'fonts-dejavu-core']);
      const result = run(m, ['runtime'], { asUser: 65534 });
      expect(result.code).toBe(0);
      expect(m.aptCalls()).toEqual([]);
      expect(result.output).toContain('octavo: these system packages are missing:');
      expect(result.output).toContain(
        'octavo: install them with: sudo apt-get install --no-install-recommends chromium-headless-shell calibre',
      );
      expect(result.output).toContain('Octavo runs without them; the formats they serve are not offered');
    },
  );

  it('another system (no apt-get): names the missing commands and their Debian packages', () => {
    const m = machine({ debian: false, commands: ['git'] });
    const result = run(m, ['runtime']);
    expect(result.code).toBe(0);
    expect(result.output).toContain('  chromium-headless-shell (chromium-headless-shell): PDF output');
    expect(result.output).toContain("  ebook-convert (calibre): MOBI output (Calibre's ebook-convert)");
    expect(result.output).not.toContain('  git ');
    expect(run(m, ['runtime', '--strict']).code).toBe(1);
  });

  rootIt('apt-get failing: says so with its output and the command; --strict makes it an error', () => {
    const m = machine();
    m.installed(RUNTIME.filter((name) => name !== 'calibre'));
    writeFileSync(join(m.state, 'fail'), '');
    const result = run(m, ['runtime']);
    expect(result.code).toBe(0); // npm install goes on: the server runs without Calibre
    expect(result.output).toContain('octavo: apt-get update failed:');
    expect(result.output).toContain('E: Unable to locate package');
    expect(result.output).toContain(
      'octavo: install them by hand: apt-get install --no-install-recommends calibre',
    );
    expect(run(m, ['tests', '--strict']).code).toBe(1);
  });

  it('refuses an unknown purpose with its usage', () => {
    const result = run(machine(), ['everything']);
    expect(result.code).toBe(2);
    expect(result.output).toContain('usage: node scripts/system-packages.mjs <runtime|tests> [--strict]');
  });
});
