import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '../domain/event-types';
import { parseSshPublicKey } from './ssh-public-key';

describe('parseSshPublicKey', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'octavo-sshkey-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A real key from ssh-keygen: the public line and the fingerprint OpenSSH itself reports. */
  function keygen(
    name: string,
    args: string[],
  ): { publicKey: string; privateKey: string; fingerprint: string } {
    const file = join(dir, name);
    execFileSync('ssh-keygen', [...args, '-N', '', '-C', `${name}@laptop`, '-q', '-f', file]);
    const listed = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${file}.pub`]).toString();
    return {
      publicKey: readFileSync(`${file}.pub`, 'utf8'),
      privateKey: readFileSync(file, 'utf8'),
      fingerprint: listed.split(' ')[1],
    };
  }

  function rejection(input: unknown): DomainError {
    try {
      parseSshPublicKey(input);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).status).toBe(422);
      return error as DomainError;
    }
    throw new Error('expected the key to be refused');
  }

  it.each([
    ['ed25519', ['-t', 'ed25519'], 'ssh-ed25519'],
    ['ecdsa', ['-t', 'ecdsa', '-b', '256'], 'ecdsa-sha2-nistp256'],
    ['rsa', ['-t', 'rsa', '-b', '2048'], 'ssh-rsa'],
  ])('accepts %s keys with the fingerprint ssh-keygen shows', (name, args, type) => {
    const key = keygen(name, args);
    const parsed = parseSshPublicKey(key.publicKey);
    expect(parsed.type).toBe(type);
    expect(parsed.fingerprint).toBe(key.fingerprint);
    expect(parsed.comment).toBe(`${name}@laptop`);
    expect(key.publicKey.startsWith(parsed.openssh)).toBe(true);
    if (type === 'ssh-rsa') expect(parsed.bits).toBe(2048);
  });

  it('refuses RSA keys under 2048 bits', () => {
    const key = keygen('weak', ['-t', 'rsa', '-b', '1024']);
    expect(rejection(key.publicKey).message).toContain('this RSA key has 1024 bits; at least 2048');
  });

  it('refuses private keys, other types, garbage and damaged keys', () => {
    const key = keygen('other', ['-t', 'ed25519']);
    expect(rejection(key.privateKey).message).toContain('this is a private key');
    expect(rejection('ssh-dss AAAAB3NzaC1kc3MAAACBAP').message).toContain('ssh-dss keys are not accepted');
    expect(rejection('hello world').message).toContain('not an OpenSSH public key');
    expect(rejection('').message).toContain('key is required');
    expect(rejection(undefined).message).toContain('key is required');
    const [type, data] = key.publicKey.split(' ');
    expect(rejection(`${type} ${data.slice(0, 30)}`).message).toContain('could not be read');
    expect(rejection(`${type} not*base64`).message).toContain('not valid base64');
    const rsa = keygen('mismatch', ['-t', 'rsa', '-b', '2048']).publicKey.split(' ')[1];
    expect(rejection(`ssh-ed25519 ${rsa}`).message).toContain('could not be read');
  });
});
