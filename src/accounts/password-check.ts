import { Inject, Injectable, Logger } from '@nestjs/common';
import type { UserView } from '../../projections/read-model-types';
import { verifyPassword } from '../security/passwords';
import { CredentialBox } from '../security/secret-box';

/** A password hash to compare against when there is none to read, so every "no" takes the same time. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * The one password check (log-in, password change, account deletion). No user, a wrong password and a stored
 * hash that cannot be opened all answer `false` after the same scrypt work: a user whose credential key was
 * lost gets "wrong username or password", never a server error. A lost key is logged with the user id, for an
 * operator to restore DATA_DIR/keys/ from a backup; a shredded one belongs to a deleted account and is not.
 */
@Injectable()
export class PasswordCheck {
  private readonly logger = new Logger('PasswordCheck');

  constructor(@Inject(CredentialBox) private readonly credentials: CredentialBox) {}

  async matches(user: UserView | null, password: string): Promise<boolean> {
    const opened = user ? this.credentials.openUserHash(user.id, user.passwordHash) : null;
    if (user && opened?.state === 'lost') {
      this.logger.warn(
        `the password hash of user ${user.id} cannot be opened: its credential key in DATA_DIR/keys/credentials/ ` +
          'is missing or is not the one that sealed it (restore DATA_DIR/keys/ from a backup); the password was ' +
          'refused as wrong',
      );
    }
    const hash = opened?.state === 'open' ? opened.hash : DUMMY_HASH;
    const ok = await verifyPassword(password, hash);
    return ok && opened?.state === 'open';
  }
}
