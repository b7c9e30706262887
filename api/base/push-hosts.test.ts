import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parsePushServiceHosts, pushHostPolicy } from './push-hosts';

const verdict = (added: string[], endpoint: string) => pushHostPolicy(added).verdict(new URL(endpoint));

describe('push service hosts', () => {
  it('allows the browsers’ push services and nothing else by default', () => {
    expect(verdict([], 'https://fcm.googleapis.com/fcm/send/x')).toBe('public');
    expect(verdict([], 'https://updates.push.services.mozilla.com/wpush/v2/x')).toBe('public');
    expect(verdict([], 'https://wns2-par02p.notify.windows.com/w/?token=x')).toBe('public');
    expect(verdict([], 'https://web.push.apple.com/x')).toBe('public');
    expect(verdict([], 'https://fcm.googleapis.com.attacker.example/x')).toBe('refused');
    expect(verdict([], 'https://evilnotify.windows.com/x')).toBe('refused');
    expect(verdict([], 'https://127.0.0.1/x')).toBe('refused');
  });

  it('widens by PUSH_SERVICE_HOSTS: a named host is trusted, a pattern or * must still be public', () => {
    expect(verdict(['push.example.org'], 'https://push.example.org/x')).toBe('trusted');
    expect(verdict(['push.example.org'], 'https://other.example.org/x')).toBe('refused');
    expect(verdict(['*.example.org'], 'https://a.example.org/x')).toBe('public');
    expect(verdict(['*'], 'https://anything.example.net/x')).toBe('public');
    expect(verdict(['127.0.0.1:9'], 'http://127.0.0.1:9/x')).toBe('trusted');
    expect(verdict(['::1'], 'https://[::1]/x')).toBe('trusted');
  });

  it('pushes to port 443 only, or to the port the operator named with an exact host', () => {
    expect(verdict([], 'https://fcm.googleapis.com:443/fcm/send/x')).toBe('public');
    expect(verdict([], 'https://fcm.googleapis.com:9911/fcm/send/x')).toBe('refused');
    expect(verdict([], 'https://updates.push.services.mozilla.com:8443/wpush/v2/x')).toBe('refused');
    expect(verdict(['*'], 'https://anything.example.net:22/x')).toBe('refused');
    expect(verdict(['*.example.org'], 'https://a.example.org:8443/x')).toBe('refused');
    // A host named without a port: 443, like any push service.
    expect(verdict(['push.example.org'], 'https://push.example.org:8443/x')).toBe('refused');
    expect(verdict(['push.example.org'], 'https://push.example.org:443/x')).toBe('trusted');
    // A host named with its port: that port alone.
    expect(verdict(['push.example.org:8443'], 'https://push.example.org:8443/x')).toBe('trusted');
    expect(verdict(['push.example.org:8443'], 'https://push.example.org:8444/x')).toBe('refused');
    expect(verdict(['push.example.org:8443'], 'https://push.example.org/x')).toBe('refused');
    expect(verdict(['[fd00::1]:8443'], 'https://[fd00::1]:8443/x')).toBe('trusted');
    expect(verdict(['[fd00::1]:8443'], 'https://[fd00::1]:22/x')).toBe('refused');
    // The named host's own rule wins over a pattern that would match it.
    expect(verdict(['*', 'push.example.org:8443'], 'https://push.example.org/x')).toBe('refused');
  });

  it('reads the setting and refuses what is not a host', () => {
    expect(parsePushServiceHosts(undefined)).toEqual([]);
    expect(parsePushServiceHosts(' Push.Example.org , *.pushes.example.org,[::1], push.example.org:8443, [fd00::1]:8443')).toEqual([
      'push.example.org',
      '*.pushes.example.org',
      '::1',
      'push.example.org:8443',
      '[fd00::1]:8443',
    ]);
    expect(() => parsePushServiceHosts('*.example.org:8443')).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => parsePushServiceHosts('push.example.org:0')).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => parsePushServiceHosts('push.example.org:70000')).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => parsePushServiceHosts('https://push.example.org/')).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => parsePushServiceHosts('push.*.org')).toThrow(/PUSH_SERVICE_HOSTS/);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: 'a b' })).toThrow(/PUSH_SERVICE_HOSTS/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
