import { existsSync, lstatSync, mkdirSync, readdirSync, chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Nothing Octavo writes is for other local users: files 0600 (0700 when executable), folders 0700. */
export const DATA_UMASK = 0o077;

/** Written once every file under DATA_DIR has been made private; later starts only check the top level. */
const MARKER = '.permissions-private';

export interface PermissionsReport {
  /** Files and folders whose group or other bits were removed. */
  fixed: number;
  /** Whether the whole tree was walked (first start with this version), or only the top level. */
  walked: boolean;
}

/**
 * Sets the process umask so that every file made from now on (event store, read models, keys, repositories,
 * artifacts, sites, work folders) is private to the service's user, then takes group and other permissions
 * away from what is already there: the whole DATA_DIR the first time, the top level and the keys afterwards.
 * `events.db` holds password hashes and e-mail addresses; 0644 let every local user read them.
 */
export function makeDataPrivate(dataDir: string): PermissionsReport {
  process.umask(DATA_UMASK);
  mkdirSync(dataDir, { recursive: true });
  const marker = join(dataDir, MARKER);
  const walked = !existsSync(marker);
  let fixed = 0;
  const fix = (path: string, recurse: boolean) => {
    let info;
    try {
      info = lstatSync(path);
    } catch {
      return;
    }
    if (info.isSymbolicLink()) return; // its target is someone else's to set (e.g. a mounted repositories folder)
    if ((info.mode & 0o077) !== 0) {
      try {
        chmodSync(path, info.mode & 0o7700);
        fixed++;
      } catch {
        // not ours (another user's file under DATA_DIR): left as it is
      }
    }
    if (!info.isDirectory()) return;
    let entries: string[];
    try {
      entries = readdirSync(path);
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = join(path, entry);
      if (recurse) fix(child, true);
      else fix(child, entry === 'keys');
    }
  };
  fix(dataDir, walked);
  if (walked)
    writeFileSync(marker, 'Every file here was made private (0600/0700) by Octavo.\n', { mode: 0o600 });
  return { fixed, walked };
}
