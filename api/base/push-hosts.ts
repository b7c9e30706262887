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
 * push service of their own, or a test's, which may be on a private address), `refused` otherwise.
 */
export type PushHostVerdict = 'public' | 'trusted' | 'refused';

export interface PushHostPolicy {
  verdict(endpoint: URL): PushHostVerdict;
}

const HOST_ENTRY = /^(\*|(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\[?[0-9a-f:.]+\]?)$/;

/**
 * PUSH_SERVICE_HOSTS: hosts added to the known push services, comma-separated: `push.example.org` (this host, on any
 * address, private included), `*.example.org` (its subdomains, on public addresses) or `*` (any host on a public
 * address). Unset: the known push services only.
 */
export function parsePushServiceHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (!HOST_ENTRY.test(entry)) throw new Error(`PUSH_SERVICE_HOSTS: "${entry}" is not a host name, *.domain or *`);
  }
  return entries.map((entry) => entry.replace(/^\[|\]$/g, ''));
}

const matches = (pattern: string, host: string) =>
  pattern === '*' || (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern);

export function pushHostPolicy(added: readonly string[] = []): PushHostPolicy {
  const named = new Set(added.filter((entry) => !entry.includes('*')));
  const patterns = [...KNOWN_PUSH_SERVICE_HOSTS, ...added.filter((entry) => entry.includes('*'))];
  return {
    verdict(endpoint) {
      const host = hostOf(endpoint);
      if (named.has(host)) return 'trusted';
      return patterns.some((pattern) => matches(pattern, host)) ? 'public' : 'refused';
    },
  };
}
