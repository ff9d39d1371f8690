import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../src/event-store/sqlite-event-store';
import { CommandExecutor, foldStream } from '../src/domain/command-executor';
import { BuildAggregate } from '../src/domain/aggregates';
import { decideChangeFormatStatus, decideRequestBuild } from '../src/domain/build';
import { streams } from '../src/domain/event-types';

describe('CommandExecutor.aggregateStream: the one fold of a stream', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-executor-'));
  const events = new SqliteEventStore(join(dir, 'events.db'));
  let n = 0;
  const executor = new CommandExecutor(
    events,
    { now: () => new Date('2026-01-01T00:00:00Z') },
    { newId: () => `id-${++n}` },
  );
  afterAll(async () => {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('folds what execute appended, whole or up to an event, as foldStream does on the same events', async () => {
    const stream = streams.build(1);
    const context = { actor: 'ann', correlationId: 'c1' };
    const request = {
      buildId: 1,
      projectId: 'p1',
      project: 'ann/book',
      branch: 'main',
      commit: 'a'.repeat(40),
      formats: ['html' as const],
      requestedBy: 'ann',
    };
    await executor.execute(stream, BuildAggregate, (s) => decideRequestBuild(s, request), context);
    await executor.execute(
      stream,
      BuildAggregate,
      (s) => decideChangeFormatStatus(s, { format: 'html', status: 'working' }),
      context,
    );

    const whole = await executor.aggregateStream(stream, BuildAggregate);
    expect(whole.history.map((e) => e.type)).toEqual(['BuildRequested', 'FormatStatusChanged']);
    expect(whole.state.formats.get('html')?.status).toBe('working');
    expect(whole.state).toEqual(foldStream(BuildAggregate, whole.history));

    const before = await executor.aggregateStream(stream, BuildAggregate, (e) => e.revision < 1);
    expect(before.history).toHaveLength(1);
    expect(before.state.formats.get('html')?.status).toBe('queued');
  });
});
