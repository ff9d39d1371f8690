import { execFileSync } from 'node:child_process';
import { ApiClient } from './support/api-client';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

interface LoggedEvent {
  position: number;
  stream: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/**
 * Nothing applied without a record: a push or a commit that git applied always ends up as a BranchPushed, and
 * one that was not applied never does. The server is SIGKILLed at each step between the ref update and its
 * event (OCTAVO_FAULT_PAUSE_AT stops it exactly there), restarted on the same DATA_DIR, and git, the log and the
 * API must agree.
 */
describe('crash between a ref update and its record', () => {
  let server: OctavoServer;
  let api: ApiClient;
  let ann: SshUser;
  let token: string;
  /** A user's id is their user name in lower case. */
  const annId = 'ann';

  const url = () => `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
  const gitDir = () => `${server.dataDir}/repositories/ann/book.git`;
  const gitTip = (branch = 'main') =>
    execFileSync('git', ['--git-dir', gitDir(), 'rev-parse', `refs/heads/${branch}`])
      .toString()
      .trim();

  async function branchPushes(): Promise<LoggedEvent[]> {
    const listed = await server.cli(['events', '--type', 'BranchPushed', '--json']);
    expect(listed.code).toBe(0);
    return listed.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LoggedEvent)
      .filter((e) => e.data.project === 'ann/book');
  }

  /** Starts the server on the same DATA_DIR and ports, paused at `step` when one is given. */
  async function restart(step?: string): Promise<void> {
    const next = new OctavoServer({
      dataDir: server.dataDir,
      env: step ? { OCTAVO_FAULT_PAUSE_AT: step } : {},
    });
    next.port = server.port;
    next.sshPort = server.sshPort;
    server = await next.start();
  }

  async function pausedAt(step: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!server.output.includes(`octavo-fault: paused at ${step}`)) {
      if (Date.now() > deadline) throw new Error(`never paused at ${step}:\n${server.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The main branch as the API shows it, once it shows `commit` (the reconciler runs right after start). */
  async function apiShows(commit: string): Promise<string> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const project = await api.get('/api/projects/ann/book');
      const main = (project.json.branches as Array<{ name: string; commit: string }>).find(
        (b) => b.name === 'main',
      )!.commit;
      if (main === commit || Date.now() > deadline) return main;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    server = await new OctavoServer().start();
    token = await server.createUser('ann');
    api = new ApiClient(server.baseUrl, token);
    ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    expectOk(await ann.git(['clone', '--quiet', url(), ann.workdir('book')]), 'clone');
  });

  afterAll(() => server.stop());

  /** Commits locally and pushes to a server that pauses at `step`; SIGKILLs it there. Returns the new commit. */
  async function pushKilledAt(step: string, content: string): Promise<{ commit: string; output: string }> {
    const work = ann.workdir('book');
    await ann.commitFile(work, 'notes.md', content, `notes: ${content}`);
    const commit = (await ann.git(['rev-parse', 'HEAD'], work)).stdout.trim();
    await server.stop();
    await restart(step);
    const push = ann.git(['push', 'origin', 'main'], work);
    await pausedAt(step);
    await server.kill();
    const result = await push;
    expect(result.code).not.toBe(0); // the client was cut off: it cannot know
    await restart();
    return { commit, output: result.stderr };
  }

  it('killed while the pack arrives (before any ref moves): nothing changed, nothing recorded; the retry is a normal push', async () => {
    const before = gitTip();
    const eventsBefore = await branchPushes();
    const { commit } = await pushKilledAt('push:receiving', 'one');
    expect(gitTip()).toBe(before);
    expect(await apiShows(before)).toBe(before);
    expect(await branchPushes()).toEqual(eventsBefore);

    const retry = await ann.git(['push', 'origin', 'main'], ann.workdir('book'));
    expectOk(retry, 'push again');
    expect(retry.stderr).not.toContain('Everything up-to-date');
    expect(gitTip()).toBe(commit);
    expect(await apiShows(commit)).toBe(commit);
    const last = (await branchPushes()).at(-1)!;
    expect(last.data).toEqual(expect.objectContaining({ before, after: commit, via: 'ssh', pusher: annId }));
    expect(last.data.reconciled).toBeUndefined();
  });

  it('killed after the refs moved, before BranchPushed: recorded at start as reconciled (old and new commit, the pusher); a retry is up to date', async () => {
    const before = gitTip();
    const { commit } = await pushKilledAt('push:refs-moved', 'two');
    expect(gitTip()).toBe(commit); // git applied it
    expect(await apiShows(commit)).toBe(commit);
    const pushes = await branchPushes();
    const last = pushes.at(-1)!;
    expect(last.data).toEqual({
      projectId: expect.any(String),
      project: 'ann/book',
      branch: 'main',
      before,
      after: commit,
      pusher: annId,
      via: 'ssh',
      reconciled: true,
    });
    expect(last.metadata.actor).toBe('reconciler');
    expect(pushes.filter((e) => e.data.after === commit)).toHaveLength(1);

    const retry = await ann.git(['push', 'origin', 'main'], ann.workdir('book'));
    expectOk(retry, 'push again');
    expect(retry.stderr).toContain('Everything up-to-date');
    const verify = await server.cli(['projections', 'verify']);
    expect(verify.code).toBe(0);
  });

  it('killed after BranchPushed was appended, before the pusher was answered: recorded once, not reconciled again', async () => {
    const { commit } = await pushKilledAt('push:recorded', 'three');
    expect(gitTip()).toBe(commit);
    expect(await apiShows(commit)).toBe(commit);
    const recorded = (await branchPushes()).filter((e) => e.data.after === commit);
    expect(recorded).toHaveLength(1);
    expect(recorded[0].data.reconciled).toBeUndefined();
    expect(recorded[0].data.via).toBe('ssh');
  });

  /** A commit through the API to a server paused at `step`, killed there. */
  async function commitKilledAt(step: string, content: string): Promise<void> {
    await server.stop();
    await restart(step);
    const put = api.put('/api/projects/ann/book/files/web.md', { content, message: `web: ${content}` });
    await pausedAt(step);
    await server.kill();
    await expect(put).rejects.toThrow(); // the connection dropped: no answer
    await restart();
  }

  it('a commit killed after its compare-and-swap, before BranchPushed: recorded at start as reconciled, with its author', async () => {
    const before = gitTip();
    await commitKilledAt('commit:ref-moved', 'four');
    const commit = gitTip();
    expect(commit).not.toBe(before);
    expect(await apiShows(commit)).toBe(commit);
    const last = (await branchPushes()).at(-1)!;
    expect(last.data).toEqual(
      expect.objectContaining({ before, after: commit, pusher: annId, via: 'unknown', reconciled: true }),
    );
    const file = await api.get('/api/projects/ann/book/files/web.md');
    expect(file.text).toBe('four');
  });

  it('a commit killed after BranchPushed was appended: recorded once', async () => {
    await commitKilledAt('commit:recorded', 'five');
    const commit = gitTip();
    expect(await apiShows(commit)).toBe(commit);
    const recorded = (await branchPushes()).filter((e) => e.data.after === commit);
    expect(recorded).toHaveLength(1);
    expect(recorded[0].data).toEqual(expect.objectContaining({ via: 'api', pusher: annId }));
    expect(recorded[0].data.reconciled).toBeUndefined();
    const verify = await server.cli(['projections', 'verify']);
    expect(verify.code).toBe(0);
  });
});
