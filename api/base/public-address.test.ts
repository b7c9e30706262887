import { describe, expect, it } from 'vitest';
import { isPublicAddress, looksPublic, namesNonPublicHost, publicOnly, type Resolver } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '142.250.74.10',
    '93.184.216.34',
    '8.8.8.8',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    // IPv6 forms that carry a public IPv4 address: judged by it.
    '::8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '2001:0:808:808::f7f7:f7f7',
  ])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
    // IPv4: every special range.
    '192.0.0.9',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '240.0.0.1',
    '192.88.99.1',
    '100.127.255.254',
    // IPv6: every special range.
    'fc00::1',
    'fe80::1%eth0',
    'ff05::1:3',
    '100::1',
    '2001:db8::1',
    '2001:2::1',
    '2001:10::1',
    'fec0::1',
    '5f00::1',
    '3fff::1',
    // IPv4 addresses carried by IPv6 ones, judged as IPv4: mapped, translated, compatible, NAT64, 6to4, Teredo.
    '::ffff:10.0.0.1',
    '::ffff:0:127.0.0.1',
    '::127.0.0.1',
    '::169.254.169.254',
    '::10.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::8.8.8.8',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101::',
    // Teredo: a private server, or a client whose address (the last 32 bits, inverted) is 127.0.0.1 or 10.0.0.1.
    '2001:0:a00:1::f7f7:f7f7',
    '2001:0:808:808::80ff:fffe',
    '2001:0:808:808::f5ff:fffe',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('namesNonPublicHost', () => {
  it('tells local names and literal private addresses from public names without DNS', () => {
    expect(namesNonPublicHost(new URL('https://localhost/'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://router/'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://[::1]:8443/'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://10.0.0.1./'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://[::127.0.0.1]:8443/x'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://[2002:7f00:1::]:8443/x'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://[::ffff:7f00:1]/x'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://0x7f.1/x'))).toBe(true);
    expect(namesNonPublicHost(new URL('https://fcm.googleapis.com/'))).toBe(false);
    expect(namesNonPublicHost(new URL('https://8.8.8.8/'))).toBe(false);
  });
});

describe('publicOnly', () => {
  const answering =
    (...addresses: string[]): Resolver =>
    (_host, _options, callback) =>
      (callback as (error: null, found: Array<{ address: string; family: number }>) => void)(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
  const lookup = (resolver: Resolver) =>
    new Promise<string>((resolve) =>
      publicOnly(resolver)('host.example', { all: false }, (error, address) =>
        resolve(error ? `refused: ${String((error as { code?: string }).code)}` : typeof address === 'string' ? address : 'a list'),
      ),
    );

  it('hands back a public answer and refuses any answer holding a private address', async () => {
    expect(await lookup(answering('93.184.216.34'))).toBe('93.184.216.34');
    expect(await lookup(answering('93.184.216.34', '10.0.0.7'))).toBe('refused: ENONPUBLICADDRESS');
    expect(await lookup(answering('169.254.169.254'))).toBe('refused: ENONPUBLICADDRESS');
  });

  it.each(['::127.0.0.1', '::ffff:127.0.0.1', '2002:7f00:1::', '64:ff9b::10.0.0.1', '2001:0:808:808::80ff:fffe', 'fd12::1'])(
    'refuses a DNS answer of %s (an IPv4 address in IPv6 judged as IPv4)',
    async (address) => {
      expect(await lookup(answering(address))).toBe('refused: ENONPUBLICADDRESS');
      expect(await looksPublic(new URL('https://host.example/'), answering('93.184.216.34', address))).toBe(false);
    },
  );
});
