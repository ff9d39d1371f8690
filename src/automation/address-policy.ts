import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/** Why an address is not a public unicast one, or null when it is. */
export type AddressClass =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared (CGNAT)'
  | 'multicast'
  | 'anycast'
  | 'reserved'
  | 'unique local (IPv6 ULA)'
  | '6to4 (tunnelled IPv4)'
  | 'Teredo (tunnelled IPv4)'
  | null;

/**
 * ipaddr.js's special-purpose ranges (IANA's IPv4 and IPv6 registries) in the words of our refusals. A range
 * ipaddr.js adds later and this table does not name is refused as `reserved`: only `unicast` is let through.
 */
const REFUSED: Record<string, Exclude<AddressClass, null>> = {
  unspecified: 'unspecified',
  loopback: 'loopback',
  private: 'private',
  deprecatedSiteLocal: 'private',
  linkLocal: 'link-local',
  carrierGradeNat: 'shared (CGNAT)',
  multicast: 'multicast',
  broadcast: 'reserved',
  as112: 'anycast',
  as112v6: 'anycast',
  amt: 'anycast',
  uniqueLocal: 'unique local (IPv6 ULA)',
  '6to4': '6to4 (tunnelled IPv4)',
  teredo: 'Teredo (tunnelled IPv4)',
};

/** Ranges whose last 32 bits are the IPv4 address actually reached: that address decides. */
const CARRIES_V4 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052']);

/** NAT64's local-use prefix (RFC 8215) lies inside ipaddr.js's rfc6052 range but points into a private network. */
const NAT64_LOCAL = ipaddr.parseCIDR('64:ff9b:1::/48');

function lastV4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high, low] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

function classifyV4(address: ipaddr.IPv4): AddressClass {
  const range = address.range();
  return range === 'unicast' ? null : (REFUSED[range] ?? 'reserved');
}

function classifyV6(address: ipaddr.IPv6): AddressClass {
  const range = address.range();
  if (range === 'rfc6052' && address.match(NAT64_LOCAL)) return 'private';
  if (CARRIES_V4.has(range)) return classifyV4(lastV4(address));
  // IPv4-compatible (`::a.b.c.d`, deprecated): judged by the IPv4 address, as a stack that still routes it would.
  if (range === 'unicast' && address.parts.slice(0, 6).every((part) => part === 0))
    return classifyV4(lastV4(address));
  return range === 'unicast' ? null : (REFUSED[range] ?? 'reserved');
}

/** Classifies an IP literal; anything that is not a public unicast address gets the reason it is not. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return classifyV4(ipaddr.IPv4.parse(bare));
  if (family === 6) return classifyV6(ipaddr.IPv6.parse(bare));
  return null;
}

/** The reason a refused address may not receive webhooks, in words for the delivery log and API errors. */
export function refusalMessage(host: string, address: string, kind: Exclude<AddressClass, null>): string {
  const resolved = host.replace(/^\[|\]$/g, '') === address ? address : `${host} resolves to ${address}`;
  return (
    `${resolved}, a ${kind} address; webhooks are only sent to public addresses ` +
    `(the server administrator can allow private ones with OCTAVO_WEBHOOK_ALLOW_PRIVATE=1)`
  );
}
