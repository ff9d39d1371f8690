import { DomainError, DomainEvent } from './event-types';

export interface UserRegisteredData {
  userId: string;
  username: string;
  email: string;
  passwordHash: string;
  admin: boolean;
}
export interface PasswordChangedData {
  userId: string;
  passwordHash: string;
}
export interface ApiTokenIssuedData {
  userId: string;
  tokenId: string;
  name: string;
  tokenHash: string;
}
export interface ApiTokenRevokedData {
  userId: string;
  tokenId: string;
}
export interface ApiTokenUsedData {
  userId: string;
  tokenId: string;
}
export interface SshKeyAddedData {
  userId: string;
  keyId: string;
  title: string;
  fingerprint: string;
  keyType: string;
  publicKey: string;
}
export interface SshKeyRemovedData {
  userId: string;
  keyId: string;
  fingerprint: string;
}

/**
 * Why a web session ended: its own log-out, "Sign out" from another session, a password change, or the
 * account's deletion.
 */
export type WebSessionEndReason = 'logged-out' | 'revoked' | 'password-changed' | 'account-deleted';

/** A signed-in web session lasts two weeks from log-in; after that its cookie is refused without an event. */
export const WEB_SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface WebSessionStartedData {
  userId: string;
  /** SHA-256 of the session id: the raw id is in the browser's cookie only. */
  sessionHash: string;
  startedAt: string;
  /** What the sessions list shows, such as "Firefox on Linux". */
  label: string;
}
export interface WebSessionEndedData {
  userId: string;
  sessionHash: string;
  reason: WebSessionEndReason;
}

/**
 * The account is gone: recorded after its tokens were revoked, its keys removed and its sessions ended (the same
 * append). Its credential key is shredded next, so the password hashes sealed with it in the log stay shut.
 */
export interface AccountDeletedData {
  userId: string;
  username: string;
}

export interface UserState {
  exists: boolean;
  /** Deleted accounts keep their stream (the audit log), and their username stays retired. */
  deleted: boolean;
  tokens: Map<string, { revoked: boolean }>;
  keys: Map<string, { fingerprint: string }>;
  /** Web sessions started and not ended, by hash (expired ones are dropped as later ones start). */
  webSessions: Map<string, { startedAt: string }>;
}

export const initialUserState = (): UserState => ({
  exists: false,
  deleted: false,
  tokens: new Map(),
  keys: new Map(),
  webSessions: new Map(),
});

/** When a web session started at `startedAt` stops being valid, ended or not (epoch ms). */
export const webSessionExpiresAt = (startedAt: string) => Date.parse(startedAt) + WEB_SESSION_LIFETIME_MS;

/** A user's events with their payloads: `evolveUser` narrows each by `type`. */
export type UserEvent =
  | { type: 'UserRegistered'; data: UserRegisteredData }
  | { type: 'PasswordChanged'; data: PasswordChangedData }
  | { type: 'ApiTokenIssued'; data: ApiTokenIssuedData }
  | { type: 'ApiTokenRevoked'; data: ApiTokenRevokedData }
  | { type: 'ApiTokenUsed'; data: ApiTokenUsedData }
  | { type: 'SshKeyAdded'; data: SshKeyAddedData }
  | { type: 'SshKeyRemoved'; data: SshKeyRemovedData }
  | { type: 'WebSessionStarted'; data: WebSessionStartedData }
  | { type: 'WebSessionEnded'; data: WebSessionEndedData }
  | { type: 'AccountDeleted'; data: AccountDeletedData };

const USER_EVENT_TYPES: ReadonlySet<string> = new Set<UserEvent['type']>([
  'UserRegistered',
  'PasswordChanged',
  'ApiTokenIssued',
  'ApiTokenRevoked',
  'ApiTokenUsed',
  'SshKeyAdded',
  'SshKeyRemoved',
  'WebSessionStarted',
  'WebSessionEnded',
  'AccountDeleted',
]);

/** The one place a stored event is taken for a user event by its type (reads are upcast to the current shape). */
export function isUserEvent(event: { type: string; data: unknown }): event is UserEvent {
  return USER_EVENT_TYPES.has(event.type);
}

