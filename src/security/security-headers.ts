import type { OctavoConfig } from '../config/config';

/**
 * Headers for every response: API JSON, downloads, docs, health. Web pages and published sites set their own,
 * stricter or page-specific ones (CSP, framing) over these. HSTS only where BASE_URL says the site is https,
 * so a plain-http install is not locked out.
 *
 * The set helmet sends with these options, worked out once: computing it per request (as @fastify/helmet
 * does) cost as much CPU as the whole of a bare request.
 */
export function securityHeaders(config: Pick<OctavoConfig, 'baseUrl'>): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(config.baseUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}
