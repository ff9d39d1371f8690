import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { utils } from 'ssh2';
import { hostKeyPath } from './host-key';

export interface HostKeyIdentity {
  /** `ssh-ed25519` */
  type: string;
  /** `SHA256:…`, as `ssh` prints it on first connection ("ED25519 key fingerprint is SHA256:…"). */
  fingerprint: string;
  /** The public key as a known_hosts / authorized_keys entry reads it: `ssh-ed25519 AAAA…`. */
  publicKey: string;
}

/**
 * The SSH host key's public identity, read from DATA_DIR (every process sharing it serves the same key), so
 * that users can check the first `ssh` prompt against the one published on the web and in the banner. Absent
 * before the SSH role has created the key.
 */
export function hostKeyIdentity(dataDir: string): HostKeyIdentity | undefined {
  let privateKey: Buffer;
  try {
    privateKey = readFileSync(hostKeyPath(dataDir));
  } catch {
    return undefined;
  }
  const parsed = utils.parseKey(privateKey);
  if (parsed instanceof Error) return undefined;
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  const blob = key.getPublicSSH();
  const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  return { type: key.type, fingerprint, publicKey: `${key.type} ${blob.toString('base64')}` };
}

/** `[host]:port ssh-ed25519 AAAA…`: the line `~/.ssh/known_hosts` holds for this server. */
export function knownHostsLine(identity: HostKeyIdentity, host: string, port: number): string {
  return `${port === 22 ? host : `[${host}]:${port}`} ${identity.publicKey}`;
}
