import type { FastifyRequest } from 'fastify';
import { siteCsp } from './site-csp';

const request = (host: string, protocol = 'http') => ({ host, protocol }) as unknown as FastifyRequest;

describe('siteCsp', () => {
  it("allows scripts only from the published site's own site/ folder", () => {
    expect(siteCsp(request('books.example.org'), 'ann', 'book')).toBe(
      "default-src 'self' data:; script-src http://books.example.org/sites/ann/book/site/; object-src 'none'; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(siteCsp(request('127.0.0.1:3000', 'https'), 'ann', 'my.book')).toContain(
      'script-src https://127.0.0.1:3000/sites/ann/my.book/site/;',
    );
    expect(siteCsp(request('[::1]:8080'), 'a', 'b')).toContain(
      'script-src http://[::1]:8080/sites/a/b/site/;',
    );
  });

  it('allows no script at all when the Host header is not a plain host (nothing can be smuggled into the policy)', () => {
    for (const host of ["evil.com; script-src 'unsafe-inline'", 'a b', '', 'x/y']) {
      expect(siteCsp(request(host), 'ann', 'book')).toContain("script-src 'none';");
    }
  });
});
