import { describe, expect, it } from 'vitest';
import { isPublicAddress, namesNonPublicHost, publicOnly, type Resolver } from './public-address';

describe('isPublicAddress', () => {
  it.each(['142.250.74.10', '93.184.216.34', '8.8.8.8', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8'])('takes %s', (address) => {
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
});
