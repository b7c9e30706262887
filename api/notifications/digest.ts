import type { EntityManager } from '@mikro-orm/postgresql';
import { notificationTargets } from '../../shared/notifications/targets';
import type { Orm } from '../base/db/orm';
import type { MailOutbox, OutgoingEmail } from '../mail';
import { unsubscribeHeaders, type UnsubscribeLinks } from './unsubscribe-links';

/** The job that sends the digests due: scheduled every hour (one server of several runs each). */
export const DIGEST_JOB = 'digest';
export const DIGEST_EVERY_HOUR = '0 * * * *';

/** A digest is due this long after the last (a little under a day or a week, so the hourly run never skips one). */
const DUE_AFTER = { daily: '23 hours', weekly: '6 days 23 hours' } as const;
/** Members whose digest one run prepares. */
const MEMBERS_PER_RUN = 200;
const POSTS_LISTED = 10;

interface DueMember {
  id: string;
  email: string;
  name: string;
  digest: 'daily' | 'weekly';
  since: Date;
  sent_at: Date | null;
}

interface DigestContent {
  posts: Array<{ id: string; title: string; community: string; author: string }>;
  replies: Array<{ kind: string; count: number; subject: string; url: string }>;
  shows: Array<{ id: string; title: string; event_date: Date; location: string }>;
}

/** What the member missed since their last digest: new posts where they take part, replies to them, their shows ahead. */
async function contentFor(em: EntityManager, member: DueMember): Promise<DigestContent> {
  const posts = await em.execute<DigestContent['posts']>(
    `select p.id, p.title, c.name as community, u.name as author
       from posts p join communities c on c.id = p.community_id join users u on u.id = p.author_id
      where p.created_at > ? and p.author_id <> ? and p.removed_at is null
        and p.community_id in (
          select community_id from posts where author_id = ?
          union select p2.community_id from comments k join posts p2 on p2.id = k.post_id where k.author_id = ?)
      order by p.score desc, p.created_at desc limit ${POSTS_LISTED}`,
    [member.since, member.id, member.id, member.id],
  );
  const replies = await em.execute<DigestContent['replies']>(
    `select kind, count, subject, url from notifications
      where recipient_id = ? and read_at is null and created_at > ? and kind in ('post_reply', 'comment_reply', 'mention')
      order by created_at desc limit ${POSTS_LISTED}`,
    [member.id, member.since],
  );
  const shows = await em.execute<DigestContent['shows']>(
    `select distinct e.id, e.title, e.event_date, e.location
       from show_entries s join events e on e.id = s.event_id
      where s.owner_id = ? and s.state = 'entered' and e.event_date > now()
      order by e.event_date limit ${POSTS_LISTED}`,
    [member.id],
  );
  return { posts, replies, shows };
}

const dateOf = (date: Date) => new Date(date).toUTCString().replace(/:\d\d GMT$/, ' UTC');

/** The digest email: its three parts, each only when it has something, and one-click unsubscribe. */
export function digestEmail(member: DueMember, content: DigestContent, publicUrl: string, links: UnsubscribeLinks): OutgoingEmail {
  const lines = [`Hello ${member.name},`, '', `Here is what happened on Pontiac Hub since your last ${member.digest} digest.`];
  if (content.posts.length) {
    lines.push('', 'New posts in your communities:');
    for (const post of content.posts)
      lines.push(`- ${post.title} (${post.community}, by ${post.author}): ${publicUrl}${notificationTargets.post(post.id)}`);
  }
  if (content.replies.length) {
    lines.push('', 'Replies and mentions you have not read:');
    for (const reply of content.replies)
      lines.push(`- ${reply.count > 1 ? `${reply.count} about` : 'About'} "${reply.subject}": ${publicUrl}${reply.url}`);
  }
  if (content.shows.length) {
    lines.push('', 'Shows you entered:');
    for (const show of content.shows)
      lines.push(`- ${show.title}, ${dateOf(show.event_date)}, ${show.location}: ${publicUrl}${notificationTargets.event(show.id)}`);
  }
  lines.push(
    '',
    '--',
    `You get this ${member.digest} digest because it is on in your notification settings: ${publicUrl}${notificationTargets.settings()}`,
    `Stop these emails: ${links.page(member.id, 'digest')}`,
  );
  return {
    to: member.email,
    subject: `Your ${member.digest} Pontiac Hub digest`,
    text: lines.join('\n'),
    headers: unsubscribeHeaders(links, member.id, 'digest'),
  };
}

/**
 * Sends every digest due (the hourly job): per member, claimed by moving `digest_sent_at` forward (a second server's
 * run skips them), then queued for sending in the same transaction. A member with nothing new gets no email; their
 * next digest still covers only what is newer. Returns how many digests were sent.
 */
export async function sendDueDigests(orm: Orm, mail: MailOutbox, links: UnsubscribeLinks, publicUrl: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await orm.em.fork().execute<DueMember[]>(
      `select id, email, name, digest, digest_sent_at as sent_at,
              coalesce(digest_sent_at, now() - case digest when 'daily' then interval '1 day' else interval '7 days' end) as since
         from users
        where digest <> 'off' and email_confirmed_at is not null and not is_blocked
          and (digest_sent_at is null or digest_sent_at <= now() - case digest when 'daily' then ?::interval else ?::interval end)
        order by id limit ${MEMBERS_PER_RUN}`,
      [DUE_AFTER.daily, DUE_AFTER.weekly],
    );
    for (const member of due) {
      const claimed = await orm.em.fork().transactional(async (em) => {
        const [row] = await em.execute<Array<{ id: string }>>(
          'update users set digest_sent_at = now() where id = ? and digest_sent_at is not distinct from ? returning id',
          [member.id, member.sent_at],
        );
        if (!row) return false;
        const content = await contentFor(em, member);
        if (content.posts.length + content.replies.length + content.shows.length === 0) return false;
        await mail.send(digestEmail(member, content, publicUrl, links));
        return true;
      });
      if (claimed) sent++;
    }
    if (due.length < MEMBERS_PER_RUN) return sent;
  }
}
