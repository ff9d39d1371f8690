import { ApiClient } from './support/api-client';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OctavoServer, ROOT } from './support/octavo-server';

describe('./bin/octavo events and projections', () => {
  const server = new OctavoServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('prints the audit log as JSON, filtered by stream and type, with full envelopes and no secrets', async () => {
    const token = await server.createUser('ann');
    const api = new ApiClient(server.baseUrl, token);
    await api.post('/api/projects', { name: 'book' });
    const { json: build } = await api.post('/api/builds', { project: 'ann/book', formats: 'platform' });
    await api.waitForBuild(build.id);

    const all = await server.cli(['events', '--json']);
    expect(all.code).toBe(0);
    const events = all.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const types = events.map((e) => e.type);
    for (const type of [
      'UserRegistered',
      'ApiTokenIssued',
      'ProjectCreated',
      'BranchPushed',
      'BuildRequested',
      'FormatStatusChanged',
    ]) {
      expect(types).toContain(type);
    }
    for (const e of events) {
      expect(Object.keys(e.metadata).sort()).toEqual([
        'actor',
        'causationId',
        'correlationId',
        'eventId',
        'occurredAt',
        'schemaVersion',
      ]);
      expect(e.stream).toMatch(/^(user|project|build)-/);
    }
    expect(all.stdout).not.toContain(token);
    const issued = events.find((e) => e.type === 'ApiTokenIssued');
    expect(issued.data.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Sealed with DATA_DIR/keys/credentials.key: not even the scrypt hash is in the log.
    expect(events.find((e) => e.type === 'UserRegistered').data.passwordHash).toMatch(/^v1:/);

    const stream = await server.cli(['events', '--stream', `build-${build.id}`, '--json']);
    const streamTypes = stream.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).type);
    expect(streamTypes).toEqual(['BuildRequested', 'FormatStatusChanged', 'FormatStatusChanged']);

    const pushed = await server.cli(['events', '--type', 'BranchPushed']);
    expect(pushed.stdout.trim().split('\n')).toHaveLength(1);
    expect(pushed.stdout).toContain('project-');
  });

  it('writes its whole output into a pipe', async () => {
    // More than a pipe buffer (64 KB) of output: process.exit() used to cut it short here.
    const api = new ApiClient(server.baseUrl, await server.createUser('piper'));
    for (let i = 0; i < 300; i++) await api.post('/api/tokens', { name: `token-${i}` });
    const direct = await server.cli(['events', '--json']);
    const expected = direct.stdout.trim().split('\n').length;
    expect(direct.stdout.length).toBeGreaterThan(64 * 1024);
    const piped = await promisify(execFile)(
      'bash',
      ['-c', `"${join(ROOT, 'bin', 'octavo')}" events --json | cat | wc -l`],
      {
        env: server.env,
      },
    );
    expect(Number(piped.stdout.trim())).toBe(expected);
  });

  it("admin user create --token prints the new account's first API token, which works at once", async () => {
    const created = await server.cli([
      'admin',
      'user',
      'create',
      '--username',
      'bot',
      '--password',
      'long-enough-too',
      '--email',
      'bot@b.co',
      '--token',
    ]);
    expect(created.code).toBe(0);
    const [line, token, ...rest] = created.stdout.trim().split('\n');
    expect(line).toBe('created user bot');
    expect(token).toMatch(/^oct_\S+$/);
    expect(rest).toEqual([]);
    const api = new ApiClient(server.baseUrl, token!);
    expect((await api.post('/api/projects', { name: 'scripted' })).status).toBe(201);
    const tokens = (await api.get('/api/tokens')).json as { name: string }[];
    expect(tokens.map((t) => t.name)).toEqual(['cli']);
  });

  it('admin commands refuse bad input with a clear message and a non-zero exit', async () => {
    const missing = await server.cli(['admin', 'user', 'create', '--username', 'x']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--password');
    const taken = await server.cli([
      'admin',
      'user',
      'create',
      '--username',
      'ann',
      '--password',
      'long-enough',
      '--email',
      'a@b.co',
    ]);
    expect(taken.code).not.toBe(0);
    expect(taken.stderr).toContain('taken');
    const nobody = await server.cli(['admin', 'token', 'create', '--username', 'nobody']);
    expect(nobody.code).not.toBe(0);
    expect(nobody.stderr).toContain('no user named nobody');
    const version = await server.cli(['--version']);
    expect(version.stdout).toMatch(/^octavo \d+\.\d+\.\d+/);
  });
});
