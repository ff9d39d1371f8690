import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links: the signature covers the path, the expiry and the project's access count (see
 * ProjectView.accessEpoch), so none can be changed. A count of 0 is left out of the link and the signature:
 * links of projects nobody ever lost access to look as they always did.
 */
export class DownloadSigner {
  constructor(private readonly secret: Buffer) {}

  sign(path: string, expiresAt: number, access = 0): string {
    const signed = access === 0 ? `${path}\n${expiresAt}` : `${path}\n${expiresAt}\n${access}`;
    return createHmac('sha256', this.secret).update(signed).digest('base64url');
  }

  url(baseUrl: string, path: string, expiresAt: number, access = 0): string {
    const expires = Math.floor(expiresAt / 1000);
    const accessParameter = access === 0 ? '' : `&access=${access}`;
    return `${baseUrl}${path}?expires=${expires}${accessParameter}&signature=${this.sign(path, expires, access)}`;
  }

  /** `access`: the link's access count as given (absent: 0); the caller compares it with the project's. */
  verify(
    path: string,
    expires: string | undefined,
    signature: string | undefined,
    now: number,
    access?: string,
  ): 'ok' | 'expired' | 'invalid' {
    // One spelling per expiry and count (no leading zeros), so a link cannot be rewritten into others that verify.
    if (!expires || !signature || !/^[1-9]\d{0,15}$/.test(expires)) return 'invalid';
    if (access !== undefined && !/^[1-9]\d{0,9}$/.test(access)) return 'invalid';
    const expected = Buffer.from(this.sign(path, Number(expires), Number(access ?? 0)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Number(expires) * 1000 < now ? 'expired' : 'ok';
  }
}
