import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

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

/**
 * Password hashes: sealed before they are appended, so a copy of the event log or a backup of the read models
 * alone gives nothing to crack offline; the key stays in DATA_DIR/keys/. Hashes written before sealing existed
 * (`scrypt$…` in clear) are still read.
 */
export class CredentialBox extends SecretBox {
  constructor(keyMaterial: Buffer) {
    super(keyMaterial, 'password hash');
  }

  /** The stored hash in clear, whether it was sealed or written in clear by an earlier version. */
  hashOf(stored: string): string {
    return isSealed(stored) ? this.open(stored) : stored;
  }
}
