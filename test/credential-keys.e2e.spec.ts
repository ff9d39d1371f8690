import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from '../src/security/passwords';
import { CredentialBox } from '../src/security/secret-box';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';

/**
 * Password hashes in the event log are sealed with a key per user under DATA_DIR/keys/credentials/: deleting
 * one user's key (what deleting the account will do) leaves that user's hashes in the log unreadable.
 */
describe('credential keys: one per user, shredding one leaves only that user unreadable', () => {
  const server = new OctavoServer();
  beforeAll(async () => {
    await server.start();
    await server.createUser('ann');
    await server.createUser('bob');
  });
  afterAll(() => server.stop());

  it("seals each registration with its user's key; the server key alone opens neither; a shredded one stays shut", async () => {
    const keys = join(server.dataDir, 'keys');
    expect(readdirSync(join(keys, 'credentials'))).toHaveLength(2);
    const listed = await server.cli(['events', '--type', 'UserRegistered', '--json']);
    expect(listed.code).toBe(0);
    const stored = new Map<string, string>(
      listed.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).data)
        .map((data: { userId: string; passwordHash: string }) => [data.userId, data.passwordHash]),
    );
    const box = new CredentialBox(readFileSync(join(keys, 'credentials.key')), join(keys, 'credentials'));
    for (const user of ['ann', 'bob']) {
      expect(() => box.hashOf(stored.get(user)!)).toThrow();
      expect(await verifyPassword('correct-horse-battery', box.hashOfUser(user, stored.get(user)!))).toBe(
        true,
      );
    }
    // A new hash sealed for bob in this process opens in the server, and the other way round: one key store.
    expect(box.hashOfUser('bob', box.sealFor('bob', await hashPassword('x')))).toMatch(/^scrypt\$/);
    box.shred('ann');
    expect(() => box.hashOfUser('ann', stored.get('ann')!)).toThrow(/"ann" cannot be opened/);
    expect(await verifyPassword('correct-horse-battery', box.hashOfUser('bob', stored.get('bob')!))).toBe(
      true,
    );
    // The server, reading the same DATA_DIR, still lets bob in with the password sealed at registration.
    const bob = new WebClient(server.baseUrl);
    await bob.logIn('bob');
    expect((await bob.get('/')).text).toContain('bob');
  });
});
