import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadOrCreateSecret } from './secret-file';

const VERSION = 'v1';

/** Whether `text` is something `SecretBox.seal` made (`v1:iv:tag:ciphertext`), not a value stored in clear. */
export const isSealed = (text: string) => text.startsWith(`${VERSION}:`) && text.split(':').length === 4;

/**
 * Encrypts a secret (AES-256-GCM) with a key kept under DATA_DIR/keys/, so the event log and read models hold
 * only ciphertext while the server can still use the plain value. `what` names the secret in errors.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(
    keyMaterial: Buffer,
    private readonly what = 'secret',
  ) {
    this.key = createHash('sha256').update(keyMaterial).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      sealed.toString('base64'),
    ].join(':');
  }

  open(ciphertext: string): string {
    const [version, iv, tag, sealed] = ciphertext.split(':');
    if (version !== VERSION || !iv || !tag || sealed === undefined) {
      throw new Error(`${this.what} is not in a format this server can read`);
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}

/** Webhook signing secrets: sealed in the log and read models, opened to sign each delivery. */
export class WebhookSecretBox extends SecretBox {
  constructor(keyMaterial: Buffer) {
    super(keyMaterial, 'webhook secret');
  }
}

/** A stored password hash opened, or why it could not be. */
export type OpenedHash = { state: 'open'; hash: string } | { state: 'shredded' } | { state: 'lost' };

/**
 * Password hashes: sealed before they are appended, so a copy of the event log or a backup of the read models
 * alone gives nothing to crack offline. Each user's hashes are sealed with a key of that user's own
 * (`userKeyDir`/<sha-256 of the user id>, under DATA_DIR/keys/credentials/), so deleting that one file (`shred`)
 * leaves every copy of them unreadable, the log's included, while everyone else's stay readable. Hashes sealed
 * with the server key (DATA_DIR/keys/credentials.key) before per-user keys, or written in clear (`scrypt$…`)
 * before sealing, are still read. Nothing is cached: a key shredded by one process is gone for all.
 */
export class CredentialBox extends SecretBox {
  constructor(
    keyMaterial: Buffer,
    private readonly userKeyDir?: string,
  ) {
    super(keyMaterial, 'password hash');
  }

  /** The stored hash in clear, whether it was sealed with the server key or written in clear. */
  hashOf(stored: string): string {
    return isSealed(stored) ? this.open(stored) : stored;
  }

  /** Seals `hash` with `userId`'s own key, made on first use. */
  sealFor(userId: string, hash: string): string {
    return new SecretBox(loadOrCreateSecret(this.userKeyFile(userId)), 'password hash').seal(hash);
  }

  /**
   * `userId`'s stored hash in clear: opened with the user's key when there is one (GCM's tag tells a wrong key),
   * else, or when that key did not seal it, as `hashOf` reads it. Throws when it cannot be opened; credential
   * checks use `openUserHash`, which says why instead.
   */
  hashOfUser(userId: string, stored: string): string {
    const opened = this.openUserHash(userId, stored);
    if (opened.state === 'open') return opened.hash;
    throw new Error(
      `the password hash of "${userId}" cannot be opened: neither its user's key nor the server key sealed it ` +
        (opened.state === 'shredded'
          ? '(the key was shredded with the account)'
          : '(was DATA_DIR/keys/ replaced, or the key file lost?)'),
    );
  }

  /**
   * `userId`'s stored hash, or why it cannot be read: `shredded` when the user's key was shredded (the account
   * was deleted), `lost` when no key that could have sealed it is there (the key file was deleted or
   * replaced outside Octavo). Never throws for an unreadable hash: a caller checking a password answers "wrong
   * password" either way.
   */
  openUserHash(userId: string, stored: string): OpenedHash {
    if (!isSealed(stored)) return { state: 'open', hash: stored };
    const userKey = this.readUserKey(userId);
    if (userKey) {
      try {
        return { state: 'open', hash: new SecretBox(userKey, 'password hash').open(stored) };
      } catch {
        // Sealed with the server key before this user had a key of their own.
      }
    }
    try {
      return { state: 'open', hash: this.open(stored) };
    } catch {
      return { state: !userKey && this.wasShredded(userId) ? 'shredded' : 'lost' };
    }
  }

  /**
   * Deletes `userId`'s key: the hashes it sealed, wherever copies of them are, can never be opened again. An
   * empty marker stays in its place, so a reader can tell a shredded key from a lost one (it names the user
   * only by the hash the key file had).
   */
  shred(userId: string): void {
    const file = this.userKeyFile(userId);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(this.shreddedMarker(userId), '', { mode: 0o600 });
    rmSync(file, { force: true });
  }

  /** Whether `shred` deleted `userId`'s key. */
  wasShredded(userId: string): boolean {
    return existsSync(this.shreddedMarker(userId));
  }

  private readUserKey(userId: string): Buffer | null {
    try {
      return readFileSync(this.userKeyFile(userId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private userKeyFile(userId: string): string {
    return `${this.userKeyBase(userId)}.key`;
  }

  private shreddedMarker(userId: string): string {
    return `${this.userKeyBase(userId)}.shredded`;
  }

  private userKeyBase(userId: string): string {
    if (!this.userKeyDir)
      throw new Error('per-user credential keys need a key directory (CredentialBox userKeyDir)');
    return join(this.userKeyDir, createHash('sha256').update(userId).digest('hex'));
  }
}
