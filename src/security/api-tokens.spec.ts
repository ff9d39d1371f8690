import { generateApiToken, hashApiToken, sameTokenHash } from './api-tokens';

describe('API token hashes', () => {
  const hash = hashApiToken(generateApiToken());

  it.each([
    ['the same hash', hash, true],
    ['another token', hashApiToken(generateApiToken()), false],
    ['a prefix of it', hash.slice(0, 32), false],
    ['an empty string', '', false],
  ])('sameTokenHash against %s', (_, other, expected) => {
    expect(sameTokenHash(hash, other)).toBe(expected);
  });
});
