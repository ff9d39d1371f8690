import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateHostKey } from './host-key';
import { hostKeyIdentity, knownHostsLine } from './host-key-fingerprint';

describe('hostKeyIdentity', () => {
  it('gives the SHA256 fingerprint ssh-keygen gives for the same key', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'octavo-hostkey-'));
    try {
      expect(hostKeyIdentity(dataDir)).toBeUndefined();
      loadOrCreateHostKey(dataDir);
      const identity = hostKeyIdentity(dataDir)!;
      expect(identity.type).toBe('ssh-ed25519');
      const pub = join(dataDir, 'check.pub');
      writeFileSync(pub, `${identity.publicKey} octavo\n`);
      const keygen = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', pub]).toString();
      expect(keygen).toContain(identity.fingerprint);
      expect(knownHostsLine(identity, 'books.example', 2222)).toBe(
        `[books.example]:2222 ${identity.publicKey}`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
