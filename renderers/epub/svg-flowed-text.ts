/** `<flowRoot …>…</flowRoot>` (or empty): flowed text, which holds no other flowRoot. */
const FLOW_ROOT = /<flowRoot\b[^>]*?(?:\/>|>[\s\S]*?<\/flowRoot\s*>)/g;

/**
 * An SVG without Inkscape's flowed text. `flowRoot` was drafted for SVG 1.2 and never adopted: no browser or
 * reading system draws it (Inkscape warns so when it is made), and epubcheck rejects the image as not SVG 1.1
 * (RSC-005). Leaving it out changes nothing a reader sees; every other byte stays as the author made it.
 */
export function withoutFlowedText(data: Buffer): Buffer {
  const text = data.toString('utf8');
  if (!text.includes('<flowRoot')) return data;
  return Buffer.from(text.replace(FLOW_ROOT, ''), 'utf8');
}
