import { createHash } from 'node:crypto';
import { utils } from 'ssh2';
import { DomainError } from '../domain/event-types';

/** A validated OpenSSH public key, as registered on an account and matched at SSH login. */
export interface SshPublicKey {
  type: string;
  /** The wire-format key blob (what an SSH client offers at login). */
  blob: Buffer;
  /** `<type> <base64>` without the comment: the form stored in SshKeyAdded. */
  openssh: string;
  /** `SHA256:<base64 without padding>`, as `ssh-keygen -l` prints it. */
  fingerprint: string;
  comment: string;
  /** Modulus size for RSA keys. */
  bits?: number;
}

export const MIN_RSA_BITS = 2048;
const ALLOWED_TYPES = [
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'ssh-rsa',
];
const HOW_TO = 'paste the contents of your .pub file, for example from `ssh-keygen -t ed25519`';

function invalid(message: string): DomainError {
  return new DomainError('validation_failed', message, 422, [{ field: 'key', message }]);
}

/** The fingerprint OpenSSH shows for a key blob. */
export function sshFingerprint(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** Reads the SSH strings at the start of a key blob (type, then the key's own fields). */
function readSshStrings(blob: Buffer, count: number): Buffer[] | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 4 > blob.length) return null;
    const length = blob.readUInt32BE(offset);
    offset += 4;
    if (offset + length > blob.length) return null;
    parts.push(blob.subarray(offset, offset + length));
    offset += length;
  }
  return parts;
}

function rsaModulusBits(blob: Buffer): number | null {
  const parts = readSshStrings(blob, 3);
  if (!parts) return null;
  let modulus = parts[2];
  while (modulus.length > 0 && modulus[0] === 0) modulus = modulus.subarray(1);
  if (modulus.length === 0) return 0;
  return (modulus.length - 1) * 8 + (32 - Math.clz32(modulus[0]));
}

/**
 * Parses one OpenSSH public key line (`<type> <base64> [comment]`). Throws a 422 DomainError naming what is
 * wrong: not a key, a private key, a type Octavo does not accept, or an RSA key under 2048 bits.
 */
export function parseSshPublicKey(input: unknown): SshPublicKey {
  if (typeof input !== 'string' || input.trim() === '') {
    throw invalid(`key is required: ${HOW_TO}`);
  }
  const text = input.trim();
  if (/PRIVATE KEY/.test(text)) {
    throw invalid(`this is a private key; never share it. Send the public key instead (${HOW_TO})`);
  }
  if (/[\r\n]/.test(text)) {
    throw invalid(`key must be a single line; add one key at a time (${HOW_TO})`);
  }
  const [type, base64 = '', ...rest] = text.split(/[ \t]+/);
  if (!ALLOWED_TYPES.includes(type)) {
    const known = /^(ssh-|ecdsa-|sk-)/.test(type);
    throw invalid(
      known
        ? `${type} keys are not accepted; use ed25519, ecdsa or rsa of at least ${MIN_RSA_BITS} bits`
        : `this is not an OpenSSH public key (it should start with ssh-ed25519, ecdsa-sha2-… or ssh-rsa); ${HOW_TO}`,
    );
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw invalid(`the key data after "${type}" is not valid base64; ${HOW_TO}`);
  }
  const blob = Buffer.from(base64, 'base64');
  const embeddedType = readSshStrings(blob, 1)?.[0].toString('latin1');
  const parsed = utils.parseKey(`${type} ${base64}`);
  if (embeddedType !== type || parsed instanceof Error || Array.isArray(parsed) || parsed.type !== type) {
    throw invalid(`the key could not be read (damaged or truncated?); ${HOW_TO}`);
  }
  let bits: number | undefined;
  if (type === 'ssh-rsa') {
    bits = rsaModulusBits(blob) ?? 0;
    if (bits < MIN_RSA_BITS) {
      throw invalid(
        `this RSA key has ${bits} bits; at least ${MIN_RSA_BITS} are required (better: ssh-keygen -t ed25519)`,
      );
    }
  }
  return {
    type,
    blob,
    openssh: `${type} ${blob.toString('base64')}`,
    fingerprint: sshFingerprint(blob),
    comment: rest.join(' '),
    ...(bits !== undefined ? { bits } : {}),
  };
}
