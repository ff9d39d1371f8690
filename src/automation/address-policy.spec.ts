import { classifyAddress, refusalMessage } from './address-policy';

describe('webhook address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['fd12:3456::1', 'unique local (IPv6 ULA)'],
    ['fc00::1', 'unique local (IPv6 ULA)'],
    ['255.255.255.255', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
  ])('refuses %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:93.184.216.34',
  ])('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  // 6to4 (2002::/16) and Teredo (2001::/32) tunnel to an IPv4 address the policy cannot see through; the
  // rest are IANA special-purpose ranges as ipaddr.js lists them.
  it.each([
    ['2002:c000:204::1', '6to4 (tunnelled IPv4)'],
    ['2002:7f00:1::1', '6to4 (tunnelled IPv4)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo (tunnelled IPv4)'],
    ['2001::1', 'Teredo (tunnelled IPv4)'],
    ['192.88.99.1', 'reserved'],
    ['64:ff9b:1::a00:1', 'private'],
    ['::ffff:0:a00:1', 'private'],
    ['::a00:1', 'private'],
    ['::2', 'unspecified'],
    ['fec0::1', 'private'],
    ['100::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'reserved'],
    ['2001:20::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.175.48.1', 'anycast'],
    ['192.52.193.1', 'anycast'],
    ['2001:4:112::1', 'anycast'],
  ])('refuses the tunnel or special-purpose address %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['64:ff9b::8.8.8.8', '::808:808', '2a00:1450:4001:82b::200e', '[2606:4700::1111]'])(
    'allows the public address %s (also through NAT64 or IPv4-compatible form)',
    (address) => {
      expect(classifyAddress(address)).toBeNull();
    },
  );

  it('refuses a 6to4 address naming its class and how to allow it', () => {
    const kind = classifyAddress('2002:7f00:1::1');
    expect(kind).toBe('6to4 (tunnelled IPv4)');
    expect(refusalMessage('2002:7f00:1::1', '2002:7f00:1::1', kind!)).toMatch(
      /^2002:7f00:1::1, a 6to4 \(tunnelled IPv4\) address; .*OCTAVO_WEBHOOK_ALLOW_PRIVATE=1/,
    );
  });

  it('explains a refusal with the name, the address and how to allow it', () => {
    expect(refusalMessage('localhost', '127.0.0.1', 'loopback')).toMatch(
      /^localhost resolves to 127\.0\.0\.1, a loopback address; .*OCTAVO_WEBHOOK_ALLOW_PRIVATE=1/,
    );
    expect(refusalMessage('10.0.0.1', '10.0.0.1', 'private')).toMatch(/^10\.0\.0\.1, a private address/);
  });
});
