import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from the environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** When unset, an embedded PostgreSQL is started under dataDir. */
  databaseUrl: string | undefined;
  sessionSecret: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Folder holding the built PWA; absent in API-only tests. */
  webRoot: string | undefined;
  logLevel: string;
}

const truthy = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/** The session secret is never a literal: it comes from SESSION_SECRET or is generated once and kept in DATA_DIR. */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
    cookieSecure: truthy(env.COOKIE_SECURE),
    trustProxy: truthy(env.TRUST_PROXY),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist/pwa'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
