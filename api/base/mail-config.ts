import { readFileSync } from 'node:fs';
import path from 'node:path';

/** DKIM signing of every email (DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE). */
export interface DkimConfig {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** How the server sends email (docs/email.md). */
export interface MailConfig {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`); unset: each email is written under `dir` and its link logged. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender every email names. */
  from: string;
  /** PUBLIC_URL: the site's address as members reach it; every link in an email starts with it. */
  publicUrl: string;
  /** Where emails are written without SMTP_URL: DATA_DIR/mail. */
  dir: string;
  dkim: DkimConfig | undefined;
  /** EMAIL_NOTIFY_DELAY_S: a notification still unseen in the app after this long goes out by email. */
  notifyDelaySeconds: number;
  /** The first retry of an email the mail server refused comes after this; each next one waits twice as long. */
  retryDelaySeconds: number;
}

export const DEFAULT_EMAIL_NOTIFY_DELAY_S = 600;
const DEFAULT_RETRY_DELAY_S = 30;

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of seconds, got "${value}"`);
  return parsed;
}

/** PUBLIC_URL without its trailing slash; an http(s) address only. */
export function parsePublicUrl(value: string | undefined, port: number): string {
  const url = value?.trim() || `http://localhost:${port}`;
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`PUBLIC_URL must be an http(s) address, got "${url}"`);
  return url.replace(/\/+$/, '');
}

function parseDkim(env: NodeJS.ProcessEnv): DkimConfig | undefined {
  const domainName = env.DKIM_DOMAIN?.trim() || undefined;
  const keySelector = env.DKIM_SELECTOR?.trim() || undefined;
  const keyFile = env.DKIM_PRIVATE_KEY_FILE?.trim() || undefined;
  const privateKey = env.DKIM_PRIVATE_KEY || (keyFile ? readFileSync(keyFile, 'utf8') : undefined);
  if (!domainName && !keySelector && !privateKey) return undefined;
  if (!domainName || !keySelector || !privateKey)
    throw new Error('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) must be set together');
  return { domainName, keySelector, privateKey };
}

export function parseMailConfig(env: NodeJS.ProcessEnv, dataDir: string, port: number): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || `Pontiac Hub <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    dir: path.join(dataDir, 'mail'),
    dkim: parseDkim(env),
    notifyDelaySeconds: seconds('EMAIL_NOTIFY_DELAY_S', env.EMAIL_NOTIFY_DELAY_S, DEFAULT_EMAIL_NOTIFY_DELAY_S),
    retryDelaySeconds: DEFAULT_RETRY_DELAY_S,
  };
}