export function evolveUser(state: UserState, stored: { type: string; data: unknown }): UserState {
  if (!isUserEvent(stored)) return state;
  const event: UserEvent = stored;
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true };
    case 'ApiTokenIssued': {
      const tokens = new Map(state.tokens);
      tokens.set(event.data.tokenId, { revoked: false });
      return { ...state, tokens };
    }
    case 'ApiTokenRevoked': {
      const tokens = new Map(state.tokens);
      tokens.set(event.data.tokenId, { revoked: true });
      return { ...state, tokens };
    }
    case 'SshKeyAdded': {
      const data = event.data;
      const keys = new Map(state.keys);
      keys.set(data.keyId, { fingerprint: data.fingerprint });
      return { ...state, keys };
    }
    case 'SshKeyRemoved': {
      const keys = new Map(state.keys);
      keys.delete(event.data.keyId);
      return { ...state, keys };
    }
    case 'WebSessionStarted': {
      const data = event.data;
      // Sessions expired by the time this one started can never be ended: forgetting them keeps the state small.
      const now = Date.parse(data.startedAt);
      const webSessions = new Map(
        [...state.webSessions].filter(([, s]) => webSessionExpiresAt(s.startedAt) > now),
      );
      webSessions.set(data.sessionHash, { startedAt: data.startedAt });
      return { ...state, webSessions };
    }
    case 'WebSessionEnded': {
      const webSessions = new Map(state.webSessions);
      webSessions.delete(event.data.sessionHash);
      return { ...state, webSessions };
    }
    case 'AccountDeleted':
      return { ...state, deleted: true, keys: new Map(), webSessions: new Map() };
    default:
      return state;
  }
}

/**
 * A username is taken for good: while its account lives, and after it was deleted. The user id is the
 * lower-cased username, so a new account of that name would continue the deleted one's stream and audit trail,
 * and inherit old clone addresses, links and `actor`s that meant someone else.
 */
export function requireUsernameFree(state: UserState, username: string): void {
  if (state.deleted) {
    throw new DomainError(
      'validation_failed',
      `the username ${username} belonged to an account that was deleted and cannot be used again; choose another`,
      422,
      [{ field: 'username', message: 'belonged to a deleted account; choose another' }],
    );
  }
}

export function decideRegisterUser(state: UserState, data: UserRegisteredData): DomainEvent[] {
  requireUsernameFree(state, data.username);
  if (state.exists) {
    throw new DomainError(
      'validation_failed',
      `the username ${data.username} is taken; choose another`,
      422,
      [{ field: 'username', message: 'already taken' }],
    );
  }
  return [{ type: 'UserRegistered', data: { ...data } }];
}

/**
 * A new password ends every other live web session of the user in the same append, one `WebSessionEnded`
 * each: which sessions ended is decided here, once, and replayed as recorded (the read model never re-derives
 * it from `PasswordChanged`, whose data does not say which session stayed).
 */
export function decideChangePassword(
  state: UserState,
  data: PasswordChangedData,
  sessions: { keepSessionHash: string | null; at: string },
): DomainEvent[] {
  requireLiveUser(state, data.userId);
  return [
    { type: 'PasswordChanged', data: { ...data } },
    ...endSessionsExcept(state, data.userId, sessions.keepSessionHash, 'password-changed', sessions.at),
  ];
}

export function decideIssueToken(state: UserState, data: ApiTokenIssuedData): DomainEvent[] {
  requireLiveUser(state, data.userId);
  return [{ type: 'ApiTokenIssued', data: { ...data } }];
}

export function decideRevokeToken(state: UserState, data: ApiTokenRevokedData): DomainEvent[] {
  const token = state.tokens.get(data.tokenId);
  if (!token || token.revoked) {
    throw new DomainError(
      'token_not_found',
      `no active token ${data.tokenId}; list your tokens to find its id`,
      404,
    );
  }
  return [{ type: 'ApiTokenRevoked', data: { ...data } }];
}

/** Use is recorded for live tokens only; a revoked one has no "last used" to move. */
export function decideRecordTokenUse(state: UserState, data: ApiTokenUsedData): DomainEvent[] {
  const token = state.tokens.get(data.tokenId);
  if (!token || token.revoked) return [];
  return [{ type: 'ApiTokenUsed', data: { ...data } }];
}

export function decideAddSshKey(state: UserState, data: SshKeyAddedData): DomainEvent[] {
  requireLiveUser(state, data.userId);
  if ([...state.keys.values()].some((k) => k.fingerprint === data.fingerprint)) {
    throw new DomainError('validation_failed', 'this key is already registered', 422, [
      { field: 'key', message: 'already registered' },
    ]);
  }
  return [{ type: 'SshKeyAdded', data: { ...data } }];
}

export function decideRemoveSshKey(state: UserState, data: { userId: string; keyId: string }): DomainEvent[] {
  const key = state.keys.get(data.keyId);
  if (!key) throw new DomainError('ssh_key_not_found', `no SSH key ${data.keyId} on your account`, 404);
  return [{ type: 'SshKeyRemoved', data: { ...data, fingerprint: key.fingerprint } }];
}

/** Commands on an account need it registered and not deleted; a deleted one answers as if it never was. */
function requireLiveUser(state: UserState, userId: string): void {
  if (!state.exists || state.deleted) throw new DomainError('not_found', `no user ${userId}`, 404);
}

