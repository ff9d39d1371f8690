import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { ClientFailure } from './errors';

/** What `octavo login` saves. */
export interface SavedLogin {
  url: string;
  username: string;
  token: string;
}

/** `$XDG_CONFIG_HOME/octavo/config.json`, else `~/.config/octavo/config.json`. */
export function configPath(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'octavo', 'config.json');
}

export function readLogin(path: string): SavedLogin | undefined {
  if (!existsSync(path)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new ClientFailure(`${path} is not valid JSON; delete it and run "octavo login" again`);
  }
  const value = parsed as Partial<SavedLogin> | null;
  if (
    !value ||
    typeof value.url !== 'string' ||
    typeof value.username !== 'string' ||
    typeof value.token !== 'string'
  ) {
    throw new ClientFailure(`${path} lacks url, username or token; run "octavo login" again`);
  }
  return { url: value.url, username: value.username, token: value.token };
}

/** Writes the login readable by its owner only (dir 0700, file 0600), replacing any earlier one atomically. */
export function writeLogin(path: string, login: SavedLogin): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(login, null, 2) + '\n', { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}
