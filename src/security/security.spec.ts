import { generateApiToken, hashApiToken } from './api-tokens';
import { DownloadSigner } from './download-signer';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('wrong', stored)).resolves.toBe(false);
  });
});

describe('api tokens', () => {
  it('are random and stored as a hash', () => {
    const a = generateApiToken();
    expect(a).not.toBe(generateApiToken());
    expect(hashApiToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiToken(a)).not.toContain(a);
  });
});

describe('download links', () => {
  const signer = new DownloadSigner(Buffer.from('secret'));
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('verify while fresh, expire, and cannot be forged or extended', () => {
    const url = new URL(signer.url('http://x', '/downloads/1/pdf/book.pdf', now + 1000_000));
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    expect(signer.verify('/downloads/1/pdf/book.pdf', expires, signature, now)).toBe('ok');
    expect(signer.verify('/downloads/1/pdf/book.pdf', expires, signature, now + 2000_000)).toBe('expired');
    expect(signer.verify('/downloads/2/pdf/book.pdf', expires, signature, now)).toBe('invalid');
    expect(signer.verify('/downloads/1/pdf/book.pdf', String(Number(expires) + 3600), signature, now)).toBe(
      'invalid',
    );
    expect(signer.verify('/downloads/1/pdf/book.pdf', expires, undefined, now)).toBe('invalid');
  });
});
