import { DomainError } from '../domain/event-types';

const USERNAME = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,37}[A-Za-z0-9])?$/;
/**
 * Names a user may not take: a user's projects live at `/<user>/<project>`, so a user named like one of the
 * server's own top-level routes would have pages nobody can reach (the route wins). Every route's first path
 * segment must be here (account-rules.spec.ts reads them from the controllers), plus names kept for later.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  // routes
  'api',
  'assets',
  'docs',
  'downloads',
  'healthz',
  'login',
  'logout',
  'metrics',
  'new',
  'readyz',
  'settings',
  'signup',
  'sites',
  // kept for later routes and to avoid confusion
  'about',
  'admin',
  'explore',
  'git',
  'help',
  'octavo',
  'root',
  'search',
  'static',
  'status',
  'system',
  'users',
]);

/** Checks a sign-up and lists every problem at once, each with what to change. */
export function validateRegistration(username: string, email: string, password: string): void {
  const details: Array<{ field: string; message: string }> = [];
  if (!USERNAME.test(username)) {
    details.push({
      field: 'username',
      message: '1 to 39 letters, digits, "-" or "_", starting and ending with a letter or digit',
    });
  } else if (RESERVED_USERNAMES.has(username.toLowerCase())) {
    details.push({ field: 'username', message: `"${username}" is reserved; choose another` });
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    details.push({ field: 'email', message: 'must be an email address' });
  if (password.length < 8) details.push({ field: 'password', message: 'must be at least 8 characters' });
  if (password.length > 200) details.push({ field: 'password', message: 'must be at most 200 characters' });
  if (details.length) {
    throw new DomainError(
      'validation_failed',
      details.map((d) => `${d.field}: ${d.message}`).join('; '),
      422,
      details,
    );
  }
}
