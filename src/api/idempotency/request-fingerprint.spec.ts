import { requestFingerprint } from './request-fingerprint';

describe('request fingerprint (what makes two requests the same for an Idempotency-Key)', () => {
  const base = requestFingerprint('POST', '/api/builds', {}, { project: 'ann/book', formats: 'pdf' });

  it.each<[string, string, string, unknown, unknown]>([
    ['keys in another order', 'POST', '/api/builds', {}, { formats: 'pdf', project: 'ann/book' }],
    [
      'the token rotated',
      'POST',
      '/api/builds?auth_token=b',
      { auth_token: 'b' },
      { project: 'ann/book', formats: 'pdf' },
    ],
    [
      'parameters in the query instead of the body',
      'post',
      '/api/builds?x',
      { project: 'ann/book', formats: 'pdf' },
      {},
    ],
  ])('is the same with %s', (_, method, url, query, body) => {
    expect(requestFingerprint(method, url, query, body)).toBe(base);
  });

  it.each<[string, string, string, unknown, unknown]>([
    ['other formats', 'POST', '/api/builds', {}, { project: 'ann/book', formats: 'html' }],
    ['another route', 'POST', '/api/projects', {}, { project: 'ann/book', formats: 'pdf' }],
    ['another method', 'PUT', '/api/builds', {}, { project: 'ann/book', formats: 'pdf' }],
  ])('differs with %s', (_, method, url, query, body) => {
    expect(requestFingerprint(method, url, query, body)).not.toBe(base);
  });
});
