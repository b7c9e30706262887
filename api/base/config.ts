import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { loadVapidKeys, type VapidKeys } from './vapid';
import { parsePushServiceHosts } from './push-hosts';
import { SIGN_UP_MAX_PER_ADDRESS } from '../../shared/auth/limits';
import { parseBackupConfig, type BackupConfig } from './backup-config';
import { parseUploadBucket, type UploadBucketConfig } from './bucket-config';
import { parseMailConfig, type MailConfig } from './mail-config';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-files';

export type { UploadBucketConfig } from './bucket-config';

/** Where the metrics listen unless METRICS_HOST says otherwise: this machine only, whatever HOST the site has. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/** How long a stopping server goes on answering before it stops taking connections (SHUTDOWN_LINGER_MS). */
export const DEFAULT_SHUTDOWN_LINGER_MS = 0;
/** Everything the server reads from the environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** S3_BUCKET and friends: uploads in a bucket; unset, in `uploadsDir`. */
  uploadBucket: UploadBucketConfig | undefined;
  /** When unset, an embedded PostgreSQL is started under dataDir. */
  databaseUrl: string | undefined;
  /**
   * A direct connection to the same database (DATABASE_LISTEN_URL, default DATABASE_URL) for what needs a session of
   * its own: LISTEN/NOTIFY (the read cache) and the migration lock. DATABASE_URL may then be a transaction-mode pooler.
   */
  databaseListenUrl: string | undefined;
  sessionSecret: string;
  cookieSecure: boolean;
  /**
   * The proxies in front of the server whose X-Forwarded-For and -Proto are believed (addresses, CIDRs or
   * proxy-addr's names such as `loopback`), or false for none. The client's address is the last one these proxies
   * did not add: the leftmost entries are the client's own choice and never believed.
   */
  trustProxy: false | string;
  /** New accounts allowed per client address and hour (SIGN_UPS_PER_ADDRESS_PER_HOUR). */
  signUpsPerAddressPerHour: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Folder holding the built PWA; absent in API-only tests. */
  webRoot: string | undefined;
  logLevel: string;
  /** Web Push keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT), or generated once into dataDir. */
  vapid: VapidKeys;
  /** PUSH_SERVICE_HOSTS: hosts members' push endpoints may name beyond the known push services (push-hosts.ts). */
  pushServiceHosts: string[];
  /** SHUTDOWN_LINGER_MS: how long a stopping server goes on answering, not ready, before it stops taking connections. */
  shutdownLingerMs: number;
  /** SMTP_URL, MAIL_FROM, PUBLIC_URL, DKIM_*, EMAIL_NOTIFY_DELAY_S (mail-config.ts). */
  mail: MailConfig;
  backups: BackupConfig;
  /**
   * METRICS_PORT: Prometheus metrics at /metrics on this port alone (unset: no metrics); METRICS_HOST its address
   * (default loopback: a scraper elsewhere is let in by naming an interface).
   */
  metricsPort: number | undefined;
  metricsHost: string;
}

const truthy = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

function wholeNumberUpTo(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  return parsed;
}

/**
 * TRUST_PROXY: unset or `false` for none; `true` for a proxy on this machine or a private network (loopback and
 * private ranges); otherwise the proxies' addresses or CIDRs, comma-separated. A hop count is refused: the
 * server could not tell a proxy from a client that sends the header itself.
 */
export function parseTrustProxy(value: string | undefined): false | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.toLowerCase() === 'false' || trimmed === '0') return false;
  if (trimmed.toLowerCase() === 'true' || trimmed === '1') return 'loopback, uniquelocal';
  if (/^\d+$/.test(trimmed)) throw new Error('TRUST_PROXY must name the proxies (addresses or CIDRs), not a number of hops');
  return trimmed;
}

/** The session secret is never a literal: it comes from SESSION_SECRET or is generated once and kept in DATA_DIR. */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE });
  return secret;
}

function portNumber(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  // It holds the secrets, the database and the backups: a folder made here is its owner's alone.
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir,
    uploadBucket: parseUploadBucket(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
    cookieSecure: truthy(env.COOKIE_SECURE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signUpsPerAddressPerHour: positiveInteger('SIGN_UPS_PER_ADDRESS_PER_HOUR', env.SIGN_UPS_PER_ADDRESS_PER_HOUR, SIGN_UP_MAX_PER_ADDRESS),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist/pwa'),
    logLevel: env.LOG_LEVEL ?? 'info',
    vapid: loadVapidKeys(dataDir, env),
    pushServiceHosts: parsePushServiceHosts(env.PUSH_SERVICE_HOSTS),
    shutdownLingerMs: wholeNumberUpTo('SHUTDOWN_LINGER_MS', env.SHUTDOWN_LINGER_MS, DEFAULT_SHUTDOWN_LINGER_MS, 60_000),
    mail: parseMailConfig(env, dataDir, port),
    backups: parseBackupConfig(env, dataDir),
    metricsPort: env.METRICS_PORT?.trim() ? portNumber('METRICS_PORT', env.METRICS_PORT) : undefined,
    metricsHost: env.METRICS_HOST?.trim() || DEFAULT_METRICS_HOST,
  };
}
