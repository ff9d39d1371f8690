import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { utils } from 'ssh2';

export const hostKeyPath = (dataDir: string) => join(dataDir, 'keys', 'ssh_host_ed25519_key');

/**
 * The server's ed25519 host key, generated on first start and kept in DATA_DIR: clients pin it in
 * known_hosts, so it must survive restarts (and be the same for every ssh process sharing DATA_DIR).
 */
export function loadOrCreateHostKey(dataDir: string): Buffer {
  const file = hostKeyPath(dataDir);
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const pair = generateParseableKeyPair();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, pair.private, { mode: 0o600 });
  try {
    // link(2) is atomic and refuses an existing name: when two processes start at once, the first key wins,
    // and nobody ever reads a half-written file.
    linkSync(temporary, file);
    writeFileSync(`${file}.pub`, `${pair.public}\n`, { mode: 0o644 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readFileSync(file);
}

/**
 * ssh2's generator now and then (about 1 in 200 here) emits an ed25519 key its own parser rejects as
 * "Malformed OpenSSH private key"; such a key would stop every later start. Keep only keys that parse.
 */
export function generateParseableKeyPair(
  generate: () => { private: string; public: string } = () =>
    utils.generateKeyPairSync('ed25519', { comment: 'octavo host key' }),
): { private: string; public: string } {
  for (let attempt = 1; attempt <= 50; attempt++) {
    const pair = generate();
    if (!(utils.parseKey(pair.private) instanceof Error)) return pair;
  }
  throw new Error('could not generate a usable SSH host key in 50 attempts');
}
