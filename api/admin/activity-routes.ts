import type { FastifyInstance } from 'fastify';
import { adminResources } from '../../shared/admin/resources';
import { served } from '../base/plugins/resources';
import { ADMIN_PAGE_SIZE } from '../../shared/admin/schemas';
import type { JsonObject } from '../../shared/json';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { cursorAtSql, keysetPage } from '../base/keyset';

interface LogRow {
  id: string;
  cursor_at: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: JsonObject | null;
  actor_id: string | null;
  actor_name: string | null;
}

/**
 * Activity tab: the admin log, newest first. Admins only: it records role changes and blocks, and keeps the
 * original text of removed content, none of which moderators otherwise see.
 */
export async function activityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, adminResources.activity), async (request) => {
    const page = await keysetPage<LogRow>(request.em, {
      select: `select l.id, ${cursorAtSql('l.created_at')} as cursor_at, l.action, l.target_type, l.target_id, l.details,
          u.id as actor_id, u.name as actor_name
        from admin_logs l left join users u on u.id = l.actor_id`,
      alias: 'l',
      where: [],
      params: [],
      cursor: request.query.cursor,
      size: ADMIN_PAGE_SIZE,
    });
    return {
      items: page.rows.map((row) => ({
        id: row.id,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        details: row.details,
        createdAt: row.cursor_at,
        actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
      })),
      nextCursor: page.nextCursor,
    };
  });
}
