import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The domain of the e-mail address that carries an Octavo user id in reflog entries. */
const PUSHER_DOMAIN = 'pusher.octavo.invalid';

/**
 * Committer variables for a git process that moves refs for an Octavo user: git writes the committer identity
 * into each reflog entry, so the reflog says who moved a ref even when the app never got to record it.
 */
export function reflogIdentity(userId: string, username: string): Record<string, string> {
  return {
    GIT_COMMITTER_NAME: username,
    GIT_COMMITTER_EMAIL: `${userId}@${PUSHER_DOMAIN}`,
  };
}

export interface ReflogEntry {
  before: string;
  after: string;
  /** The Octavo user id from reflogIdentity, or null when the entry was written by someone else. */
  userId: string | null;
  message: string;
}

const ENTRY = /^([0-9a-f]{40}) ([0-9a-f]{40}) [^<]*<([^>]*)> \d+ [+-]\d{4}\t?(.*)$/;

/** Parses reflog text, oldest first; lines that are not reflog entries are skipped. */
export function parseReflog(text: string): ReflogEntry[] {
  const entries: ReflogEntry[] = [];
  for (const line of text.split('\n')) {
    const match = ENTRY.exec(line);
    if (!match) continue;
    const [, before, after, email, message] = match;
    const at = email.lastIndexOf('@');
    const userId = at > 0 && email.slice(at + 1) === PUSHER_DOMAIN ? email.slice(0, at) : null;
    entries.push({ before, after, userId, message });
  }
  return entries;
}

/**
 * The newest reflog entry of `refs/heads/<branch>` that moved it to `commit`, or null (no reflog, or no such
 * entry). Reads the file directly: this runs for a few refs at start-up, never on a request path.
 */
export async function reflogEntryFor(
  gitDir: string,
  branch: string,
  commit: string,
): Promise<ReflogEntry | null> {
  const text = await readFile(join(gitDir, 'logs', 'refs', 'heads', branch), 'utf8').catch(() => '');
  const entries = parseReflog(text);
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i].after === commit) return entries[i];
  return null;
}
