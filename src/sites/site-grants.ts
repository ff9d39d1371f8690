import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a reader of a private site on the separate sites origin carries: who, from which web session, for which site. */
export interface SiteGrant {
  userId: string;
  /** The web session (hash) the grant came from: the grant ends with it (log-out, password change). */
  sessionHash: string;
  projectId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** The grant in a link to the sites origin lives a minute: it is used once, by the redirect it comes with. */
export const LINK_GRANT_MS = 60_000;
/** The cookie the sites origin then sets lasts the working day; every request is checked anyway. */
export const COOKIE_GRANT_MS = 12 * 60 * 60_000;
export const SITE_COOKIE = 'octavo_site';
export const GRANT_PARAMETER = 'octavo_grant';

/**
 * Signed grants for private sites on OCTAVO_SITES_URL. The web UI's session cookie never reaches that origin
 * (that is the point of it), so a logged-in reader is sent there with a short grant, exchanged for a cookie of
 * the sites origin scoped to the one site's path. A grant proves who was signed in; whether they may still
 * read the project is checked on each request, as for the web UI.
 */
export class SiteGrants {
  constructor(private readonly secret: Buffer) {}

  encode(grant: SiteGrant): string {
    const body = Buffer.from(
      JSON.stringify([grant.userId, grant.sessionHash, grant.projectId, grant.expiresAt]),
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The grant if it is signed by us, unexpired and for this project; null otherwise. */
  decode(value: string | undefined, projectId: string, now: number): SiteGrant | null {
    if (!value || value.length > 1024) return null;
    const dot = value.indexOf('.');
    if (dot <= 0) return null;
    const body = value.slice(0, dot);
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(value.slice(dot + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let fields: unknown;
    try {
      fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!Array.isArray(fields) || fields.length !== 4) return null;
    const [userId, sessionHash, grantProject, expiresAt] = fields as [unknown, unknown, unknown, unknown];
    if (typeof userId !== 'string' || typeof sessionHash !== 'string' || typeof expiresAt !== 'number')
      return null;
    if (grantProject !== projectId || expiresAt < now) return null;
    return { userId, sessionHash, projectId, expiresAt };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(`site-grant\n${body}`).digest('base64url');
  }
}
