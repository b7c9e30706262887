import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The one guard for every request the server makes on someone's behalf (an admin's source, a member's push
 * endpoint): no connection into the private network. Loopback, private, link-local (cloud metadata), shared,
 * multicast and reserved addresses are refused when the address is given and again when the connection is made, as
 * DNS may answer differently then (DNS rebinding).
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
// IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 rules by BlockList itself; a rule for
// ::ffff:0:0/96 would match every IPv4 address, public ones included.
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

export const isPublicAddress = (address: string) => {
  const family = isIP(address);
  return family !== 0 && !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** The host of a URL as DNS and BlockList want it: no IPv6 brackets, no trailing dot, lower case. */
export const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/** A name that only means something on this machine or its network: `localhost`, `*.localhost`, a single label. */
export const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost') || !host.includes('.');

/** Whether a URL names a host that is plainly not public (a literal private address or a local name), without DNS. */
export function namesNonPublicHost(url: URL): boolean {
  const host = hostOf(url);
  return isIP(host) ? !isPublicAddress(host) : isLocalName(host);
}

/** Error code of a connection refused by {@link publicOnlyLookup}. */
export const NON_PUBLIC_ADDRESS = 'ENONPUBLICADDRESS';
export const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : '');

/** A DNS lookup in the shape `net.connect` takes; tests give one that answers what they need. */
export type Resolver = LookupFunction;

/**
 * DNS lookup for outgoing connections that fails (code NON_PUBLIC_ADDRESS) rather than hand back a non-public
 * address. Note that Node does not call a lookup for a literal IP: check those with {@link namesNonPublicHost}.
 */
export function publicOnly(resolve: Resolver = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = Array.isArray(found) ? found : [{ address: found, family: 4 }];
      if (!addresses.length || addresses.some(({ address }) => !isPublicAddress(address))) {
        return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: NON_PUBLIC_ADDRESS }), '', 0);
      }
      if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

export const publicOnlyLookup: LookupFunction = publicOnly();

const DNS_CHECK_TIMEOUT_MS = 3_000;

/**
 * Whether a host may be reached now, for answering the person who gave it at once: false for a literal non-public
 * address, a local name, or a name that resolves to a non-public address. A name that does not resolve now (no
 * network) is let through: the connection-time lookup still guards the request itself.
 */
export async function looksPublic(url: URL, resolve: Resolver = dnsLookup): Promise<boolean> {
  if (namesNonPublicHost(url)) return false;
  const addresses = await Promise.race([
    new Promise<LookupAddress[]>((done) =>
      resolve(hostOf(url), { all: true, verbatim: true }, (error, found) => done(error || !Array.isArray(found) ? [] : found)),
    ),
    new Promise<LookupAddress[]>((done) => setTimeout(() => done([]), DNS_CHECK_TIMEOUT_MS).unref()),
  ]);
  return addresses.every(({ address }) => isPublicAddress(address));
}
