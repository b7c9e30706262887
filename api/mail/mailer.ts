import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../base/mail-config';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../base/private-files';

/** One email as the app writes it: plain text always, HTML optional, extra headers (List-Unsubscribe, …). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** The link the email is for (logged when the email is written to a file, so an admin can help a member in). */
  link?: string;
}

/** Hands an email to the mail service; throws when it is refused (the job queue tries again later). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

const message = (config: MailConfig, { to, subject, text, html, headers }: OutgoingEmail) => ({
  from: config.from,
  to,
  subject,
  text,
  ...(html ? { html } : {}),
  ...(headers ? { headers } : {}),
});

/** Over SMTP (SMTP_URL), DKIM-signed when configured; one kept connection pool. */
export function smtpMailer(config: MailConfig & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(config.dkim ? { dkim: config.dkim } : {}),
  });
  return {
    async send(email) {
      await transport.sendMail(message(config, email));
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL (the embedded default): each email is written under DATA_DIR/mail as an .eml file any mail program
 * opens, and its link is logged, so `npm start` needs nothing else.
 */
export function folderMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    ...(config.dkim ? { dkim: config.dkim } : {}),
  });
  return {
    async send(email) {
      const { message: raw } = await transport.sendMail(message(config, email));
      // Emails hold sign-in and confirmation links: the folder is its owner's alone, like each file.
      mkdirSync(config.dir, { recursive: true, mode: PRIVATE_FOLDER });
      const file = path.join(config.dir, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, raw as Buffer, { mode: PRIVATE_FILE });
      log.info({ to: email.to, subject: email.subject, file, link: email.link }, 'email written to a file (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
