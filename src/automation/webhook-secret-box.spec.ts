import { randomBytes } from 'node:crypto';
import { checkWebhookUrl } from './webhook-url';
import { WebhookSecretBox } from '../security/secret-box';
import { signatureFor } from './webhook-signature';

describe('webhook secrets', () => {
  const box = new WebhookSecretBox(randomBytes(32));

  it('seals a secret so that the ciphertext does not contain it, and opens it again', () => {
    const sealed = box.seal('s3cret-value');
    expect(sealed).not.toContain('s3cret-value');
    expect(box.seal('s3cret-value')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('s3cret-value');
  });

  it('refuses ciphertext made with another key', () => {
    const other = new WebhookSecretBox(randomBytes(32));
    expect(() => other.open(box.seal('x'))).toThrow();
  });

  it('signs like GitHub: sha256= and the hex HMAC of the body', () => {
    // echo -n '{"a":1}' | openssl dgst -sha256 -hmac key
    expect(signatureFor('{"a":1}', 'key')).toBe(
      'sha256=88a67f24bbcdaed0e6c997404bb79a743baf44c6bab2f4c27328e3009d22e342',
    );
  });
});

describe('webhook URL check', () => {
  it('accepts public http(s) URLs and drops the fragment', () => {
    expect(checkWebhookUrl(' https://hooks.example.com/octavo#x ', false)).toEqual({
      ok: true,
      url: 'https://hooks.example.com/octavo',
    });
  });

  it.each([
    ['ftp://example.com/', /scheme must be http or https/],
    ['not a url', /not an absolute URL/],
    ['http://127.0.0.1:9000/hook', /127\.0\.0\.1, a loopback address/],
    ['http://[::1]/hook', /::1, a loopback address/],
    ['http://10.0.0.5/hook', /private address/],
    ['http://169.254.169.254/latest/meta-data', /link-local/],
  ])('rejects %s', (url, message) => {
    const result = checkWebhookUrl(url, false);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });

  it('accepts a literal private address when the server allows it', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9000/hook', true)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:9000/hook',
    });
  });
});
