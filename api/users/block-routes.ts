import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { blockResources } from '../../shared/users/block-resources';
import { blockingTexts } from '../../shared/users/blocking';
import { signedInUser } from '../base/identity/guards';
import { deleteNotificationsFromBlocked } from '../notifications';
import { HttpError } from '../base/plugins/errors';
import { type ZodTypeProvider } from '../base/plugins/zod';

/** The member to block or unblock: never oneself (400), an existing account (404), kept from deletion until commit. */
async function lockOtherMember(em: EntityManager, meId: string, id: string): Promise<void> {
  if (id === meId) throw new HttpError(400, blockingTexts.blockSelf);
  const [member] = await em.execute<Array<{ id: string }>>('select id from users where id = ? for key share', [id]);
  if (!member) throw new HttpError(404, blockingTexts.memberNotFound);
}

/**
 * A member blocks other members: they hear of nothing those members do, and get no message from them.
 * Signed in (401; a blocked account 403). Both writes are idempotent and answer 204; the list is the member's own.
 */
export async function blockRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, blockResources.list), async (request) => {
    const rows = await request.em.execute<Array<{ id: string; username: string; name: string; avatar_url: string | null }>>(
      `select u.id, u.username, u.name, u.avatar_url from member_blocks b join users u on u.id = b.blocked_id
        where b.blocker_id = ? order by b.created_at desc, u.username`,
      [signedInUser(request).id],
    );
    return rows.map((row) => ({ id: row.id, username: row.username, name: row.name, avatarUrl: row.avatar_url }));
  });

  routes.put(...served(app, blockResources.block), async (request, reply) => {
    const me = signedInUser(request).id;
    const { id } = request.params;
    await request.em.transactional(async (em) => {
      await lockOtherMember(em, me, id);
      const inserted = await em.execute<Array<{ blocked_id: string }>>(
        'insert into member_blocks (blocker_id, blocked_id) values (?, ?) on conflict do nothing returning blocked_id',
        [me, id],
      );
      // What they caused and I have not read yet goes; what is still queued is left out on delivery (notify.ts).
      if (inserted.length) await deleteNotificationsFromBlocked(em, me, id);
    });
    return reply.status(204).send();
  });

  routes.delete(...served(app, blockResources.unblock), async (request, reply) => {
    const me = signedInUser(request).id;
    const { id } = request.params;
    await request.em.transactional(async (em) => {
      await lockOtherMember(em, me, id);
      await em.execute('delete from member_blocks where blocker_id = ? and blocked_id = ?', [me, id]);
    });
    return reply.status(204).send();
  });
}
