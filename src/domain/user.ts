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

export interface UserState {
  exists: boolean;
  tokens: Map<string, { revoked: boolean }>;
  keys: Map<string, { fingerprint: string }>;
}

export const initialUserState = (): UserState => ({ exists: false, tokens: new Map(), keys: new Map() });

export function evolveUser(state: UserState, event: { type: string; data: unknown }): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true };
    case 'ApiTokenIssued': {
      const tokens = new Map(state.tokens);
      tokens.set((event.data as ApiTokenIssuedData).tokenId, { revoked: false });
      return { ...state, tokens };
    }
    case 'ApiTokenRevoked': {
      const tokens = new Map(state.tokens);
      tokens.set((event.data as ApiTokenRevokedData).tokenId, { revoked: true });
      return { ...state, tokens };
    }
    case 'SshKeyAdded': {
      const data = event.data as SshKeyAddedData;
      const keys = new Map(state.keys);
      keys.set(data.keyId, { fingerprint: data.fingerprint });
      return { ...state, keys };
    }
    case 'SshKeyRemoved': {
      const keys = new Map(state.keys);
      keys.delete((event.data as SshKeyRemovedData).keyId);
      return { ...state, keys };
    }
    default:
      return state;
  }
}

export function decideRegisterUser(state: UserState, data: UserRegisteredData): DomainEvent[] {
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

export function decideChangePassword(state: UserState, data: PasswordChangedData): DomainEvent[] {
  if (!state.exists) throw new DomainError('not_found', `no user ${data.userId}`, 404);
  return [{ type: 'PasswordChanged', data: { ...data } }];
}

export function decideIssueToken(state: UserState, data: ApiTokenIssuedData): DomainEvent[] {
  if (!state.exists) throw new DomainError('not_found', `no user ${data.userId}`, 404);
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
  if (!state.exists) throw new DomainError('not_found', `no user ${data.userId}`, 404);
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
