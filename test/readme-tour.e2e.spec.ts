import { ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OctavoServer, ROOT } from './support/octavo-server';

interface TourStep {
  command: string;
  /** What the README says comes out: `→ …` lines (fragments between `…`) and `remote:` lines. */
  expected: string[];
}

/** The shell block of the README's "A five-minute tour", as commands each with what it should print. */
function tourSteps(readme: string): TourStep[] {
  const section = readme.slice(readme.indexOf('## A five-minute tour'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1];
  const steps: TourStep[] = [];
  let pending = '';
  for (const line of block.split('\n')) {
    const expectation = /^#\s+(?:→ (.*)|(remote: .*))$/.exec(line);
    if (expectation) {
      steps[steps.length - 1].expected.push(expectation[1] ?? expectation[2]);
      continue;
    }
    if (line.startsWith('#') || line.trim() === '') continue;
    pending += line.endsWith('\\') ? line.slice(0, -1) : line;
    if (line.endsWith('\\')) continue;
    steps.push({ command: pending.replace(/\s+#\s.*$/, '').trim(), expected: [] });
    pending = '';
  }
  return steps;
}

/** One bash session the steps run in, one after another, so `export` and `cd` carry over as in a terminal. */
class Shell {
  private output = '';
  private readonly child: ChildProcessWithoutNullStreams;

  constructor(cwd: string, env: Record<string, string>) {
    this.child = spawn('bash', ['--noprofile', '--norc'], { cwd, env });
    this.child.stdout.on('data', (c: Buffer) => (this.output += c.toString()));
    this.child.stderr.on('data', (c: Buffer) => (this.output += c.toString()));
  }

  async run(command: string, timeoutMs = 240_000): Promise<{ code: number; output: string }> {
    const marker = `__STEP_DONE_${Math.random().toString(36).slice(2)}__`;
    this.output = '';
    // Each command's own stdin is empty (as when typed and nothing more), never the rest of the script.
    this.child.stdin.write(`{ ${command}\n} </dev/null\necho "${marker}$?"\n`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = this.output.indexOf(marker);
      if (at >= 0) {
        const code = Number(/^(\d+)/.exec(this.output.slice(at + marker.length))?.[1] ?? '1');
        if (/\d+\n/.test(this.output.slice(at + marker.length)))
          return { code, output: this.output.slice(0, at) };
      }
      if (Date.now() > deadline) throw new Error(`"${command}" did not finish:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  close(): void {
    this.child.stdin.end('exit\n');
  }
}

/**
 * The README's tour, run literally in order from a fresh checkout (the repository's bin/ in a new directory), with
 * only the ports substituted: a server started in that directory with its default data directory, an author's
 * home with an SSH key and a git identity, and each step's result checked against what the README says.
 */
describe('the README tour works as written', () => {
  const checkout = mkdtempSync(join(tmpdir(), 'octavo-tour-'));
  const home = join(checkout, '.home');
  // The server started in the checkout: DATA_DIR is its default, ./data of that directory.
  const server = new OctavoServer({ dataDir: join(checkout, 'data') });
  let shell: Shell;

  beforeAll(async () => {
    symlinkSync(join(ROOT, 'bin'), join(checkout, 'bin'));
    mkdirSync(join(home, '.ssh'), { recursive: true, mode: 0o700 });
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(home, '.ssh', 'id_ed25519')]);
    await server.start();
    shell = new Shell(checkout, {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      LANG: 'C.UTF-8',
      // What the author's own setup provides: a git identity, and ssh using the key in this home.
      GIT_AUTHOR_NAME: 'Ann',
      GIT_AUTHOR_EMAIL: 'ann@example.com',
      GIT_COMMITTER_NAME: 'Ann',
      GIT_COMMITTER_EMAIL: 'ann@example.com',
      GIT_SSH_COMMAND:
        `ssh -i ${home}/.ssh/id_ed25519 -o IdentitiesOnly=yes -o UserKnownHostsFile=${home}/.ssh/known_hosts ` +
        '-o StrictHostKeyChecking=accept-new -o LogLevel=ERROR',
    });
  });

  afterAll(async () => {
    shell?.close();
    await server.stop();
  });

  it('runs every command in order and each prints what the README says', async () => {
    const substitute = (text: string) =>
      text
        .replaceAll('http://localhost:3000', server.baseUrl)
        .replaceAll('localhost:2222', `127.0.0.1:${server.sshPort}`);
    const steps = tourSteps(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(steps.map((s) => s.command.split(' ')[0])).toEqual(
      expect.arrayContaining(['export', 'octavo', 'curl', 'git', 'printf', 'sed']),
    );
    expect(steps.length).toBeGreaterThanOrEqual(14);
    for (const step of steps) {
      const command = substitute(step.command);
      const started = Date.now();
      const { code, output } = await shell.run(command);
      if (Date.now() - started > 60_000)
        process.stderr.write(`tour: "${command}" took ${Date.now() - started} ms\n`);
      if (code !== 0) throw new Error(`step "${command}" exited ${code}:\n${output}`);
      for (const raw of step.expected.map(substitute)) {
        if (raw.startsWith('remote: ')) {
          const pattern = raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('1a2b3c4', '[0-9a-f]{7}');
          expect({ command, output }).toEqual({
            command,
            output: expect.stringMatching(new RegExp(pattern)),
          });
          continue;
        }
        // "…" stands for what varies; the rest must be there, in order.
        let from = 0;
        for (const fragment of raw
          .split('…')
          .map((f) => f.trim().replace(/^[,:]\s*/, ''))
          .filter(Boolean)) {
          const at = output.indexOf(fragment, from);
          if (at < 0)
            throw new Error(`step "${command}": expected "${fragment}" (from "${raw}") in:\n${output}`);
          from = at + fragment.length;
        }
      }
    }
    // What the last step downloaded, into the clone.
    const saved = readdirSync(join(checkout, 'my-book', 'out'));
    expect(saved.sort()).toEqual([
      expect.stringMatching(/^my-book-[0-9a-f]{7}-html\.zip$/),
      expect.stringMatching(/^my-book-[0-9a-f]{7}\.epub$/),
    ]);
  }, 300_000);
});
