import { RecordedEvent } from '../src/event-store/event-store.port';
import { ApiTokenIssuedData, isUserEvent, SshKeyAddedData } from '../src/domain/user';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { Projection } from './projection';
import { ApiTokenView, Collections, SshKeyView, UserView } from './read-model-types';

/** The key's document as SshKeyAdded makes it (also AddSshKey's answer while this projection lags). */
export function addedSshKeyView(d: SshKeyAddedData, username: string, at: string): SshKeyView {
  return {
    id: d.keyId,
    userId: d.userId,
    username,
    title: d.title,
    fingerprint: d.fingerprint,
    keyType: d.keyType,
    publicKey: d.publicKey,
    createdAt: at,
  };
}

/** A token's document as issued (the lagging-read path folds the same shape from events: RecordedAccounts). */
export function issuedApiTokenView(d: ApiTokenIssuedData, at: string): ApiTokenView {
  return {
    id: d.tokenId,
    userId: d.userId,
    name: d.name,
    tokenHash: d.tokenHash,
    createdAt: at,
    revokedAt: null,
  };
}

/**
 * A user's document after one of their events (null before UserRegistered): this projection writes it, and
 * the session and log-in checks fold the user's own events with it while this projection lags.
 */
export function userViewAfter(user: UserView | null, event: RecordedEvent): UserView | null {
  if (!isUserEvent(event)) return user;
  if (event.type === 'UserRegistered') {
    const d = event.data;
    return {
      id: d.userId,
      username: d.username,
      email: d.email,
      passwordHash: d.passwordHash,
      admin: d.admin,
      createdAt: event.metadata.occurredAt,
    };
  }
  if (event.type === 'PasswordChanged' && user) return { ...user, passwordHash: event.data.passwordHash };
  if (event.type === 'AccountDeleted') return null;
  return user;
}

/** Users, their API tokens (hashes only) and SSH keys. */
export class AccountsProjection implements Projection {
  readonly name = 'accounts';
  readonly collections = [Collections.users, Collections.apiTokens, Collections.sshKeys];
  readonly indexes = [
    [Collections.apiTokens, ['tokenHash']],
    [Collections.apiTokens, ['userId']],
    [Collections.sshKeys, ['fingerprint']],
    [Collections.sshKeys, ['userId']],
  ] as const satisfies ReadonlyArray<readonly [string, string[]]>;

  async apply(stored: RecordedEvent, tx: ReadModelTransaction): Promise<void> {
    if (!isUserEvent(stored)) return;
    const event = stored;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered':
      case 'PasswordChanged': {
        const d = event.data;
        const before =
          event.type === 'UserRegistered' ? null : await tx.get<UserView>(Collections.users, d.userId);
        const user = userViewAfter(before, event);
        if (user) tx.put(Collections.users, d.userId, user);
        break;
      }
      case 'ApiTokenIssued': {
        const d = event.data;
        tx.put(Collections.apiTokens, d.tokenId, issuedApiTokenView(d, at));
        break;
      }
      case 'ApiTokenRevoked': {
        const d = event.data;
        const token = await tx.get<ApiTokenView>(Collections.apiTokens, d.tokenId);
        if (token) tx.put(Collections.apiTokens, d.tokenId, { ...token, revokedAt: at });
        break;
      }
      case 'ApiTokenUsed': {
        const d = event.data;
        const token = await tx.get<ApiTokenView>(Collections.apiTokens, d.tokenId);
        if (token) tx.put(Collections.apiTokens, d.tokenId, { ...token, lastUsedAt: at });
        break;
      }
      case 'SshKeyAdded': {
        const d = event.data;
        const user = await tx.get<UserView>(Collections.users, d.userId);
        tx.put(Collections.sshKeys, d.keyId, addedSshKeyView(d, user?.username ?? d.userId, at));
        break;
      }
      case 'SshKeyRemoved':
        tx.delete(Collections.sshKeys, event.data.keyId);
        break;
      case 'AccountDeleted':
        // Its tokens were revoked and keys removed just before, in the same append. Without the user's
        // document nothing signs in as them, and no copy of their (sealed) password hash stays in a read model
        // (userViewAfter is null after it, for the checks that fold the user's events while this lags).
        tx.delete(Collections.users, event.data.userId);
        break;
    }
  }
}