/** Live at `at`: started, not ended, not expired. */
function liveSessionHashes(state: UserState, at: string): string[] {
  const now = Date.parse(at);
  return [...state.webSessions]
    .filter(([, s]) => webSessionExpiresAt(s.startedAt) > now)
    .map(([hash]) => hash);
}

function endSessionsExcept(
  state: UserState,
  userId: string,
  keepSessionHash: string | null,
  reason: WebSessionEndReason,
  at: string,
): DomainEvent[] {
  const ending = new Set(liveSessionHashes(state, at));
  // Found by hash, as sessions and API tokens are everywhere: the kept one is the caller's own session.
  if (keepSessionHash !== null) ending.delete(keepSessionHash);
  return [...ending].map((sessionHash) => ({
    type: 'WebSessionEnded',
    data: { userId, sessionHash, reason },
  }));
}

/** Starting the same session twice (a retried log-in) records it once. */
export function decideStartWebSession(state: UserState, data: WebSessionStartedData): DomainEvent[] {
  requireLiveUser(state, data.userId);
  if (!/^[0-9a-f]{64}$/.test(data.sessionHash)) {
    throw new DomainError('validation_failed', 'a web session is recorded by the SHA-256 of its id', 422);
  }
  if (state.webSessions.has(data.sessionHash)) return [];
  const label = data.label.trim().slice(0, 80) || 'Unknown browser';
  return [{ type: 'WebSessionStarted', data: { ...data, label } }];
}

/**
 * Ends one live session. Logging out of a session that already ended (signed out from elsewhere a moment
 * before) changes nothing; signing out a session that is not live is refused, since the list it came from
 * is out of date.
 */
export function decideEndWebSession(
  state: UserState,
  data: WebSessionEndedData & { at: string },
): DomainEvent[] {
  const { at, ...ended } = data;
  if (liveSessionHashes(state, at).includes(data.sessionHash)) {
    return [{ type: 'WebSessionEnded', data: ended }];
  }
  if (data.reason === 'logged-out') return [];
  throw new DomainError(
    'web_session_not_found',
    'that session is not signed in any more (it ended or expired); reload the sessions list',
    404,
  );
}

/** "Sign out everywhere else": every live session but the one asking; none left is no event. */
export function decideEndOtherWebSessions(
  state: UserState,
  data: { userId: string; keepSessionHash: string; at: string },
): DomainEvent[] {
  return endSessionsExcept(state, data.userId, data.keepSessionHash, 'revoked', data.at);
}

export interface DeleteAccountData {
  userId: string;
  username: string;
  /** Full names of the projects the user still owns (from the projects read model). */
  ownedProjects: readonly string[];
  /** The account is the installation's only administrator (from the accounts read model). */
  lastAdministrator?: boolean;
  at: string;
}

/**
 * Deletes an account, refused while it owns projects: their repositories, builds and collaborators would be
 * left without an owner, and who may take them over is the owner's decision, not this one's. Everything the
 * account could sign in with ends in the same append, one event each (so every read model and the SSH door's
 * access watch react as they do to a single revocation): live API tokens are revoked, SSH keys removed, live web
 * sessions ended; `AccountDeleted` comes last. A retried deletion of a deleted account changes nothing.
 */
export function decideDeleteAccount(state: UserState, data: DeleteAccountData): DomainEvent[] {
  if (state.deleted) return [];
  requireLiveUser(state, data.userId);
  if (data.lastAdministrator) {
    throw new DomainError(
      'last_administrator',
      `${data.username} is the only administrator; make another user an administrator first ` +
        '(./bin/octavo admin user create --admin …), then delete this account',
      409,
    );
  }
  if (data.ownedProjects.length > 0) {
    const names = [...data.ownedProjects].sort();
    const them = names.length === 1 ? 'it' : 'them';
    throw new DomainError(
      'account_owns_projects',
      `${data.username} still owns ${names.length === 1 ? 'the project' : `${names.length} projects`} ` +
        `${names.join(', ')}; delete ${them} first (project settings → Delete project, or ` +
        `DELETE /api/projects/<owner>/<repo>), then delete the account`,
      409,
      names.map((name) => ({ field: 'projects', message: `${name} is owned by ${data.username}` })),
    );
  }
  const revoked: DomainEvent[] = [...state.tokens]
    .filter(([, token]) => !token.revoked)
    .map(([tokenId]) => ({ type: 'ApiTokenRevoked', data: { userId: data.userId, tokenId } }));
  const removed: DomainEvent[] = [...state.keys].map(([keyId, key]) => ({
    type: 'SshKeyRemoved',
    data: { userId: data.userId, keyId, fingerprint: key.fingerprint },
  }));
  return [
    ...revoked,
    ...removed,
    ...endSessionsExcept(state, data.userId, null, 'account-deleted', data.at),
    { type: 'AccountDeleted', data: { userId: data.userId, username: data.username } },
  ];
}
