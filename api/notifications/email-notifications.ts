import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAILED_BY_DEFAULT, type NotificationKind } from '../../shared/notifications/kinds';
import { NOTIFICATION_KIND_LABELS, notificationTitle } from '../../shared/notifications/texts';
import { notificationTargets } from '../../shared/notifications/targets';
import type { Orm } from '../base/db/orm';
import type { MailOutbox, OutgoingEmail } from '../mail';
import { unsubscribeHeaders, type UnsubscribeLinks } from './unsubscribe-links';

/** The job kind that emails one notification still unseen after EMAIL_NOTIFY_DELAY_S. */
export const NOTIFICATION_EMAIL_JOB = 'notification-email';

/** Whether the member wants this kind emailed: their switch, else the kind's default (SQL over `n`, a notification). */
const WANTS_EMAIL_SQL = `coalesce(
  (select s.email from notification_settings s where s.user_id = n.recipient_id and s.kind = n.kind),
  n.kind in (${EMAILED_BY_DEFAULT.map((kind) => `'${kind}'`).join(', ')}))`;

/**
 * After an event is delivered (notify.ts `deliver`, same transaction): the unread notifications it made or raised that
 * their members want emailed and that have not been. Only confirmed addresses get notification emails: a mistyped one
 * would otherwise send someone else a member's messages.
 */
export async function notificationsToEmail(
  em: EntityManager,
  event: { kind: NotificationKind; groupKey: string },
  recipients: readonly string[],
): Promise<string[]> {
  if (recipients.length === 0) return [];
  const rows = await em.execute<Array<{ id: string }>>(
    `select n.id from notifications n join users u on u.id = n.recipient_id
      where n.recipient_id in (?) and n.kind = ? and n.group_key = ? and n.read_at is null and n.emailed_at is null
        and u.email_confirmed_at is not null and not u.is_blocked and ${WANTS_EMAIL_SQL}`,
    [recipients, event.kind, event.groupKey],
  );
  return rows.map((row) => row.id);
}

interface DueEmail {
  recipient_id: string;
  email: string;
  kind: NotificationKind;
  count: number;
  subject: string;
  excerpt: string | null;
  url: string;
  actor_name: string | null;
}

/** The email of one notification: what happened, the excerpt, the link, and how to stop these. */
export function notificationEmail(due: DueEmail, publicUrl: string, links: UnsubscribeLinks): OutgoingEmail {
  const title = notificationTitle({ kind: due.kind, count: due.count, actorName: due.actor_name, subject: due.subject });
  const link = `${publicUrl}${due.url}`;
  return {
    to: due.email,
    subject: title,
    link,
    text: [
      title,
      '',
      ...(due.excerpt ? [`> ${due.excerpt}`, ''] : []),
      `Open it: ${link}`,
      '',
      '--',
      `You get this email because "${NOTIFICATION_KIND_LABELS[due.kind]}" emails are on: ${publicUrl}${notificationTargets.settings()}`,
      `Stop these emails: ${links.page(due.recipient_id, due.kind)}`,
    ].join('\n'),
    headers: unsubscribeHeaders(links, due.recipient_id, due.kind),
  };
}

/**
 * The job: emails the notification if it is still unread, not emailed, and wanted. Marked emailed and queued for
 * sending in one transaction, so it goes out once whatever the retries.
 */
export async function emailNotification(
  orm: Orm,
  mail: MailOutbox,
  links: UnsubscribeLinks,
  publicUrl: string,
  notificationId: string,
): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const [due] = await em.execute<DueEmail[]>(
      `update notifications n set emailed_at = now()
         from users u
        where n.id = ? and u.id = n.recipient_id and n.read_at is null and n.emailed_at is null
          and u.email_confirmed_at is not null and not u.is_blocked and ${WANTS_EMAIL_SQL}
        returning n.recipient_id, u.email, n.kind, n.count, n.subject, n.excerpt, n.url,
                  (select a.name from users a where a.id = n.actor_id) as actor_name`,
      [notificationId],
    );
    if (due) await mail.send(notificationEmail(due, publicUrl, links));
  });
}
