import { hostOf } from './public-address';

/**
 * The push services browsers subscribe through: Chrome, Edge on Android, Opera and Samsung Internet (Firebase Cloud
 * Messaging), Firefox (Mozilla's autopush), Edge on Windows (WNS) and Safari (Apple). An endpoint elsewhere is no
 * browser's, and pushing to it would have the server knock wherever a member pointed it.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com'];

/**
 * How far an endpoint's host may be trusted: `public` when it is a push service's (it must still be on public
 * addresses, checked when connecting), `trusted` when the operator named this very host in PUSH_SERVICE_HOSTS (a
 * push service of their own, or a test's, which may be on a private address), `refused` otherwise. Push services
 * listen on 443: an endpoint on another port is refused, unless it is the port the operator named with the host.
 */
export type PushHostVerdict = 'public' | 'trusted' | 'refused';

export interface PushHostPolicy {
  verdict(endpoint: URL): PushHostVerdict;
}

/** The port every push service listens on (https). */
export const PUSH_SERVICE_PORT = 443;

const HOST = /^(\*|(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|[0-9a-f:.]*:[0-9a-f:.]*)$/;
const BRACKETED_WITH_PORT = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/;
const NAME_WITH_PORT = /^([^:]+):(\d{1,5})$/;

/** One entry of PUSH_SERVICE_HOSTS: its host (IPv6 without brackets) and the port it names, if any. */
function parseEntry(entry: string): { host: string; port: number | undefined } {
  const [, host = entry, port] = BRACKETED_WITH_PORT.exec(entry) ?? NAME_WITH_PORT.exec(entry) ?? [];
  const portNumber = port === undefined ? undefined : Number(port);
  if (!HOST.test(host)) throw new Error(`PUSH_SERVICE_HOSTS: "${entry}" is not a host name, host:port, *.domain or *`);
  if (portNumber !== undefined && (host.includes('*') || portNumber < 1 || portNumber > 65535))
    throw new Error(`PUSH_SERVICE_HOSTS: "${entry}" names a port, which only an exact host may have (1 to 65535)`);
  return { host, port: portNumber };
}

/**
 * PUSH_SERVICE_HOSTS: hosts added to the known push services, comma-separated: `push.example.org` (this host on port
 * 443, on any address, private included), `push.example.org:8443` or `[fd00::1]:8443` (the same on that port),
 * `*.example.org` (its subdomains, on public addresses, port 443) or `*` (any host on a public address, port 443).
 * Unset: the known push services only.
 */
export function parsePushServiceHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) parseEntry(entry);
  return entries.map((entry) => entry.replace(/^\[([^\]]*)\]$/, '$1'));
}

const matches = (pattern: string, host: string) =>
  pattern === '*' || (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern);

/** The port a URL connects to: its own, or its scheme's. */
const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : PUSH_SERVICE_PORT);

export function pushHostPolicy(added: readonly string[] = []): PushHostPolicy {
  const entries = added.map(parseEntry);
  const namedPorts = new Map<string, Set<number>>();
  for (const { host, port } of entries.filter((entry) => !entry.host.includes('*'))) {
    namedPorts.set(host, (namedPorts.get(host) ?? new Set()).add(port ?? PUSH_SERVICE_PORT));
  }
  const patterns = [...KNOWN_PUSH_SERVICE_HOSTS, ...entries.filter((entry) => entry.host.includes('*')).map((entry) => entry.host)];
  return {
    verdict(endpoint) {
      const host = hostOf(endpoint);
      const port = portOf(endpoint);
      const ports = namedPorts.get(host);
      if (ports) return ports.has(port) ? 'trusted' : 'refused';
      return port === PUSH_SERVICE_PORT && patterns.some((pattern) => matches(pattern, host)) ? 'public' : 'refused';
    },
  };
}
