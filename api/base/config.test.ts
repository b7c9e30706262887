import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SiteMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/plugin';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pontiac-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('generates a session secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'session-secret');
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('makes a missing DATA_DIR its owner’s alone, and keeps the secrets it generates there so', () => {
    const dataDir = path.join(tempDir(), 'site', 'data');
    loadConfig({ DATA_DIR: dataDir });
    const modeOf = (name: string) => statSync(path.join(dataDir, name)).mode & 0o777;
    expect(modeOf('.')).toBe(0o700);
    expect(modeOf('session-secret')).toBe(0o600);
    expect(modeOf('vapid-keys.json')).toBe(0o600);
  });

  it('serves the metrics on loopback unless METRICS_HOST names another interface, whatever HOST is', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', METRICS_PORT: '0' });
    expect(config.metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
    const metrics = new SiteMetrics({ pool: () => ({ inUse: 0, idle: 0, waiting: 0 }), queues: async () => [] });
    const server = await startMetricsServer(metrics, config.metricsPort ?? 0, config.metricsHost);
    try {
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });

  it('prefers SESSION_SECRET and refuses a short one', () => {
    const dataDir = tempDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('reads PORT, COOKIE_SECURE and DATABASE_URL, with defaults', () => {
    const dataDir = tempDir();
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults).toMatchObject({ port: 3000, cookieSecure: false, databaseUrl: undefined });
    const custom = loadConfig({ DATA_DIR: dataDir, PORT: '4123', COOKIE_SECURE: 'true', DATABASE_URL: 'postgres://x/y' });
    expect(custom).toMatchObject({ port: 4123, cookieSecure: true, databaseUrl: 'postgres://x/y' });
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/);
    expect(defaults.databaseListenUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_LISTEN_URL: 'postgres://direct/y' }).databaseListenUrl).toBe('postgres://direct/y');
  });

  it('reads SHUTDOWN_LINGER_MS (none by default) and refuses anything but a whole number up to a minute', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).shutdownLingerMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_LINGER_MS: '0' }).shutdownLingerMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_LINGER_MS: '5000' }).shutdownLingerMs).toBe(5_000);
    for (const wrong of ['-1', '1.5', 'soon', '60001']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_LINGER_MS: wrong })).toThrow(
        /SHUTDOWN_LINGER_MS must be a whole number from 0 to 60000/,
      );
    }
  });

  it('reads TRUST_PROXY as the proxies to believe, never as "believe anyone" or a hop count', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe('loopback, uniquelocal');
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toBe('10.0.0.5, 10.0.1.0/24');
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' })).toThrow(/not a number of hops/);
  });

  it('keeps uploads in DATA_DIR/uploads unless S3_BUCKET names a bucket, and refuses half an S3 configuration', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).uploadBucket).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).uploadBucket,
    ).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_REGION: 'eu-west-3' }).uploadBucket).toMatchObject({
      region: 'eu-west-3',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET must be set/);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set together/);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/http\(s\) address/);
  });
});
