import { ApiError } from '../api/api-error';
import { safeNext } from './respond';

describe('safeNext', () => {
  it.each([
    ['/ann/book', '/ann/book'],
    ['/ann/book/builds?page=2#latest', '/ann/book/builds?page=2#latest'],
    ['/ann/book/blob/main/größe.adoc', '/ann/book/blob/main/gr%C3%B6%C3%9Fe.adoc'],
    ['/ann/книга', '/ann/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B0'],
    ['/a/../b', '/b'],
  ])('keeps a path on this site: %j → %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/..//evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
  ])('sends %j to / (another site, or not a path)', (next) => {
    expect(safeNext(next)).toBe('/');
  });

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/a\r\nSet-Cookie: x=1',
    '/a\u0000',
    '/a\u007f',
    '/a\u0085',
  ])('refuses %j with 400: control characters', (next) => {
    let thrown: unknown;
    try {
      safeNext(next);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(400);
    expect((thrown as ApiError).message).toContain('control characters');
  });

  it('always returns a valid header value (ASCII only)', () => {
    for (const next of ['/ü', '/😀', '/\u2028', '/%E0%A4%A'])
      expect(safeNext(next)).toMatch(/^[\x21-\x7e]+$/);
  });
});
