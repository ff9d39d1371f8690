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

  it('explains a refusal with the name, the address and how to allow it', () => {
    expect(refusalMessage('localhost', '127.0.0.1', 'loopback')).toMatch(
      /^localhost resolves to 127\.0\.0\.1, a loopback address; .*OCTAVO_WEBHOOK_ALLOW_PRIVATE=1/,
    );
    expect(refusalMessage('10.0.0.1', '10.0.0.1', 'private')).toMatch(/^10\.0\.0\.1, a private address/);
  });
});
