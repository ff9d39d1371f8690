import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from './passwords';
import { CredentialBox, isSealed } from './secret-box';

describe('password hashes sealed per user, shredded with the user key', () => {
  let dir: string;
  const serverKey = randomBytes(32);
  const box = () => new CredentialBox(serverKey, join(dir, 'credentials'));
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'octavo-credentials-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("seals with the user's own key, which the server key alone cannot open; any process on DATA_DIR can", async () => {
    const hash = await hashPassword('correct horse');
    const stored = box().sealFor('ann', hash);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(hash.split('$')[4]);
    expect(readdirSync(join(dir, 'credentials'))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.key$/)]);
    expect(() => box().hashOf(stored)).toThrow();
    expect(await verifyPassword('correct horse', box().hashOfUser('ann', stored))).toBe(true);
    // Another user's key does not open it either.
    box().sealFor('bob', hash);
    expect(() => box().hashOfUser('bob', stored)).toThrow(/cannot be opened/);
  });

  it('still reads hashes sealed with the server key and written in clear, with or without a user key', async () => {
    const legacy = box().seal(await hashPassword('sealed before per-user keys'));
    const clear = await hashPassword('written before sealing');
    expect(await verifyPassword('sealed before per-user keys', box().hashOfUser('ann', legacy))).toBe(true);
    box().sealFor('ann', clear);
    expect(await verifyPassword('sealed before per-user keys', box().hashOfUser('ann', legacy))).toBe(true);
    expect(box().hashOfUser('ann', clear)).toBe(clear);
  });

  it("shredding a user's key leaves their sealed hashes unreadable and everyone else's readable", async () => {
    const ann = box().sealFor('ann', await hashPassword('ann password'));
    const bob = box().sealFor('bob', await hashPassword('bob password'));
    box().shred('ann');
    expect(() => box().hashOfUser('ann', ann)).toThrow(/"ann" cannot be opened/);
    expect(await verifyPassword('bob password', box().hashOfUser('bob', bob))).toBe(true);
    // A new account of the same name gets a new key: the old hashes stay unreadable.
    box().sealFor('ann', await hashPassword('new ann'));
    expect(() => box().hashOfUser('ann', ann)).toThrow();
  });

  it('tells a shredded key from a lost one, without throwing, and opens what it can', async () => {
    const hash = await hashPassword('ann password');
    const ann = box().sealFor('ann', hash);
    const bob = box().sealFor('bob', await hashPassword('bob password'));
    expect(box().openUserHash('ann', ann)).toEqual({ state: 'open', hash });
    expect(box().openUserHash('carol', 'scrypt$clear')).toEqual({ state: 'open', hash: 'scrypt$clear' });
    box().shred('ann');
    expect(box().wasShredded('ann')).toBe(true);
    expect(box().openUserHash('ann', ann)).toEqual({ state: 'shredded' });
    // bob's key file deleted (or DATA_DIR/keys restored from elsewhere) outside Octavo: lost, not shredded.
    const bobKey = readdirSync(join(dir, 'credentials')).find((f) => f.endsWith('.key'))!;
    rmSync(join(dir, 'credentials', bobKey));
    expect(box().wasShredded('bob')).toBe(false);
    expect(box().openUserHash('bob', bob)).toEqual({ state: 'lost' });
    expect(() => box().hashOfUser('bob', bob)).toThrow(/"bob" cannot be opened.*lost/);
  });
});
