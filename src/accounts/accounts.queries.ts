import { Inject, Injectable } from '@nestjs/common';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { ApiTokenView, Collections, SshKeyView, UserView } from '../../projections/read-model-types';
import { hashApiToken } from '../security/api-tokens';

@Injectable()
export class AccountsQueries {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  userById(id: string): Promise<UserView | null> {
    return this.store.get<UserView>(Collections.users, id);
  }

  userByName(username: string): Promise<UserView | null> {
    return this.store.get<UserView>(Collections.users, username.toLowerCase());
  }

  /** The live (not revoked) token for a secret, if any. */
  activeToken(secret: string): Promise<ApiTokenView | null> {
    return this.activeTokenByHash(hashApiToken(secret));
  }

  /** How many administrators the installation has. */
  async administratorCount(): Promise<number> {
    return this.store.count(Collections.users, { admin: true });
  }

  async activeTokenByHash(tokenHash: string): Promise<ApiTokenView | null> {
    const [token] = await this.store.find<ApiTokenView>(Collections.apiTokens, {
      where: { tokenHash },
      limit: 1,
    });
    return token && token.revokedAt === null ? token : null;
  }

  async tokensOf(userId: string): Promise<ApiTokenView[]> {
    return this.store.find<ApiTokenView>(Collections.apiTokens, {
      where: { userId, revokedAt: null },
      orderBy: [['createdAt', 'asc']],
    });
  }

  sshKeysOf(userId: string): Promise<SshKeyView[]> {
    return this.store.find<SshKeyView>(Collections.sshKeys, {
      where: { userId },
      orderBy: [['createdAt', 'asc']],
    });
  }

  async sshKeyByFingerprint(fingerprint: string): Promise<SshKeyView | null> {
    const [key] = await this.store.find<SshKeyView>(Collections.sshKeys, {
      where: { fingerprint },
      limit: 1,
    });
    return key ?? null;
  }
}
