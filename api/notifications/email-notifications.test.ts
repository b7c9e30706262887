import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../shared/notifications/responses';
import { unsubscribeTexts } from '../../shared/notifications/unsubscribe';
import { createComment, createPost, newMember, type Member } from '../community/community-fixture';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../test/test-app';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { delivered } from './notification-fixture';
import { DIGEST_JOB } from './digest';
import { classId, createShow, entered, garageCar } from '../shows/show-fixture';

let ctx: TestContext;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // A notification still unread a second after it was made goes out by email (EMAIL_NOTIFY_DELAY_S=1).
  ctx = await createTestApp({ mail: { smtpUrl: smtp.smtpUrl, notifyDelaySeconds: 1 } });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const query = <Row>(sql: string, params: unknown[] = []) => ctx.orm.em.fork().getConnection().execute<Row[]>(sql, params);

/** A member whose address is confirmed (confirming through the emailed link is account-email.test.ts's part). */
async function confirmedMember(name: string): Promise<Member & { email: string }> {
  const member = await newMember(ctx, { name });
  const [row] = await query<{ email: string }>('update users set email_confirmed_at = now() where id = ? returning email', [member.id]);
  return { ...member, email: row?.email ?? '' };
}

/** The notification emails (and digests) that reached `email`: not the confirmation every new account gets. */
const notificationMailsTo = (email: string) => smtp.mails.filter((mail) => mail.to === email && !/Confirm your email/.test(mail.subject));

/** Waits until the email job of the member's newest notification has run (sent or skipped); returns that notification's id. */
async function emailJobDone(memberId: string): Promise<string> {
  await delivered(ctx);
  const [notification] = await query<{ id: string }>(
    'select id from notifications where recipient_id = ? order by created_at desc limit 1',
    [memberId],
  );
  const id = notification?.id ?? '';
  await expect
    .poll(
      async () =>
        (
          await query<{ state: string }>(`select state from pgboss.job where name = 'notification-email' and data->>'notificationId' = ?`, [
            id,
          ])
        )[0]?.state,
      { timeout: 15_000, interval: 100 },
    )
    .toBe('completed');
  return id;
}

