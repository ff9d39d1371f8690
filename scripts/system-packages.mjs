#!/usr/bin/env node
// Sets the machine up with the system packages listed in scripts/system-packages.
//
//   node scripts/system-packages.mjs runtime   # npm install (postinstall): what the server needs
//   node scripts/system-packages.mjs tests     # npm test (pretest), .ci/run: the runtime packages and the tests'
//   … --strict                                  # exit 1 when a package is still missing at the end
//
// On Debian or Ubuntu (apt-get and dpkg-query on PATH) as root it installs what is missing with apt-get, quietly,
// and says what and why; nothing is done when everything is there. Not root, or another system: it prints the one
// command that installs them and what works without them. OCTAVO_SKIP_SYSTEM_PACKAGES=1: never installs (it
// still says what is missing). Runs on the system's Node (>= 20) as well as the pinned one.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST = join(dirname(fileURLToPath(import.meta.url)), 'system-packages');
const PURPOSES = ['runtime', 'tests'];

/** The packages of the list that `purpose` needs: `tests` includes the runtime packages. */
function readPackageList(text, purpose) {
  const wanted = purpose === 'tests' ? PURPOSES : [purpose];
  const packages = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(\S+)\s+(\S+)\s+(\S+)\s+(.+)$/.exec(line);
    if (!match || !PURPOSES.includes(match[2])) {
      throw new Error(
        `${LIST}:${index + 1}: expected "<package> <runtime|tests> <command or -> <what it is for>", got: ${line}`,
      );
    }
    const [, name, forWhat, command, why] = match;
    if (wanted.includes(forWhat))
      packages.push({ name, for: forWhat, command: command === '-' ? null : command, why });
  });
  return packages;
}

function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, command);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** Installed packages among `names`, as dpkg knows them. */
function installedOf(names) {
  const run = spawnSync('dpkg-query', ['-W', '-f=${Package}\t${Status}\n', ...names], { encoding: 'utf8' });
  const installed = new Set();
  for (const line of (run.stdout ?? '').split('\n')) {
    const [name, status] = line.split('\t');
    if (name && status && status.trim().endsWith(' installed')) installed.add(name.split(':')[0]);
  }
  return installed;
}

const say = (text) => process.stdout.write(`octavo: ${text}\n`);
const listed = (packages) => packages.map((p) => `  ${p.name}: ${p.why}`).join('\n');

function withoutThem(purpose) {
  return purpose === 'runtime'
    ? 'Octavo runs without them; the formats they serve are not offered (npm start and /readyz say which)'
    : 'the tests that use them fail without them';
}

function aptGet(args) {
  return spawnSync('apt-get', args, {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

function tail(run) {
  const text = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`.trim();
  return text.split('\n').slice(-15).join('\n');
}

/** Installs `missing` with apt-get; returns whether it worked. */
function install(missing, purpose) {
  const names = missing.map((p) => p.name);
  say(`installing the system packages Octavo needs${purpose === 'tests' ? ' for its tests' : ''}:`);
  process.stdout.write(`${listed(missing)}\n`);
  say(
    `(apt-get install --no-install-recommends ${names.join(' ')}; OCTAVO_SKIP_SYSTEM_PACKAGES=1 skips this)`,
  );
  const started = Date.now();
  const update = aptGet(['update', '-qq']);
  if (update.status !== 0) {
    say(`apt-get update failed:\n${tail(update)}`);
    return false;
  }
  const run = aptGet(['install', '-y', '-qq', '--no-install-recommends', ...names]);
  if (run.status !== 0) {
    say(`apt-get install failed:\n${tail(run)}`);
    return false;
  }
  say(`installed ${names.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

function main(argv) {
  const purpose = argv.find((a) => !a.startsWith('--'));
  const strict = argv.includes('--strict');
  if (!PURPOSES.includes(purpose)) {
    process.stderr.write('usage: node scripts/system-packages.mjs <runtime|tests> [--strict]\n');
    return 2;
  }
  const packages = readPackageList(readFileSync(LIST, 'utf8'), purpose);
  const debian = onPath('dpkg-query') && onPath('apt-get');

  if (!debian) {
    const missing = packages.filter((p) => p.command && !onPath(p.command));
    if (missing.length === 0) return 0;
    say(
      'these commands are missing (no apt-get/dpkg-query here, so Octavo cannot install them; the names are ' +
        "Debian's, install the same with your system's package manager):",
    );
    process.stdout.write(`${missing.map((p) => `  ${p.command} (${p.name}): ${p.why}`).join('\n')}\n`);
    say(`${withoutThem(purpose)}.`);
    return strict ? 1 : 0;
  }

  const installed = installedOf(packages.map((p) => p.name));
  const missing = packages.filter((p) => !installed.has(p.name));
  if (missing.length === 0) return 0;
  const command = `apt-get install --no-install-recommends ${missing.map((p) => p.name).join(' ')}`;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const skip = process.env.OCTAVO_SKIP_SYSTEM_PACKAGES === '1';

  if (root && !skip) {
    if (install(missing, purpose)) return 0;
    say(`install them by hand: ${command}`);
    say(`${withoutThem(purpose)}.`);
    return strict ? 1 : 0;
  }
  say(`these system packages are missing${purpose === 'tests' ? ' for the tests' : ''}:`);
  process.stdout.write(`${listed(missing)}\n`);
  say(`install them with: ${root ? '' : 'sudo '}${command}`);
  say(`${withoutThem(purpose)}.`);
  return strict ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
