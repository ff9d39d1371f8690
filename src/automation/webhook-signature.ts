import { createHmac } from 'node:crypto';

/** The `X-Octavo-Signature` value: `sha256=` and the hex HMAC-SHA256 of the exact body bytes. */
export function signatureFor(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
