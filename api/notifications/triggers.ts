import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '../../shared/notifications/kinds';
import { findMentions } from '../../shared/notifications/mentions';
import { notificationTargets, pushTags } from '../../shared/notifications/targets';
import { notify } from './notify';

/**
 * What each action notifies, called by the domains' write routes inside their transactions. Every function
 * here leaves the actor out and lets `notify` honour settings and blocks.
 */

type Actor = { id: string; name: string };

async function idsOfUsernames(em: EntityManager, usernames: string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await em.execute<Array<{ id: string }>>('select id from users where username in (?)', [usernames]);
  return rows.map((row) => row.id);
}

/**
 * A new comment: each member hears of it once, by the most specific reason: mentioned in it, then the author of the
 * comment it replies to, then the post's author, then everyone who commented on the post before (they watch it).
 */
export async function notifyComment(
  em: EntityManager,
  comment: { id: string; body: string; parentAuthorId: string | null; parentId: string | null },
  post: { id: string; title: string; authorId: string },
  actor: Actor,
): Promise<void> {
  const told = new Set<string>([actor.id]);
  const pick = (ids: readonly (string | null)[]) => {
    const fresh = ids.filter((id): id is string => id !== null && !told.has(id));
    for (const id of fresh) told.add(id);
    return fresh;
  };
  const watchers = await em.execute<Array<{ author_id: string }>>('select distinct author_id from comments where post_id = ?', [post.id]);
  const base = {
    actor,
    subject: post.title,
    excerpt: comment.body,
    url: notificationTargets.comment(post.id, comment.id),
    tag: pushTags.post(post.id),
  };
  const groups: Array<{ kind: NotificationKind; recipientIds: string[]; groupKey: string }> = [
    { kind: 'mention', recipientIds: pick(await idsOfUsernames(em, findMentions(comment.body))), groupKey: `post:${post.id}` },
    { kind: 'comment_reply', recipientIds: pick([comment.parentAuthorId]), groupKey: `comment:${comment.parentId ?? ''}` },
    { kind: 'post_reply', recipientIds: pick([post.authorId]), groupKey: `post:${post.id}` },
    { kind: 'post_activity', recipientIds: pick(watchers.map((row) => row.author_id)), groupKey: `post:${post.id}` },
  ];
  for (const group of groups) if (group.recipientIds.length) await notify(em, { ...base, ...group });
}

/** The usernames `after` @mentions that `before` did not: an edit tells only the members it adds. */
const addedMentions = (before: string, after: string) => {
  const already = new Set(findMentions(before));
  return findMentions(after).filter((username) => !already.has(username));
};

/** Tells the members of `usernames` they were @mentioned in a post or one of its comments (`url` says which). */
async function notifyMentioned(
  em: EntityManager,
  usernames: string[],
  about: { postId: string; postTitle: string; excerpt: string | null; url: string },
  actor: Actor,
) {
  await notify(em, {
    kind: 'mention',
    recipientIds: await idsOfUsernames(em, usernames),
    actor,
    groupKey: `post:${about.postId}`,
    subject: about.postTitle,
    excerpt: about.excerpt,
    url: about.url,
    tag: pushTags.post(about.postId),
  });
}

/** An edited comment: the members it @mentions now and did not before (the others were told already). */
export async function notifyEditedCommentMentions(
  em: EntityManager,
  comment: { id: string; body: string },
  bodyBefore: string,
  post: { id: string; title: string },
  actor: Actor,
): Promise<void> {
  const about = { postId: post.id, postTitle: post.title, excerpt: comment.body, url: notificationTargets.comment(post.id, comment.id) };
  await notifyMentioned(em, addedMentions(bodyBefore, comment.body), about, actor);
}

type PostText = { title: string; body: string | null };
/** What a post's @mentions are found in: its title and its text. */
const mentionTextOf = (post: PostText) => `${post.title}\n${post.body ?? ''}`;
const postMention = (post: PostText & { id: string }) => ({
  postId: post.id,
  postTitle: post.title,
  excerpt: post.body,
  url: notificationTargets.post(post.id),
});

/** A new post: the members it @mentions (title or text). */
export async function notifyPostMentions(em: EntityManager, post: PostText & { id: string }, actor: Actor) {
  await notifyMentioned(em, findMentions(mentionTextOf(post)), postMention(post), actor);
}

