import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'oct_';

/** 32 random bytes: strong enough that a fast hash is safe to store (no brute force on a 256-bit secret). */
export function generateApiToken(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether two token hashes (hex SHA-256) are the same, in time that does not depend on where they differ. */
export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
