import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '../../shared/notifications/kinds';

const SUBJECT_MAX = 120;
/** A waiting push untouched by its job this long has lost it (its retries are minutes apart): a new one is queued. */
const JOBLESS_AFTER = '1 hour';
const EXCERPT_MAX = 140;

/** A text cut to `max` characters at most, with an ellipsis when cut; whitespace runs become one space. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** One event to tell some members about (see shared/notifications/kinds.ts). */
export interface NotificationEvent {
  kind: NotificationKind;
  recipientIds: readonly string[];
  /** Who did it: never notified of their own action. Null when nobody in particular did (a report handled). */
  actor: { id: string; name: string } | null;
  /** What unread notifications of this kind group by: a post, a comment, a conversation, an event, a report. */
  groupKey: string;
  subject: string;
  excerpt: string | null;
  url: string;
  /** The push tag (shared/notifications/targets.ts `pushTags`). */
  tag: string;
}

/**
 * Queues `event` inside the caller's transaction: one row whatever the number of recipients (a comment on a post with
 * 500 watchers stays quick, and concurrent comments do not wait on each other's recipients). A server's background
 * work delivers it a moment later (`deliver`, notification-delivery.ts), woken by the insert's `pushes_changed`.
 */
export async function notify(em: EntityManager, event: NotificationEvent): Promise<void> {
  const recipients = [...new Set(event.recipientIds)].filter((id) => id !== event.actor?.id);
  if (recipients.length === 0) return;
  await em.execute('insert into notification_fanouts (event) values (?::jsonb)', [JSON.stringify({ ...event, recipientIds: recipients })]);
}

/**
 * Delivers a queued event in one statement whatever the number of recipients: a row for those who want it in the app
 * (or the count of their unread one for the same thing raised), and the text of a push per device of those who want it
 * pushed, replacing one of the same tag still waiting for that device (a burst is one push, with the latest text and
 * count). Nobody is notified of their own action, a blocked account gets nothing, and nobody hears of a member they
 * blocked (member_blocks: checked here, so a block also stops what was queued before it). Recipients are taken in id order,
 * so two deliveries touching the same members' rows never deadlock. Returns the devices whose push (for the event's
 * tag) has no job in charge of it yet: the caller queues one each.
 */
export async function deliver(em: EntityManager, event: NotificationEvent): Promise<string[]> {
  const recipients = [...new Set(event.recipientIds)].filter((id) => id !== event.actor?.id);
  if (recipients.length === 0) return [];
  const subject = shorten(event.subject, SUBJECT_MAX);
  const excerpt = event.excerpt === null ? null : shorten(event.excerpt, EXCERPT_MAX);
  const pushes = await em.execute<Array<{ subscription_id: string; needs_job: boolean }>>(
    `with wanted as (
       select u.id as user_id, coalesce(s.in_app, true) as in_app, coalesce(s.push, true) as push
         from users u
         left join notification_settings s on s.user_id = u.id and s.kind = ?
        where u.id in (?) and not u.is_blocked
          and not exists (select 1 from member_blocks b where b.blocker_id = u.id and b.blocked_id = ?::uuid)
        order by u.id
     ),
     upserted as (
       insert into notifications (recipient_id, kind, group_key, actor_id, subject, excerpt, url)
       select user_id, ?, ?, ?::uuid, ?, ?, ? from wanted where in_app order by user_id
       on conflict (recipient_id, kind, group_key) where read_at is null do update
         set count = notifications.count + 1, actor_id = excluded.actor_id, subject = excluded.subject,
             excerpt = excluded.excerpt, url = excluded.url, created_at = now()
       returning id, recipient_id, count
     )
     insert into push_payloads (subscription_id, tag, payload)
     select ps.id, ?, jsonb_build_object('count', coalesce(n.count, 1), 'notificationId', n.id) || ?::jsonb
       from wanted w
       join push_subscriptions ps on ps.user_id = w.user_id
       left join upserted n on n.recipient_id = w.user_id
      where w.push
      order by ps.id
     on conflict (subscription_id, tag) do update set payload = excluded.payload, updated_at = clock_timestamp(),
       queued_at = case when push_payloads.queued_at < now() - interval '${JOBLESS_AFTER}' then now() else push_payloads.queued_at end
     returning subscription_id, queued_at = now() as needs_job`,
    [
      event.kind,
      recipients,
      event.actor?.id ?? null,
      event.kind,
      event.groupKey,
      event.actor?.id ?? null,
      subject,
      excerpt,
      event.url,
      event.tag,
      JSON.stringify({
        kind: event.kind,
        actorName: event.actor?.name ?? null,
        subject,
        excerpt,
        url: event.url,
        tag: event.tag,
      }),
    ],
  );
  return pushes.filter((push) => push.needs_job).map((push) => push.subscription_id);
}

/** Removes what a member caused from everyone's notifications and waiting pushes (when they are blocked). */
export async function deleteNotificationsBy(em: EntityManager, actorId: string): Promise<void> {
  await em.execute(`delete from notification_fanouts where event->'actor'->>'id' = ?`, [actorId]);
  await em.execute(
    `delete from push_payloads where payload->>'notificationId' in (select id::text from notifications where actor_id = ?)`,
    [actorId],
  );
  await em.execute('delete from notifications where actor_id = ?', [actorId]);
}

/**
 * Removes from a member's notifications and waiting pushes the unread ones a member they just blocked caused (the
 * latest event of a group, as `actor_id` says); what was queued and not delivered yet `deliver` leaves out.
 */
export async function deleteNotificationsFromBlocked(em: EntityManager, blockerId: string, blockedId: string): Promise<void> {
  await em.execute(
    `with removed as (
       delete from notifications where recipient_id = ? and actor_id = ? and read_at is null returning id
     )
     delete from push_payloads where payload->>'notificationId' in (select id::text from removed)`,
    [blockerId, blockedId],
  );
}
