import { BlockList, isIP } from 'node:net';

/** Why an address is not a public unicast one, or null when it is. */
export type AddressClass =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared (CGNAT)'
  | 'multicast'
  | 'reserved'
  | 'unique local (IPv6 ULA)'
  | null;

const V4: Array<[string, number, Exclude<AddressClass, null>]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['169.254.0.0', 16, 'link-local'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
];

const V6: Array<[string, number, Exclude<AddressClass, null>]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fc00::', 7, 'unique local (IPv6 ULA)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
];

function listFor(ranges: typeof V4, type: 'ipv4' | 'ipv6'): Array<[BlockList, Exclude<AddressClass, null>]> {
  return ranges.map(([network, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return [list, kind];
  });
}

const V4_LISTS = listFor(V4, 'ipv4');
const V6_LISTS = listFor(V6, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, compatible `::a.b.c.d`). */
function embeddedV4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Classifies an IP literal; anything that is not a public unicast address gets the reason it is not. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) {
    for (const [list, kind] of V4_LISTS) if (list.check(bare, 'ipv4')) return kind;
    return bare === '255.255.255.255' ? 'reserved' : null;
  }
  if (family === 6) {
    const v4 = embeddedV4(bare);
    if (v4 && bare !== '::' && bare !== '::1') return classifyAddress(v4);
    for (const [list, kind] of V6_LISTS) if (list.check(bare, 'ipv6')) return kind;
    return null;
  }
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
