import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { notificationResources } from '../../shared/notifications/resources';
import { unreadNotificationsResources } from '../../shared/notifications/unread-resources';
import {
  DEFAULT_DIGEST,
  defaultChannels,
  NOTIFICATION_KINDS,
  type DigestFrequency,
  type NotificationKind,
} from '../../shared/notifications/kinds';
import { type Notification, type NotificationSettings } from '../../shared/notifications/responses';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cursorAtSql, keysetPage } from '../base/keyset';
import { type ZodTypeProvider } from '../base/plugins/zod';
import { requireViewer, viewerIdOf } from '../base/identity/guards';
import { unreadCountEtag } from './unread-counts';
import { unreadCountStream } from './unread-stream';

interface NotificationRow {
  id: string;
  cursor_at: string;
  kind: NotificationKind;
  count: number;
  subject: string;
  excerpt: string | null;
  url: string;
  read: boolean;
  actor_id: string | null;
  actor_name: string | null;
  actor_username: string | null;
  actor_avatar_url: string | null;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  count: row.count,
  actor:
    row.actor_id && row.actor_name !== null && row.actor_username !== null
      ? { id: row.actor_id, name: row.actor_name, username: row.actor_username, avatarUrl: row.actor_avatar_url }
      : null,
  subject: row.subject,
  excerpt: row.excerpt,
  url: row.url,
  read: row.read,
  createdAt: row.cursor_at,
});

/** Every kind with the member's choice, or the defaults. */
async function settingsOf(em: EntityManager, memberId: string): Promise<NotificationSettings> {
  const rows = await em.execute<Array<{ kind: NotificationKind; in_app: boolean; push: boolean; email: boolean | null }>>(
    'select kind, in_app, push, email from notification_settings where user_id = ?',
    [memberId],
  );
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  const [member] = await em.execute<Array<{ digest: DigestFrequency }>>('select digest from users where id = ?', [memberId]);
  const settings: Partial<NotificationSettings> = { digest: member?.digest ?? DEFAULT_DIGEST };
  for (const kind of NOTIFICATION_KINDS) {
    const row = chosen.get(kind);
    const defaults = defaultChannels(kind);
    settings[kind] = row ? { inApp: row.in_app, push: row.push, email: row.email ?? defaults.email } : defaults;
  }
  return settings as NotificationSettings;
}

/** The signed-in member's notifications, under /api/notifications. */
export async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, notificationResources.list), async (request) => {
    const page = await keysetPage<NotificationRow>(request.em, {
      select: `select n.id, ${cursorAtSql('n.created_at')} as cursor_at, n.kind, n.count, n.subject, n.excerpt, n.url,
                        n.read_at is not null as read, a.id as actor_id, a.name as actor_name, a.username as actor_username,
                        a.avatar_url as actor_avatar_url
                   from notifications n left join users a on a.id = n.actor_id`,
      alias: 'n',
      where: ['n.recipient_id = ?'],
      params: [viewerIdOf(request)],
      cursor: request.query.before,
      size: request.query.limit,
    });
    return { items: page.rows.map(toNotification), nextCursor: page.nextCursor };
  });

  // The bell's poll: the count each server keeps per member answers without a query until their notifications change.
  routes.get(
    ...served(app, unreadNotificationsResources.count, { guard: requireViewer, config: { viewerIdOnly: true } }),
    async (request, reply) => {
      const count = await app.unreadCounts.get(request.em, viewerIdOf(request));
      reply.header('etag', unreadCountEtag(count));
      return { count };
    },
  );

  unreadCountStream(app);

  routes.post(...served(app, notificationResources.markRead), async (request, reply) => {
    const memberId = viewerIdOf(request);
    const body = request.body;
    await request.em.transactional(async (em) => {
      if ('all' in body) {
        await em.execute('update notifications set read_at = now() where recipient_id = ? and read_at is null', [memberId]);
      } else {
        // Another member's ids, or ids already read, change nothing.
        await em.execute('update notifications set read_at = now() where recipient_id = ? and read_at is null and id in (?)', [
          memberId,
          body.ids,
        ]);
      }
    });
    return reply.status(204).send();
  });

  routes.get(...served(app, notificationResources.settings), async (request) => settingsOf(request.em, viewerIdOf(request)));

  routes.put(...served(app, notificationResources.saveSettings), async (request) => {
    const memberId = viewerIdOf(request);
    const { digest, ...kinds } = request.body;
    const changes = Object.entries(kinds).flatMap(([kind, setting]) => (setting ? [{ kind, ...setting }] : []));
    await request.em.transactional(async (em) => {
      for (const { kind, inApp, push, email } of changes) {
        // Without `email` (a client older than the email switch), the email switch stays as it was.
        await em.execute(
          `insert into notification_settings (user_id, kind, in_app, push, email) values (?, ?, ?, ?, ?)
             on conflict (user_id, kind) do update set in_app = excluded.in_app, push = excluded.push,
               email = coalesce(excluded.email, notification_settings.email)`,
          [memberId, kind, inApp, push, email ?? null],
        );
      }
      if (digest) await em.execute('update users set digest = ? where id = ?', [digest, memberId]);
    });
    return settingsOf(request.em, memberId);
  });
}