describe('notification emails', () => {
  it('emails a reply still unseen after the delay, once, with one-click unsubscribe that works without signing in', async () => {
    const author = await confirmedMember('Emma Emailed');
    const replier = await newMember(ctx, { name: 'Rick Replier' });
    const post = await createPost(author, { title: 'Judge clone or real?' });
    await createComment(replier, post.id, { body: 'Check the PHS documents first.' });
    await createComment(replier, post.id, { body: 'And the cowl tag.' });

    const mail = await smtp.next(author.email, /replied to your post|new replies to your post/);
    expect(mail.text).toContain('Open it: ' + `${TEST_PUBLIC_URL}/post/${post.id}`);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<([^>]+)>$/.exec(mail.header('List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/email/unsubscribe\\?member=`));
    // The email's own link opens a page that asks first.
    expect(mail.text).toMatch(new RegExp(`Stop these emails: ${TEST_PUBLIC_URL}/email/unsubscribe\\?member=`));
    // Both comments are in the one unread notification: one email.
    await emailJobDone(author.id);
    expect(notificationMailsTo(author.email)).toHaveLength(0);

    // As a mail program does it (RFC 8058): a POST of the form, no cookie.
    const path = unsubscribe.slice(TEST_PUBLIC_URL.length);
    const tampered = await ctx.api.post(path.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`), 'List-Unsubscribe=One-Click', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ message: unsubscribeTexts.invalid });
    const stopped = await ctx.api.post(path, 'List-Unsubscribe=One-Click', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ message: unsubscribeTexts.done('post_reply') });
    const settings = (await author.api.get('/api/notifications/settings')).json<NotificationSettings>();
    expect(settings.post_reply).toEqual({ inApp: true, push: true, email: false });
    expect(settings.mention.email).toBe(true);

    // The next reply is in the app, and no email of it is even queued.
    await author.api.post('/api/notifications/read', { all: true });
    await createComment(replier, post.id, { body: 'One more thing.' });
    await delivered(ctx);
    expect(
      await query(
        `select 1 from notifications n join pgboss.job j on j.data->>'notificationId' = n.id::text where n.recipient_id = ? and n.read_at is null`,
        [author.id],
      ),
    ).toHaveLength(0);
    expect(await query('select 1 from notifications where recipient_id = ? and read_at is null', [author.id])).toHaveLength(1);
  });

  it('sends nothing for a notification read in the app before the delay, or to an address never confirmed', async () => {
    const reader = await confirmedMember('Quick Reader');
    const unconfirmed = await newMember(ctx, { name: 'Never Confirmed' });
    const replier = await newMember(ctx, { name: 'Another Replier' });
    const readersPost = await createPost(reader);
    const unconfirmedPost = await createPost(unconfirmed);
    await createComment(replier, readersPost.id);
    await createComment(replier, unconfirmedPost.id);
    await delivered(ctx);
    await reader.api.post('/api/notifications/read', { all: true });

    await emailJobDone(reader.id);
    const [email] = await query<{ email: string }>('select email from users where id = ?', [unconfirmed.id]);
    // The unconfirmed member's notification had no email job at all: checked after the reader's ran.
    expect(
      await query(`select 1 from pgboss.job j join notifications n on n.id::text = j.data->>'notificationId' where n.recipient_id = ?`, [
        unconfirmed.id,
      ]),
    ).toHaveLength(0);
    expect([...notificationMailsTo(reader.email), ...notificationMailsTo(email?.email ?? '')]).toHaveLength(0);
  });

  it('refuses an unsubscribe link that is not whole', async () => {
    const response = await ctx.api.post('/api/email/unsubscribe?member=nope&stream=post_reply&signature=x');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(unsubscribeTexts.invalid);
  });
});

describe('digest', () => {
  it('gathers new posts in the communities a member takes part in, replies to them and the shows they entered', async () => {
    const reader = await confirmedMember('Dora Digest');
    await reader.api.put('/api/notifications/settings', { digest: 'daily' });
    const ownPost = await createPost(reader, { communitySlug: 'firebird', title: 'My Trans Am build' });
    const writer = await newMember(ctx, { name: 'Walt Writer' });
    const news = await createPost(writer, { communitySlug: 'firebird', title: 'Shaker hood sources' });
    await createPost(writer, { communitySlug: 'fiero', title: 'Not in her communities' });
    await createComment(writer, ownPost.id, { body: 'Great start.' });
    const show = await createShow(writer.api, {}, { title: 'Firebird Fest', eventDate: '2030-05-01T15:00:00.000Z' });
    await entered(reader.api, show, await garageCar(reader.api, { modelSlug: 'gto', year: 1966 }), classId(show, 'Open'));
    await delivered(ctx);
    // The last digest went out a day ago.
    await query(`update users set digest_sent_at = now() - interval '25 hours' where id = ?`, [reader.id]);

    await ctx.app.jobs.send(DIGEST_JOB, {});
    const digest = await smtp.next(reader.email, /Your daily Pontiac Hub digest/);
    expect(digest.text).toContain(`Shaker hood sources (Firebird, by Walt Writer): ${TEST_PUBLIC_URL}/post/${news.id}`);
    expect(digest.text).not.toContain('Not in her communities');
    expect(digest.text).not.toContain('My Trans Am build (');
    expect(digest.text).toContain(`About "My Trans Am build": ${TEST_PUBLIC_URL}/post/${ownPost.id}`);
    expect(digest.text).toContain(`Firebird Fest, Wed, 01 May 2030 15:00 UTC`);
    expect(digest.header('List-Unsubscribe')).toMatch(/stream=digest/);

    // Sent once: the next run finds nothing due for her.
    await ctx.app.jobs.send(DIGEST_JOB, {});
    await expect.poll(async () => (await query(`select 1 from pgboss.job where name = 'digest' and state <> 'completed'`)).length).toBe(0);
    expect(notificationMailsTo(reader.email).filter((mail) => /digest/.test(mail.subject))).toHaveLength(0);
  });
});
