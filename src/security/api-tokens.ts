import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'oct_';

/** 32 random bytes: strong enough that a fast hash is safe to store (no brute force on a 256-bit secret). */
export function generateApiToken(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
