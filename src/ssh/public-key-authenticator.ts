import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { utils } from 'ssh2';
import { AccountsQueries } from '../accounts/accounts.queries';
import { RecordedAccounts } from '../accounts/recorded-accounts';
import { sshFingerprint } from '../accounts/ssh-public-key';

/** Who a verified key belongs to. */
export interface SshIdentity {
  userId: string;
  username: string;
  keyId: string;
  fingerprint: string;
}

export interface OfferedKey {
  /** The key blob the client offered. */
  data: Buffer;
  /** Present only when the client proves possession (otherwise the request is a probe). */
  signature?: Buffer;
  blob?: Buffer;
  hashAlgo?: string;
}

export type KeyCheck =
  | { outcome: 'unknown' }
  | { outcome: 'acceptable' }
  | { outcome: 'verified'; identity: SshIdentity }
  | { outcome: 'bad-signature' };

/**
 * Looks offered keys up in the accounts read model by fingerprint and verifies their signatures; a removed
 * key is refused from its event on, while the read model lags too.
 */
@Injectable()
export class PublicKeyAuthenticator {
  constructor(
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(RecordedAccounts) private readonly recorded: RecordedAccounts,
  ) {}

  /**
   * A request without a signature is a probe ("would you accept this key?"): it is answered, but binds no
   * identity. Only a signature that verifies against the registered key does.
   */
  async check(offered: OfferedKey): Promise<KeyCheck> {
    const registered = await this.accounts.sshKeyByFingerprint(sshFingerprint(offered.data));
    if (!registered || !(await this.recorded.keyHeld(registered))) return { outcome: 'unknown' };
    const key = utils.parseKey(registered.publicKey);
    if (key instanceof Error || Array.isArray(key)) return { outcome: 'unknown' };
    const expected = key.getPublicSSH();
    if (expected.length !== offered.data.length || !timingSafeEqual(expected, offered.data)) {
      return { outcome: 'unknown' };
    }
    if (!offered.signature || !offered.blob) return { outcome: 'acceptable' };
    if (key.verify(offered.blob, offered.signature, offered.hashAlgo) !== true)
      return { outcome: 'bad-signature' };
    return {
      outcome: 'verified',
      identity: {
        userId: registered.userId,
        username: registered.username,
        keyId: registered.id,
        fingerprint: registered.fingerprint,
      },
    };
  }
}
