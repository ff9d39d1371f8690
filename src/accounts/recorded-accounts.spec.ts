import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountsProjection } from '../../projections/accounts.projection';
import { ProjectionRunner } from '../../projections/projection-runner';
import { ApiTokenView, SshKeyView } from '../../projections/read-model-types';
import { WebSessionsProjection } from '../../projections/web-sessions.projection';
import { SqliteReadModelStore } from '../../read-models/sqlite-read-model-store';
import { Consistency } from '../core/consistency';
import { newEvent, testEventContext } from '../event-store/new-event';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { AccountsQueries } from './accounts.queries';
import { RecordedAccounts } from './recorded-accounts';
import { WebSessionsQueries } from './web-sessions.queries';

const hash = (n: number) => n.toString(16).padStart(64, '0');

describe('RecordedAccounts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-recorded-accounts-'));
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const store = new SqliteReadModelStore(join(dir, 'read-models.db'));
  const runner = new ProjectionRunner(
    events,
    store,
    [new AccountsProjection(), new WebSessionsProjection()],
    {
      error: () => {},
      info: () => {},
    },
  );
  const accounts = new AccountsQueries(store);
  /** A new instance per look, so no "caught up" is remembered from the look before. */
  const recorded = () =>
    new RecordedAccounts(
      accounts,
      new WebSessionsQueries(store),
      new Consistency(runner, events, store),
      events,
    );

  const append = (userId: string, type: string, data: Record<string, unknown>) =>
    events.append(`user-${userId}`, [newEvent(type, 1, { userId, ...data }, testEventContext())], 'any');
  const catchUp = async () => {
    await runner.start();
    expect(await runner.waitFor(await events.headPosition(), ['accounts', 'web-sessions'])).toBe(true);
    await runner.stop();
  };
  const sessionStarted = (n: number) =>
    append('ann', 'WebSessionStarted', {
      sessionHash: hash(n),
      startedAt: new Date().toISOString(),
      label: 'Firefox on Linux',
    });

  let token: ApiTokenView;
  let key: SshKeyView;

  beforeAll(async () => {
    await append('ann', 'UserRegistered', {
      username: 'Ann',
      email: 'ann@example.com',
      passwordHash: 'old',
      admin: false,
    });
    await append('ann', 'ApiTokenIssued', { tokenId: 't1', name: 'ci', tokenHash: 'th1' });
    await append('ann', 'SshKeyAdded', {
      keyId: 'k1',
      title: 'laptop',
      fingerprint: 'SHA256:k1',
      keyType: 'ssh-ed25519',
      publicKey: 'ssh-ed25519 AAAA',
    });
    await sessionStarted(1);
    await catchUp();
    token = (await accounts.activeTokenByHash('th1'))!;
    key = (await accounts.sshKeyByFingerprint('SHA256:k1'))!;
  });
  afterAll(async () => {
    await runner.stop();
    await events.close();
  });

  it('answers from the read models while they are caught up', async () => {
    const accountsNow = recorded();
    expect(await accountsNow.userByName('ANN')).toMatchObject({
      id: 'ann',
      username: 'Ann',
      passwordHash: 'old',
    });
    expect(await accountsNow.webSession('ann', hash(1))).toMatchObject({ endedAt: null });
    expect(await accountsNow.tokenHolder(token)).toMatchObject({ id: 'ann' });
    expect(await accountsNow.keyHeld(key)).toBe(true);
    expect(await accountsNow.userById('bob')).toBeNull();
  });

  it("answers from the user's events while the read models lag, and agrees with them once caught up", async () => {
    await append('ann', 'PasswordChanged', { passwordHash: 'new' });
    await append('ann', 'ApiTokenRevoked', { tokenId: 't1' });
    await append('ann', 'SshKeyRemoved', { keyId: 'k1', fingerprint: 'SHA256:k1' });
    await append('ann', 'WebSessionEnded', { sessionHash: hash(1), reason: 'logged-out' });
    await sessionStarted(2);
    await append('bob', 'UserRegistered', {
      username: 'bob',
      email: 'bob@example.com',
      passwordHash: 'bob',
      admin: false,
    });

    // The read models still hold the state before these events.
    expect(await accounts.userById('ann')).toMatchObject({ passwordHash: 'old' });
    expect(await accounts.userById('bob')).toBeNull();
    const lagging = recorded();
    expect(await lagging.userByName('ann')).toMatchObject({ passwordHash: 'new' });
    expect(await lagging.userByName('bob')).toMatchObject({ id: 'bob', email: 'bob@example.com' });
    expect(await lagging.webSession('ann', hash(1))).toMatchObject({ endReason: 'logged-out' });
    expect(await lagging.webSession('ann', hash(2))).toMatchObject({ id: hash(2), endedAt: null });
    expect(await lagging.webSession('bob', hash(2))).toBeNull();
    expect(await lagging.tokenHolder(token)).toBeNull();
    expect(await lagging.keyHeld(key)).toBe(false);

    await catchUp();
    const caughtUp = recorded();
    expect(await caughtUp.userByName('ann')).toMatchObject({ passwordHash: 'new' });
    expect(await caughtUp.userByName('bob')).toMatchObject({ id: 'bob' });
    expect(await caughtUp.webSession('ann', hash(1))).toMatchObject({ endReason: 'logged-out' });
    expect(await caughtUp.webSession('ann', hash(2))).toMatchObject({ endedAt: null });
    expect(await accounts.activeTokenByHash('th1')).toBeNull();
    expect(await accounts.sshKeyByFingerprint('SHA256:k1')).toBeNull();
  });
});
