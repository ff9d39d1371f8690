import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { CORPUS_BUNDLE } from './support/corpus-project';
import { freePort, OctavoProcess } from './support/octavo-process';
import { processCpuSeconds } from './support/process-cpu';
import { BenchRow, printTable, writeResults } from './support/report';

/**
 * Git over SSH (issue 17, item 9): `git ls-remote` and a no-op `git fetch` against Octavo's SSH server, and a
 * full clone of the corpus book (../shared/corpus), compared with OpenSSH's sshd + git on the same repository
 * when an sshd is installed (PATH, /usr/sbin or OCTAVO_BENCH_SSHD; Debian's openssh-server). Targets: round
 * trips at most 0.5x OpenSSH's time, a clone at most 1.0x; the server's CPU per clone is reported beside
 * sshd's (the server process and the git processes it waited for, from /proc/<pid>/stat).
 *
 * Without an sshd on the machine the reference is the figure measured for the issue (0.27–0.28 s, the same
 * key exchange); the row says so, and the target is never relaxed.
 */
const execFileAsync = promisify(execFile);
const RUNS = Number(process.env.OCTAVO_BENCH_SSH_RUNS ?? 9);
const TARGET = 0.5;
const CLONE_RUNS = Number(process.env.OCTAVO_BENCH_SSH_CLONE_RUNS ?? 5);
/** OpenSSH + git, measured on this machine kind for issue 17 (the lower bound of 0.27–0.28 s). */
const RECORDED_OPENSSH_S = 0.27;
const CLONE_TARGET = 1.0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

class BenchUser {
  readonly home = mkdtempSync(join(tmpdir(), 'octavo-bench-ssh-'));
  readonly key = join(this.home, 'id_ed25519');

  async init(): Promise<this> {
    mkdirSync(join(this.home, '.ssh'), { mode: 0o700 });
    await execFileAsync('ssh-keygen', ['-t', 'ed25519', '-N', '', '-q', '-f', this.key]);
    writeFileSync(join(this.home, '.gitconfig'), '[user]\n\tname = bench\n\temail = bench@example.com\n');
    return this;
  }

  env(): NodeJS.ProcessEnv {
    const ssh = [
      'ssh -F /dev/null',
      `-i ${this.key}`,
      '-o IdentitiesOnly=yes -o IdentityAgent=none -o BatchMode=yes',
      `-o UserKnownHostsFile=${join(this.home, 'known_hosts')} -o StrictHostKeyChecking=accept-new`,
      '-o LogLevel=ERROR',
    ].join(' ');
    return {
      PATH: process.env.PATH,
      HOME: this.home,
      GIT_CONFIG_NOSYSTEM: '1',
      LANG: 'C',
      GIT_SSH_COMMAND: ssh,
    };
  }

  async git(args: string[], cwd = this.home): Promise<string> {
    const { stdout } = await execFileAsync('git', args, { cwd, env: this.env() });
    return stdout;
  }

  /** Median wall time in seconds of `git args` over RUNS runs, after one warm-up. */
  async time(args: string[], cwd?: string): Promise<number> {
    await this.git(args, cwd);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = process.hrtime.bigint();
      await this.git(args, cwd);
      times.push(Number(process.hrtime.bigint() - start) / 1e9);
    }
    return median(times);
  }
}

/** Median wall time and mean CPU of the serving process per fresh clone of `url`, over `runs` clones. */
async function timeClones(
  user: BenchUser,
  url: string,
  serverPid: number,
  runs: number,
): Promise<{ wall: number; cpu: number }> {
  const target = join(user.home, 'clone-under-test');
  await user.git(['clone', '--quiet', url, target]);
  rmSync(target, { recursive: true, force: true });
  const walls: number[] = [];
  const cpu = () => processCpuSeconds(serverPid, { waitedChildren: true }) ?? NaN;
  const cpuBefore = cpu();
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await user.git(['clone', '--quiet', url, target]);
    walls.push(Number(process.hrtime.bigint() - start) / 1e9);
    rmSync(target, { recursive: true, force: true });
  }
  return { wall: median(walls), cpu: (cpu() - cpuBefore) / runs };
}

function findSshd(): string | null {
  const candidates = [
    process.env.OCTAVO_BENCH_SSHD,
    '/usr/sbin/sshd',
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'sshd')),
  ];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/** An sshd as the current user on a free port, accepting only the bench key; null without an sshd. */
