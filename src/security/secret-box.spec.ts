import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';
import { CredentialBox, isSealed } from './secret-box';

describe('password hashes sealed in the log', () => {
  const box = new CredentialBox(randomBytes(32));

  it('seals a hash so the stored text holds neither the hash nor its salt, and opens it to verify', async () => {
    const hash = await hashPassword('correct horse');
    const stored = box.seal(hash);
    expect(isSealed(stored)).toBe(true);
    for (const part of hash.split('$').slice(4)) expect(stored).not.toContain(part);
    expect(await verifyPassword('correct horse', box.hashOf(stored))).toBe(true);
    expect(await verifyPassword('wrong', box.hashOf(stored))).toBe(false);
  });

  it('still reads a hash an earlier version stored in clear', async () => {
    const legacy = await hashPassword('old password');
    expect(isSealed(legacy)).toBe(false);
    expect(await verifyPassword('old password', box.hashOf(legacy))).toBe(true);
  });

  it('cannot be opened with another key (a log copied without DATA_DIR/keys gives nothing)', () => {
    const stored = box.seal('scrypt$16384$8$1$salt$hash');
    expect(() => new CredentialBox(randomBytes(32)).hashOf(stored)).toThrow();
  });
});
