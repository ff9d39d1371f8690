import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEvent, testEventContext } from '../src/event-store/new-event';
import { SqliteEventStore } from '../src/event-store/sqlite-event-store';
import { SqliteReadModelStore } from '../read-models/sqlite-read-model-store';
import { ProjectionRunner } from './projection-runner';
import { replayProjections } from './replay';
import { WEB_SESSIONS, WebSessionsProjection, WebSessionView } from './web-sessions.projection';

const hash = (n: number) => n.toString(16).padStart(64, '0');
const at = (minute: number) => new Date(Date.parse('2026-03-01T09:00:00Z') + minute * 60_000);

describe('WebSessionsProjection', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-web-sessions-'));
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const live = new SqliteReadModelStore(join(dir, 'live.db'));
  const rebuilt = new SqliteReadModelStore(join(dir, 'rebuilt.db'));
  const runner = new ProjectionRunner(events, live, [new WebSessionsProjection()], { error: () => {} });

  const append = async (minute: number, type: string, data: Record<string, unknown>) =>
    (
      await events.append(
        `user-${(data as { userId: string }).userId}`,
        [newEvent(type, 1, data, testEventContext({ now: at(minute) }))],
        'any',
      )
    ).position;
  const start = (minute: number, userId: string, n: number, label: string) =>
    append(minute, 'WebSessionStarted', {
      userId,
      sessionHash: hash(n),
      startedAt: at(minute).toISOString(),
      label,
    });
  const end = (minute: number, userId: string, n: number, reason: string) =>
    append(minute, 'WebSessionEnded', { userId, sessionHash: hash(n), reason });

  let head = 0;
  beforeAll(async () => {
    await runner.start();
    await append(0, 'UserRegistered', { userId: 'u1', username: 'ann' });
    await start(1, 'u1', 1, 'Firefox on Linux');
    await start(2, 'u1', 2, 'Chrome on Windows');
    await start(3, 'u2', 3, 'Safari on macOS');
    await start(4, 'u1', 4, 'Edge on Windows');
    await end(5, 'u1', 2, 'revoked');
    await end(6, 'u1', 4, 'password-changed');
    // A log-out recorded after the session had ended already keeps the first end.
    head = await end(7, 'u1', 4, 'logged-out');
    expect(await runner.waitFor(head, ['web-sessions'])).toBe(true);
  });
  afterAll(async () => {
    await runner.stop();
    await Promise.all([events.close(), live.close(), rebuilt.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps each session by hash with its label and start, and marks ended ones with when and why', async () => {
    expect(await live.get<WebSessionView>(WEB_SESSIONS, hash(1))).toEqual({
      id: hash(1),
      userId: 'u1',
      label: 'Firefox on Linux',
      startedAt: at(1).toISOString(),
      endedAt: null,
      endReason: null,
    });
    expect(await live.get<WebSessionView>(WEB_SESSIONS, hash(2))).toMatchObject({
      endedAt: at(5).toISOString(),
      endReason: 'revoked',
    });
    expect(await live.get<WebSessionView>(WEB_SESSIONS, hash(4))).toMatchObject({
      endedAt: at(6).toISOString(),
      endReason: 'password-changed',
    });
  });

  it("lists a user's live sessions by the indexed user id", async () => {
    const ann = await live.find<WebSessionView>(WEB_SESSIONS, { where: { userId: 'u1', endedAt: null } });
    expect(ann.map((s) => s.label)).toEqual(['Firefox on Linux']);
    const bob = await live.find<WebSessionView>(WEB_SESSIONS, { where: { userId: 'u2' } });
    expect(bob.map((s) => s.label)).toEqual(['Safari on macOS']);
  });

  it('gives the same read model when rebuilt from the log', async () => {
    await replayProjections(events, rebuilt, [new WebSessionsProjection()]);
    const [a, b] = await Promise.all([live.snapshot([WEB_SESSIONS]), rebuilt.snapshot([WEB_SESSIONS])]);
    expect(Object.keys(a.collections[WEB_SESSIONS])).toHaveLength(4);
    expect(b.collections).toEqual(a.collections);
    expect(b.checkpoints['web-sessions']).toBe(head);
  });
});
