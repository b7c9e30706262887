import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { dataDir } from '../playwright.config';

/**
 * The browser tests' server runs with no SMTP_URL (the embedded default), so it writes each email under
 * DATA_DIR/mail as an .eml file: this reads them as a mail program would.
 */
const MAIL_DIR = path.join(dataDir, 'mail');

async function mailsTo(to: string) {
  const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')) : [];
  const mails = await Promise.all(files.map(async (name) => simpleParser(readFileSync(path.join(MAIL_DIR, name)))));
  return mails.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((address) => address?.text === to));
}

/** The link in the newest email to `to` whose subject matches, once the job queue has sent it. */
export async function emailedLink(to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(to)).filter((mail) => subject.test(mail.subject ?? ''));
        mails.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
        link = /https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0];
        return link;
      },
      { message: `an email to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link ?? '';
}
