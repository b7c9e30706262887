import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { notificationResources } from '../../shared/notifications/resources';
import { MENTION_SUGGESTIONS_MAX } from '../../shared/notifications/schemas';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { viewerIdOf } from '../base/identity/guards';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** GET /api/users/mention-suggestions?q=: members to @mention, by username (then name) prefix; never oneself. */
export async function mentionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, notificationResources.mentionSuggestions), async (request) => {
    const prefix = likePrefix(request.query.q.replace(/^@/, '').toLowerCase());
    const rows = await request.em.execute<Array<{ id: string; name: string; username: string; avatar_url: string | null }>>(
      `select id, name, username, avatar_url from users
          where not is_blocked and id <> ? and (username like ? or lower(name) like ?)
          order by (username like ?) desc, username
          limit ?`,
      [viewerIdOf(request), prefix, prefix, prefix, MENTION_SUGGESTIONS_MAX],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, username: row.username, avatarUrl: row.avatar_url }));
  });
}
