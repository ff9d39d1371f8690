import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed, expiring links: the signature covers the path and the expiry, so neither can be changed. */
export class DownloadSigner {
  constructor(private readonly secret: Buffer) {}

  sign(path: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${expiresAt}`).digest('base64url');
  }

  url(baseUrl: string, path: string, expiresAt: number): string {
    const expires = Math.floor(expiresAt / 1000);
    return `${baseUrl}${path}?expires=${expires}&signature=${this.sign(path, expires)}`;
  }

  verify(
    path: string,
    expires: string | undefined,
    signature: string | undefined,
    now: number,
  ): 'ok' | 'expired' | 'invalid' {
    // One spelling per expiry (no leading zeros), so a link cannot be rewritten into others that also verify.
    if (!expires || !signature || !/^[1-9]\d{0,15}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(path, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Number(expires) * 1000 < now ? 'expired' : 'ok';
  }
}
