import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@shared/auth/texts';
import { accountEmailTexts } from '@shared/auth/email-texts';
import {
  PASSWORD_RESET_MAX_PER_ACCOUNT,
  PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS,
  PASSWORD_RESET_MAX_PER_ADDRESS,
} from '@shared/auth/limits';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../test/test-app';
import { sessionCookie } from '../test/http';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { ensureAdmin } from './admin-account';

let ctx: TestContext;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ mail: { smtpUrl: smtp.smtpUrl } });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

let counter = 0;
/** A new member, signed up from their own address (sign-ups and resets are counted per address). */
async function signUp(password = 'first-secret') {
  counter++;
  const email = `member${counter}-${Date.now()}@mail.test`;
  const remoteAddress = `10.45.0.${counter}`;
  const response = await ctx.api.post('/api/auth/register', { name: `Member ${counter}`, email, password }, { remoteAddress });
  expect(response.statusCode).toBe(201);
  return { email, password, remoteAddress, cookie: sessionCookie(response) };
}

const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';
const me = (cookie: string) => ctx.api.get('/api/auth/me', { cookie });
const account = (cookie: string) => ctx.api.get('/api/auth/account', { cookie });
const login = (email: string, password: string, remoteAddress?: string) =>
  ctx.api.post('/api/auth/login', { email, password }, { remoteAddress });

