import { UserAggregate } from './aggregates';
import { deciderSpecification } from './decider.test-helpers';
import { DomainEvent } from './event-types';
import {
  decideAddSshKey,
  decideDeleteAccount,
  decideIssueToken,
  decideRegisterUser,
  decideStartWebSession,
  WEB_SESSION_LIFETIME_MS,
} from './user';

const given = deciderSpecification(UserAggregate);
const hash = (n: number) => n.toString(16).padStart(64, '0');
const t0 = Date.parse('2026-03-01T09:00:00Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();

const registration = {
  userId: 'ann',
  username: 'Ann',
  email: 'ann@example.com',
  passwordHash: 'v1:sealed',
  admin: false,
};
const registered: DomainEvent = { type: 'UserRegistered', data: registration };
const token = (id: string): DomainEvent => ({
  type: 'ApiTokenIssued',
  data: { userId: 'ann', tokenId: id, name: id, tokenHash: `hash-${id}` },
});
const revoked = (id: string): DomainEvent => ({
  type: 'ApiTokenRevoked',
  data: { userId: 'ann', tokenId: id },
});
const key = (id: string): DomainEvent => ({
  type: 'SshKeyAdded',
  data: {
    userId: 'ann',
    keyId: id,
    title: id,
    fingerprint: `SHA256:${id}`,
    keyType: 'ssh-ed25519',
    publicKey: `ssh-ed25519 AAAA${id}`,
  },
});
const keyRemoved = (id: string): DomainEvent => ({
  type: 'SshKeyRemoved',
  data: { userId: 'ann', keyId: id, fingerprint: `SHA256:${id}` },
});
const started = (n: number, startedAt = at(0)): DomainEvent => ({
  type: 'WebSessionStarted',
  data: { userId: 'ann', sessionHash: hash(n), startedAt, label: 'Firefox on Linux' },
});
const ended = (n: number, reason: string): DomainEvent => ({
  type: 'WebSessionEnded',
  data: { userId: 'ann', sessionHash: hash(n), reason },
});
const accountDeleted: DomainEvent = { type: 'AccountDeleted', data: { userId: 'ann', username: 'Ann' } };
const deletion = (ownedProjects: string[] = [], when = at(3_600_000)) => ({
  userId: 'ann',
  username: 'Ann',
  ownedProjects,
  at: when,
});

describe('deleting an account', () => {
  it('revokes live tokens, removes keys and ends live sessions in the same decision, AccountDeleted last', () => {
    given(registered, token('t1'), token('t2'), revoked('t2'), key('k1'), key('k2'), started(1), started(2))
      .when((state) => decideDeleteAccount(state, deletion()))
      .then([
        revoked('t1'),
        keyRemoved('k1'),
        keyRemoved('k2'),
        ended(1, 'account-deleted'),
        ended(2, 'account-deleted'),
        accountDeleted,
      ]);
  });

  it('is only AccountDeleted for an account with nothing to end (expired sessions stay as they are)', () => {
    given(registered, started(1, at(0)), ended(1, 'logged-out'), started(2, at(0)))
      .when((state) => decideDeleteAccount(state, deletion([], at(WEB_SESSION_LIFETIME_MS + 1))))
      .then([accountDeleted]);
  });

  it('is refused while the user owns projects, naming each and how to go on', () => {
    const refusal = given(registered, token('t1')).when((state) =>
      decideDeleteAccount(state, deletion(['Ann/notes', 'Ann/book'])),
    );
    refusal.thenThrows(
      /Ann still owns 2 projects Ann\/book, Ann\/notes; delete them first/,
      'account_owns_projects',
    );
    given(registered)
      .when((state) => decideDeleteAccount(state, deletion(['Ann/book'])))
      .thenThrows(/owns the project Ann\/book; delete it first .*then delete the account/);
  });

  it('is refused for the only administrator, saying how to go on; not when another one exists', () => {
    given(registered)
      .when((state) => decideDeleteAccount(state, { ...deletion(), lastAdministrator: true }))
      .thenThrows(
        /Ann is the only administrator; make another user an administrator first/,
        'last_administrator',
      );
    given(registered)
      .when((state) => decideDeleteAccount(state, { ...deletion(), lastAdministrator: false }))
      .then([accountDeleted]);
  });

  it('needs an account, and a retried deletion changes nothing', () => {
    given()
      .when((state) => decideDeleteAccount(state, deletion()))
      .thenThrows(/no user ann/, 'not_found');
    given(registered, accountDeleted)
      .when((state) => decideDeleteAccount(state, deletion()))
      .thenNothingHappens();
  });

  it('retires the username: registering it again is refused, whatever the case', () => {
    given(registered, accountDeleted)
      .when((state) => decideRegisterUser(state, { ...registration, username: 'ANN' }))
      .thenThrows(
        /ANN belonged to an account that was deleted and cannot be used again/,
        'validation_failed',
      );
  });

  it('takes no new credentials or sessions after the deletion', () => {
    const deleted = given(registered, accountDeleted);
    deleted.when((state) => decideIssueToken(state, token('t9').data as never)).thenThrows(/no user ann/);
    deleted.when((state) => decideAddSshKey(state, key('k9').data as never)).thenThrows(/no user ann/);
    deleted
      .when((state) => decideStartWebSession(state, started(9).data as never))
      .thenThrows(/no user ann/, 'not_found');
  });

  it('leaves the folded state without keys or sessions', () => {
    const { state } = given(registered, key('k1'), started(1), accountDeleted);
    expect({ deleted: state.deleted, keys: state.keys.size, sessions: state.webSessions.size }).toEqual({
      deleted: true,
      keys: 0,
      sessions: 0,
    });
  });
});
