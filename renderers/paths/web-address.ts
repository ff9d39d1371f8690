/** Characters a URL may not hold as they are (epubcheck: "not a valid URI"). */
export const NOT_IN_URLS = /[\s<>"{}|\\^`]/;

/**
 * A parsed address as RFC 3986 (and so epubcheck) takes it: the WHATWG parser leaves `[`, `]` and a second `#`
 * as they are, which browsers forgive, but which are allowed only around an IPv6 host and once before the
 * fragment; markup run into an address brings them (`…#p9[Title]); see link:…`). Percent-encoded elsewhere.
 */
export function strictlyEncoded(address: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*|^\/\/[^/?#]*/i.exec(address)?.[0] ?? '';
  const rest = address.slice(authority.length);
  const hash = rest.indexOf('#');
  const encode = (part: string, chars: RegExp) => part.replace(chars, (c) => encodeURIComponent(c));
  return hash < 0
    ? authority + encode(rest, /[[\]]/g)
    : authority + encode(rest.slice(0, hash), /[[\]]/g) + '#' + encode(rest.slice(hash + 1), /[[\]#]/g);
}

/**
 * A web address (or a scheme-relative `//host/…` one) with every character a URL cannot hold percent-encoded, as a
 * browser sends it; undefined when no URL parser reads it.
 */
export function percentEncodedAddress(href: string): string | undefined {
  try {
    let encoded = new URL(href.startsWith('//') ? `https:${href}` : href).href;
    if (href.startsWith('//')) encoded = encoded.slice('https:'.length);
    encoded = strictlyEncoded(encoded.replace(/[|^\s]/g, (c) => encodeURIComponent(c)));
    return NOT_IN_URLS.test(encoded) ? undefined : encoded;
  } catch {
    return undefined;
  }
}

/** `href` as it is when a URL may hold it, else percent-encoded (as it is when no URL parser reads it). */
export function encodedWhereNeeded(href: string): string {
  return NOT_IN_URLS.test(href) ? (percentEncodedAddress(href) ?? href) : href;
}