describe('forgot password', () => {
  it('emails a single-use link that sets a new password, ends the other sessions and signs the member in', async () => {
    const member = await signUp();
    await smtp.next(member.email, /Confirm/);
    const answer = await ctx.api.post(
      '/api/auth/password-reset',
      { email: member.email.toUpperCase() },
      { remoteAddress: member.remoteAddress },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: accountEmailTexts.resetLinkSent });

    const mail = await smtp.next(member.email, /Reset your Pontiac Hub password/);
    expect(mail.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/auth/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(mail.link);
    // Only the token's hash is kept.
    const rows = await ctx.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ token_hash: string }>>(
        `select token_hash from account_tokens t join users u on u.id = t.user_id where u.email = ? and purpose = 'password-reset'`,
        [member.email],
      );
    expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);

    const reset = await ctx.api.post('/api/auth/password-reset/complete', { token, password: 'second-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ emailConfirmed: true });
    expect(reset.body).not.toContain(member.email);
    const newSession = sessionCookie(reset);
    expect((await me(newSession)).statusCode).toBe(200);
    // The session from before the reset is over; the old password no longer works, the new one does.
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await login(member.email, member.password, member.remoteAddress)).statusCode).toBe(401);
    expect((await login(member.email, 'second-secret', member.remoteAddress)).statusCode).toBe(200);

    const again = await ctx.api.post('/api/auth/password-reset/complete', { token, password: 'third-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: accountEmailTexts.resetLinkInvalid });
  });

  it('answers an unknown address with the same words and sends nothing', async () => {
    const unknown = `nobody-${Date.now()}@mail.test`;
    const answer = await ctx.api.post('/api/auth/password-reset', { email: unknown }, { remoteAddress: '10.45.1.1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: accountEmailTexts.resetLinkSent });
    // A known address's mail sent after it arrives, and none went to the unknown one.
    const member = await signUp();
    await smtp.next(member.email, /Confirm/);
    expect(smtp.mails.some((mail) => mail.to === unknown)).toBe(false);
  });

  it('refuses a link past its hour', async () => {
    const member = await signUp();
    await ctx.api.post('/api/auth/password-reset', { email: member.email }, { remoteAddress: member.remoteAddress });
    const token = tokenOf((await smtp.next(member.email, /Reset/)).link);
    await ctx.orm.em
      .fork()
      .getConnection()
      .execute(`update account_tokens set expires_at = now() - interval '1 second' where token_hash = ?`, [
        createHash('sha256').update(token).digest('hex'),
      ]);
    const reset = await ctx.api.post('/api/auth/password-reset/complete', { token, password: 'second-secret' });
    expect(reset.statusCode).toBe(400);
    expect((await login(member.email, member.password, member.remoteAddress)).statusCode).toBe(200);
  });

  const askReset = (email: string, remoteAddress: string) => ctx.api.post('/api/auth/password-reset', { email }, { remoteAddress });

  it("limits one client's requests for an account, and leaves the member their own link", async () => {
    const member = await signUp();
    const unknown = `nobody-${Date.now()}@mail.test`;
    for (const [email, stranger] of [
      [member.email, '10.49.0.1'],
      [unknown, '10.49.0.2'],
    ] as const) {
      for (let i = 0; i < PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS; i++) expect((await askReset(email, stranger)).statusCode).toBe(200);
      // Known and unknown addresses read alike: the same 429, with the hour's wait.
      const refused = await askReset(email, stranger);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: accountEmailTexts.tooManyResetRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // The member, from their own address, still gets a link: the stranger's three and theirs arrive.
    expect((await askReset(member.email, member.remoteAddress)).statusCode).toBe(200);
    for (let i = 0; i <= PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS; i++) await smtp.next(member.email, /Reset/);
  });

  it('limits the requests of one client address, whatever the accounts', async () => {
    for (let i = 0; i < PASSWORD_RESET_MAX_PER_ADDRESS; i++) {
      expect((await askReset(`someone${i}-${Date.now()}@mail.test`, '10.47.0.1')).statusCode).toBe(200);
    }
    const fromAddress = await askReset(`one-more-${Date.now()}@mail.test`, '10.47.0.1');
    expect(fromAddress.statusCode).toBe(429);
    expect(fromAddress.headers['retry-after']).toBeDefined();
  });

  it('limits an account over all client addresses, but never from an address it signed in from', async () => {
    const member = await signUp();
    expect((await login(member.email, member.password, member.remoteAddress)).statusCode).toBe(200);
    const unknown = `nobody-${Date.now()}@mail.test`;
    const clients = Math.ceil(PASSWORD_RESET_MAX_PER_ACCOUNT / PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS);
    for (const [email, network] of [
      [member.email, '10.50'],
      [unknown, '10.51'],
    ] as const) {
      let sent = 0;
      for (let client = 0; sent < PASSWORD_RESET_MAX_PER_ACCOUNT; client++) {
        for (let i = 0; i < PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS && sent < PASSWORD_RESET_MAX_PER_ACCOUNT; i++, sent++) {
          expect((await askReset(email, `${network}.0.${client}`)).statusCode).toBe(200);
        }
      }
      const refused = await askReset(email, `${network}.1.1`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: accountEmailTexts.tooManyResetRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect(clients).toBeGreaterThan(1);
    expect((await askReset(member.email, member.remoteAddress)).statusCode).toBe(200);
    for (let i = 0; i <= PASSWORD_RESET_MAX_PER_ACCOUNT; i++) await smtp.next(member.email, /Reset/);
  });

  it('checks what it is sent', async () => {
    const bad = await ctx.api.post('/api/auth/password-reset/complete', { token: 'short', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toEqual(expect.any(String));
    const unknown = await ctx.api.post('/api/auth/password-reset/complete', { token: 'A'.repeat(43), password: 'long-enough' });
    expect(unknown.json()).toEqual({ message: accountEmailTexts.resetLinkInvalid });
  });
});

describe('email addresses', () => {
  it('asks a new member to confirm their address, once', async () => {
    const member = await signUp();
    expect((await me(member.cookie)).json()).toMatchObject({ emailConfirmed: false });
    expect((await account(member.cookie)).json()).toEqual({ email: member.email, emailConfirmed: false });
    expect((await ctx.api.get('/api/auth/account')).statusCode).toBe(401);
    const mail = await smtp.next(member.email, /Confirm your email address/);
    expect(mail.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/auth/confirm-email\\?token=`));

    const confirmed = await ctx.api.post('/api/auth/email/confirm', { token: tokenOf(mail.link) });
    expect(confirmed.statusCode).toBe(200);
    expect((await me(member.cookie)).json()).toMatchObject({ emailConfirmed: true });
    expect((await ctx.api.post('/api/auth/email/confirm', { token: tokenOf(mail.link) })).statusCode).toBe(400);
    const resend = await ctx.api.post('/api/auth/email/confirmation', undefined, { cookie: member.cookie });
    expect(resend.statusCode).toBe(409);
  });

  it('sends the link again when asked, up to a limit', async () => {
    const member = await signUp();
    await smtp.next(member.email, /Confirm/);
    expect((await ctx.api.post('/api/auth/email/confirmation', undefined, { cookie: member.cookie })).json()).toEqual({
      message: authTexts.confirmEmailSent(member.email),
    });
    await smtp.next(member.email, /Confirm/);
    expect((await ctx.api.post('/api/auth/email/confirmation')).statusCode).toBe(401);
    let last = 0;
    for (let i = 0; i < 5 && last !== 429; i++)
      last = (await ctx.api.post('/api/auth/email/confirmation', undefined, { cookie: member.cookie })).statusCode;
    expect(last).toBe(429);
  });

  it('changes an address once the new one is confirmed, and tells the old one', async () => {
    const member = await signUp();
    const other = await signUp();
    const change = (email: string, password: string) => ctx.api.post('/api/auth/email', { email, password }, { cookie: member.cookie });
    expect((await change(`new-${Date.now()}@mail.test`, 'wrong-password')).statusCode).toBe(403);
    expect((await change(other.email, member.password)).statusCode).toBe(409);
    const newEmail = `new-${Date.now()}@mail.test`;
    const answer = await change(newEmail, member.password);
    expect(answer.json()).toEqual({ message: accountEmailTexts.emailChangeSent(newEmail) });

    const notice = await smtp.next(member.email, /is changing/);
    expect(notice.text).toContain(newEmail);
    const link = await smtp.next(newEmail, /Confirm/);
    // Not changed until the new address is confirmed.
    expect((await account(member.cookie)).json()).toMatchObject({ email: member.email });
    expect((await ctx.api.post('/api/auth/email/confirm', { token: tokenOf(link.link) })).statusCode).toBe(200);
    expect((await account(member.cookie)).json()).toEqual({ email: newEmail, emailConfirmed: true });
    expect((await login(newEmail, member.password, member.remoteAddress)).statusCode).toBe(200);
    expect((await login(member.email, member.password, member.remoteAddress)).statusCode).toBe(401);
  });

  it('changes a password with the current one and ends the other sessions', async () => {
    const member = await signUp();
    const otherDevice = sessionCookie(await login(member.email, member.password, member.remoteAddress));
    const change = (currentPassword: string) =>
      ctx.api.post('/api/auth/password', { currentPassword, password: 'changed-secret' }, { cookie: member.cookie });
    const wrong = await change('not-it');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: accountEmailTexts.wrongCurrentPassword });
    expect((await change(member.password)).statusCode).toBe(204);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(member.email, 'changed-secret', member.remoteAddress)).statusCode).toBe(200);
    expect((await smtp.next(member.email, /password was changed/)).text).toContain('signed out');
  });
});

describe('a change of password or address ends the emailed links', () => {
  const completeReset = (token: string) => ctx.api.post('/api/auth/password-reset/complete', { token, password: 'taken-over' });
  const confirm = (token: string) => ctx.api.post('/api/auth/email/confirm', { token });
  /** A member with a reset link, and a link confirming a new address they asked for, both unused. */
  async function memberWithLinks() {
    const member = await signUp();
    await smtp.next(member.email, /Confirm/);
    const newEmail = `moving-${counter}-${Date.now()}@mail.test`;
    expect(
      (await ctx.api.post('/api/auth/email', { email: newEmail, password: member.password }, { cookie: member.cookie })).statusCode,
    ).toBe(200);
    const change = tokenOf((await smtp.next(newEmail, /Confirm/)).link);
    expect(
      (await ctx.api.post('/api/auth/password-reset', { email: member.email }, { remoteAddress: member.remoteAddress })).statusCode,
    ).toBe(200);
    const reset = tokenOf((await smtp.next(member.email, /Reset/)).link);
    return { ...member, newEmail, links: { change, reset } };
  }
  /** Neither link opens anything: the address and the password are the member's. */
  async function expectLinksEnded(member: Awaited<ReturnType<typeof memberWithLinks>>, email: string, password: string) {
    const reset = await completeReset(member.links.reset);
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: accountEmailTexts.resetLinkInvalid });
    const change = await confirm(member.links.change);
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ message: accountEmailTexts.confirmLinkInvalid });
    expect((await login(email, password, member.remoteAddress)).statusCode).toBe(200);
    expect((await login(member.newEmail, password, member.remoteAddress)).statusCode).toBe(401);
  }

  it('a password change', async () => {
    const member = await memberWithLinks();
    const changed = await ctx.api.post(
      '/api/auth/password',
      { currentPassword: member.password, password: 'changed-secret' },
      { cookie: member.cookie },
    );
    expect(changed.statusCode).toBe(204);
    await expectLinksEnded(member, member.email, 'changed-secret');
    // A link asked for afterwards works.
    await ctx.api.post('/api/auth/password-reset', { email: member.email }, { remoteAddress: member.remoteAddress });
    expect((await completeReset(tokenOf((await smtp.next(member.email, /Reset/)).link))).statusCode).toBe(200);
  });

  it('a completed reset', async () => {
    const member = await memberWithLinks();
    // A second reset link, so the one used is not the only one.
    await ctx.api.post('/api/auth/password-reset', { email: member.email }, { remoteAddress: member.remoteAddress });
    const used = tokenOf((await smtp.next(member.email, /Reset/)).link);
    expect((await completeReset(used)).statusCode).toBe(200);
    await expectLinksEnded(member, member.email, 'taken-over');
  });

  it('a confirmed change of address, whose own link is the one used', async () => {
    const member = await memberWithLinks();
    // A second change asked for and confirmed: the first one's link and the reset mailed to the old address end.
    const finalEmail = `final-${counter}-${Date.now()}@mail.test`;
    await ctx.api.post('/api/auth/email', { email: finalEmail, password: member.password }, { cookie: member.cookie });
    expect((await confirm(tokenOf((await smtp.next(finalEmail, /Confirm/)).link))).statusCode).toBe(200);
    await expectLinksEnded(member, finalEmail, member.password);
  });

  it('confirming the address the account already has leaves its reset link working', async () => {
    const member = await signUp();
    const confirmation = tokenOf((await smtp.next(member.email, /Confirm/)).link);
    await ctx.api.post('/api/auth/password-reset', { email: member.email }, { remoteAddress: member.remoteAddress });
    const reset = tokenOf((await smtp.next(member.email, /Reset/)).link);
    expect((await confirm(confirmation)).statusCode).toBe(200);
    expect((await completeReset(reset)).statusCode).toBe(200);
  });

  it("an operator's new password (ADMIN_PASSWORD, npm run admin), but not the same one set again at start", async () => {
    const member = await memberWithLinks();
    await ensureAdmin(ctx.orm.em.fork(), member.email, 'operator-secret');
    await expectLinksEnded(member, member.email, 'operator-secret');

    const restarted = await signUp();
    await ctx.api.post('/api/auth/password-reset', { email: restarted.email }, { remoteAddress: restarted.remoteAddress });
    const reset = tokenOf((await smtp.next(restarted.email, /Reset/)).link);
    await ensureAdmin(ctx.orm.em.fork(), restarted.email, restarted.password);
    expect((await completeReset(reset)).statusCode).toBe(200);
  });
});

describe('sending', () => {
  it('tries again, through the job queue, when the mail server refuses a message', async () => {
    const member = await signUp();
    await smtp.next(member.email, /Confirm/);
    smtp.refuse(2);
    const before = smtp.refused;
    await ctx.api.post('/api/auth/password-reset', { email: member.email }, { remoteAddress: member.remoteAddress });
    // Retries wait 1 s, then 2 s (the tests' setting; 30 s doubling on a server).
    const mail = await smtp.next(member.email, /Reset/, 20_000);
    expect(smtp.refused - before).toBe(2);
    expect(mail.link).toContain('/auth/reset-password?token=');
  });

  it('signs every email with DKIM when set to', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const dkim = {
      domainName: 'pontiac.test',
      keySelector: 'mail2026',
      privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    };
    const signing = await createTestApp({ mail: { smtpUrl: smtp.smtpUrl, dkim } });
    try {
      const email = `signed-${Date.now()}@mail.test`;
      await signing.api.post('/api/auth/register', { name: 'Signed Mail', email, password: 'secret1' }, { remoteAddress: '10.48.0.1' });
      const mail = await smtp.next(email, /Confirm/);
      expect(mail.header('DKIM-Signature')).toMatch(/d=pontiac\.test;.*s=mail2026;/);
    } finally {
      await signing.close();
    }
  });

  it('writes each email under the data folder without SMTP_URL', async () => {
    const local = await createTestApp();
    try {
      const response = await local.api.post('/api/auth/register', {
        name: 'Offline Mail',
        email: 'offline@mail.test',
        password: 'secret1',
      });
      expect(response.statusCode).toBe(201);
      let files: string[] = [];
      for (let waited = 0; files.length === 0 && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        files = existsSync(local.mailDir) ? readdirSync(local.mailDir).filter((name) => name.endsWith('.eml')) : [];
      }
      expect(files).toHaveLength(1);
      const mail = await simpleParser(readFileSync(path.join(local.mailDir, files[0] ?? '')));
      expect(mail.subject).toBe('Confirm your email address for Pontiac Hub');
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/auth/confirm-email?token=`);
    } finally {
      await local.close();
    }
  });
});
