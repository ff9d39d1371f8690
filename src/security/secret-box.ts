import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts secrets (AES-256-GCM) with a key kept under DATA_DIR/keys/, so the event log and
 * read models hold only ciphertext, yet the server can still use the plain secret (webhook signing keys,
 * idempotent answers).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: Buffer) {
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
      throw new Error('sealed secret is not in a format this server can read');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}