async function startOpenSsh(user: BenchUser): Promise<OpenSsh | null> {
  const sshd = findSshd();
  if (!sshd) return null;
  // sshd started by root wants its privilege separation directory.
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true });
  const dir = join(user.home, 'sshd');
  mkdirSync(dir);
  await execFileAsync('ssh-keygen', ['-t', 'ed25519', '-N', '', '-q', '-f', join(dir, 'host_key')]);
  await execFileAsync('cp', [`${user.key}.pub`, join(dir, 'authorized_keys')]);
  const port = await freePort();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      'StrictModes no',
      'UsePAM no',
      'PasswordAuthentication no',
    ].join('\n') + '\n',
  );
  const child = spawn(sshd, ['-D', '-e', '-f', config], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  return { port, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

interface OpenSsh {
  port: number;
  pid: number;
  stop: () => void;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'octavo-bench-ssh-data-'));
  const server = await new OctavoProcess(dataDir).start();
  const user = await new BenchUser().init();
  let openSsh: OpenSsh | null = null;
  try {
    const token = await server.createUser('bench');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: object) => {
      const response = await fetch(server.baseUrl + path, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (response.status !== 201)
        throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { clone_url: string };
    };
    await post('/api/ssh_keys', {
      title: 'bench',
      key: (await execFileAsync('cat', [`${user.key}.pub`])).stdout,
    });
    const { clone_url: octavoUrl } = await post('/api/projects', { name: 'book' });
    const octavoClone = join(user.home, 'octavo-clone');
    await user.git(['clone', '--quiet', octavoUrl, octavoClone]);

    const { clone_url: corpusUrl } = await post('/api/projects', { name: 'corpus', starter: false });
    const corpusSource = join(user.home, 'corpus-source.git');
    await user.git(['clone', '--quiet', '--bare', CORPUS_BUNDLE, corpusSource]);
    await user.git(['push', '--quiet', corpusUrl, 'master:master'], corpusSource);

    const rows: BenchRow[] = [];
    const octavo = {
      lsRemote: await user.time(['ls-remote', octavoUrl]),
      fetch: await user.time(['fetch', '--quiet', 'origin'], octavoClone),
    };
    const octavoClones = await timeClones(user, corpusUrl, server.pid ?? 0, CLONE_RUNS);

    openSsh = await startOpenSsh(user);
    let reference: { lsRemote: number; fetch: number } | null = null;
    let referenceClones: { wall: number; cpu: number } | null = null;
    if (openSsh) {
      const bare = join(user.home, 'reference.git');
      await user.git(['clone', '--quiet', '--bare', octavoClone, bare]);
      const url = `ssh://127.0.0.1:${openSsh.port}${bare}`;
      const referenceClone = join(user.home, 'reference-clone');
      await user.git(['clone', '--quiet', url, referenceClone]);
      reference = {
        lsRemote: await user.time(['ls-remote', url]),
        fetch: await user.time(['fetch', '--quiet', 'origin'], referenceClone),
      };
      referenceClones = await timeClones(
        user,
        `ssh://127.0.0.1:${openSsh.port}${corpusSource}`,
        openSsh.pid,
        CLONE_RUNS,
      );
    }
    const note = reference
      ? 'reference: OpenSSH sshd + git on the same repository, this run'
      : `no sshd on this machine: reference is issue 17's measured OpenSSH + git time (${RECORDED_OPENSSH_S} s)`;
    for (const [metric, key] of [
      ['git ls-remote over SSH', 'lsRemote'],
      ['no-op git fetch over SSH', 'fetch'],
    ] as const) {
      const ref = reference ? reference[key] : RECORDED_OPENSSH_S;
      const ratio = octavo[key] / ref;
      rows.push({
        metric,
        unit: 'ms',
        octavo: octavo[key] * 1000,
        reference: ref * 1000,
        ratio,
        target: `≤ ${TARGET}x OpenSSH`,
        pass: ratio <= TARGET,
        notes: note,
      });
    }
    const cloneNote = referenceClones
      ? `the corpus book (${CLONE_RUNS} fresh clones); reference: OpenSSH sshd + git, same bare repository`
      : 'no sshd on this machine: no reference for a clone (install openssh-server)';
    rows.push({
      metric: 'git clone of the corpus book over SSH',
      unit: 'ms',
      octavo: octavoClones.wall * 1000,
      reference: referenceClones ? referenceClones.wall * 1000 : null,
      ratio: referenceClones ? octavoClones.wall / referenceClones.wall : null,
      target: `≤ ${CLONE_TARGET}x OpenSSH`,
      pass: referenceClones ? octavoClones.wall / referenceClones.wall <= CLONE_TARGET : false,
      notes: cloneNote,
    });
    rows.push({
      metric: 'server CPU per clone (process + waited-for git)',
      unit: 'ms',
      octavo: octavoClones.cpu * 1000,
      reference: referenceClones ? referenceClones.cpu * 1000 : null,
      ratio: referenceClones && referenceClones.cpu > 0 ? octavoClones.cpu / referenceClones.cpu : null,
      target: 'reported',
      pass: null,
      notes: 'Octavo: the server process and the git it waited for; reference: sshd and its sessions',
    });
    printTable(rows);
    console.log(`results: ${writeResults('ssh', { runs: RUNS, cloneRuns: CLONE_RUNS, rows })}`);
  } finally {
    openSsh?.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(user.home, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