/** An edited post: the members it @mentions now and did not before (the others were told already). */
export async function notifyEditedPostMentions(em: EntityManager, post: PostText & { id: string }, before: PostText, actor: Actor) {
  await notifyMentioned(em, addedMentions(mentionTextOf(before), mentionTextOf(post)), postMention(post), actor);
}

/** A new message: the other member of the conversation; one notification per conversation until read. */
export async function notifyMessage(em: EntityManager, message: { threadId: string; body: string }, actor: Actor) {
  const [thread] = await em.execute<Array<{ participant_ids: string[] }>>('select participant_ids from message_threads where id = ?', [
    message.threadId,
  ]);
  await notify(em, {
    kind: 'direct_message',
    recipientIds: thread?.participant_ids ?? [],
    actor,
    groupKey: `thread:${message.threadId}`,
    subject: actor.name,
    excerpt: message.body,
    url: notificationTargets.thread(message.threadId),
    tag: pushTags.thread(message.threadId),
  });
}

/** Reading a conversation reads its message notification too. */
export async function readMessageNotification(em: EntityManager, threadId: string, memberId: string) {
  await em.execute(
    `update notifications set read_at = now() where recipient_id = ? and kind = 'direct_message' and group_key = ? and read_at is null`,
    [memberId, `thread:${threadId}`],
  );
}

/** The owners of the cars entered in an event's show (withdrawn ones left out); none when it is not a show. */
async function entrantsOf(em: EntityManager, eventId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ owner_id: string }>>(
    `select distinct owner_id from show_entries where event_id = ? and state <> 'withdrawn'`,
    [eventId],
  );
  return rows.map((row) => row.owner_id);
}

/** An event's change, cancellation, or People's Choice opening or results: every member with a car entered. */
export async function notifyEntrants(
  em: EntityManager,
  kind: Extract<NotificationKind, 'show_changed' | 'show_cancelled' | 'voting_opened' | 'results_published'>,
  event: { id: string; title: string },
  actor: Actor | null,
) {
  await notify(em, {
    kind,
    recipientIds: await entrantsOf(em, event.id),
    actor,
    groupKey: `event:${event.id}`,
    subject: event.title,
    excerpt: null,
    // A cancelled event has no page any more.
    url: kind === 'show_cancelled' ? notificationTargets.events() : notificationTargets.event(event.id),
    tag: pushTags.event(event.id),
  });
}

/** What a report is about, as its notifications name it: the post's title (a comment's post's). */
async function reportedSubject(em: EntityManager, targetType: string, targetId: string): Promise<string> {
  const [row] = await em.execute<Array<{ title: string }>>(
    targetType === 'post'
      ? 'select title from posts where id = ?'
      : 'select p.title from comments c join posts p on p.id = c.post_id where c.id = ?',
    [targetId],
  );
  return row?.title ?? targetType;
}

/** A new report: every moderator and admin (the reporter aside). */
export async function notifyNewReport(
  em: EntityManager,
  report: { id: string; targetType: string; targetId: string; reason: string },
  actor: Actor,
) {
  const moderators = await em.execute<Array<{ id: string }>>(`select id from users where roles && array['moderator', 'admin']::text[]`);
  await notify(em, {
    kind: 'report_new',
    recipientIds: moderators.map((row) => row.id),
    actor,
    groupKey: `${report.targetType}:${report.targetId}`,
    subject: await reportedSubject(em, report.targetType, report.targetId),
    excerpt: report.reason,
    url: notificationTargets.reports(),
    tag: pushTags.report(report.targetId),
  });
}

/** Reports handled (resolved or dismissed): each one's reporter. */
export async function notifyReportsHandled(em: EntityManager, reportIds: string[]) {
  if (reportIds.length === 0) return;
  const reports = await em.execute<Array<{ id: string; reporter_id: string; target_type: string; target_id: string }>>(
    'select id, reporter_id, target_type, target_id from reports where id in (?)',
    [reportIds],
  );
  for (const report of reports) {
    await notify(em, {
      kind: 'report_handled',
      recipientIds: [report.reporter_id],
      actor: null,
      groupKey: `report:${report.id}`,
      subject: await reportedSubject(em, report.target_type, report.target_id),
      excerpt: null,
      url: notificationTargets.notifications(),
      tag: pushTags.report(report.target_id),
    });
  }
}
