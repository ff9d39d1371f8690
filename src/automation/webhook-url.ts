import { isIP } from 'node:net';
import { classifyAddress, refusalMessage } from './address-policy';

export type WebhookUrlCheck = { ok: true; url: string } | { ok: false; message: string };

const MAX_URL_LENGTH = 2048;

/**
 * Registration-time check: an absolute http(s) URL; a literal IP host must be public unless private targets
 * are allowed. Host names are checked again, resolved, at every delivery (DNS can change in between).
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): WebhookUrlCheck {
  const text = raw.trim();
  if (text.length > MAX_URL_LENGTH)
    return { ok: false, message: `must be at most ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `"${text}" is not an absolute URL; use the form https://example.com/hook` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `the scheme must be http or https, not ${url.protocol.replace(/:$/, '')}` };
  }
  if (!url.hostname) return { ok: false, message: 'the URL needs a host name' };
  url.hash = '';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host)) {
    const kind = classifyAddress(host);
    if (kind) return { ok: false, message: refusalMessage(host, host, kind) };
  }
  return { ok: true, url: url.toString() };
}
