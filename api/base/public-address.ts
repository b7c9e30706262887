import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

const isPublicIpv4 = (address: ipaddr.IPv4) => address.range() === 'unicast';

const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
/** Stands for an IPv4 address nothing can be told of: it is never public. */
const UNKNOWN_IPV4 = ipv4Of(0, 0);

/**
 * The IPv4 addresses an IPv6 address leads to, or undefined for a plain IPv6 address: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d, deprecated but still routed by some stacks), NAT64's
 * well-known prefix (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::) and Teredo (its server, and its client: the last 32
 * bits inverted). NAT64's local-use prefix (64:ff9b:1::/48) is the operator's own, the IPv4 address placed where
 * their prefix length says, so it leads to an address that is never public.
 */
function embeddedIpv4s(address: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const parts = address.parts as [number, number, number, number, number, number, number, number];
  const last = ipv4Of(parts[6], parts[7]);
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [last];
    case 'rfc6052':
      return [address.match(NAT64_WELL_KNOWN) ? last : UNKNOWN_IPV4];
    case '6to4':
      return [ipv4Of(parts[1], parts[2])];
    case 'teredo':
      return [ipv4Of(parts[2], parts[3]), ipv4Of(~parts[6] & 0xffff, ~parts[7] & 0xffff)];
    default:
      // ::a.b.c.d; the unspecified and loopback addresses (:: and ::1) are 0.0.0.0/8 then, and refused with it.
      return parts.slice(0, 6).every((part) => part === 0) ? [last] : undefined;
  }
}

/**
 * The one guard for every request the server makes on someone's behalf (an admin's source, a member's push
 * endpoint): no connection into the private network. Only addresses ipaddr.js calls `unicast` pass: loopback,
 * private, link-local (cloud metadata), shared (CGNAT), multicast, benchmarking, documentation and reserved ones are
 * refused, when the address is given and again when the connection is made, as DNS may answer differently then (DNS
 * rebinding). An IPv6 address that carries an IPv4 one is judged by the IPv4 address it reaches.
 */
export const isPublicAddress = (address: string) => {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv4) return isPublicIpv4(parsed);
  const ipv4s = embeddedIpv4s(parsed);
  return ipv4s ? ipv4s.every(isPublicIpv4) : parsed.range() === 'unicast';
};

/** The host of a URL as DNS and the address checks want it: no IPv6 brackets, no trailing dot, lower case. */
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
