import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { adminResources } from '../../shared/admin/resources';
import { served } from '../base/plugins/resources';
import { ADMIN_PAGE_SIZE, type AdminUser } from '../../shared/admin/schemas';
import { adminTexts } from '../../shared/admin/texts';
import { signedInUser } from '../base/identity/guards';
import { ownerPicturesChanged } from '../catalogue';
import { isUuid } from '../base/ids';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { User, type UserEntity } from '../base/identity/user.entity';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { deleteNotificationsBy } from '../notifications';
import { cursorAtSql, keysetPage } from '../base/keyset';

const userNotFound = () => new HttpError(404, adminTexts.userNotFound);

interface UserRow {
  id: string;
  cursor_at: string;
  name: string;
  username: string;
  email: string;
  roles: string[];
  is_blocked: boolean;
}

const toAdminUser = (user: UserEntity): AdminUser => ({
  id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  roles: user.roles,
  isBlocked: user.isBlocked,
  joinedAt: user.createdAt.toISOString(),
});

/** `q` as an ILIKE pattern matching anywhere; its own % and _ match only themselves. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The target account, locked for the change: an unknown or malformed id is a 404. */
async function lockUser(em: EntityManager, id: string) {
  if (!isUuid(id)) throw userNotFound();
  const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!user) throw userNotFound();
  return user;
}

/** Users tab (docs/product/screens.md Admin panel): search, roles, block and unblock. Admins only, each change logged. */
export async function userAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, adminResources.users), async (request) => {
    const { q, cursor } = request.query;
    const page = await keysetPage<UserRow>(request.em, {
      select: `select u.id, ${cursorAtSql('u.created_at')} as cursor_at, u.name, u.username, u.email, u.roles, u.is_blocked from users u`,
      alias: 'u',
      where: q ? ['(u.name ilike ? or u.username ilike ? or u.email ilike ?)'] : [],
      params: q ? [containsPattern(q), containsPattern(q), containsPattern(q)] : [],
      cursor,
      size: ADMIN_PAGE_SIZE,
    });
    return {
      items: page.rows.map((row) => ({
        id: row.id,
        name: row.name,
        username: row.username,
        email: row.email,
        roles: row.roles,
        isBlocked: row.is_blocked,
        joinedAt: row.cursor_at,
      })),
      nextCursor: page.nextCursor,
    };
  });

  routes.put(...served(app, adminResources.setRoles), async (request) => {
    const actor = signedInUser(request);
    const { roles } = request.body;
    // An admin cannot lock themselves (and possibly everyone) out of the panel.
    if (request.params.id === actor.id && !roles.includes('admin')) throw new HttpError(403, adminTexts.ownAdminRole);
    const user = await request.em.transactional(async (em) => {
      const target = await lockUser(em, request.params.id);
      const before = [...target.roles];
      target.roles = [...roles];
      recordAdminAction(em, {
        actor,
        action: 'user.roles',
        targetType: 'user',
        targetId: target.id,
        details: { before, after: [...roles] },
      });
      return target;
    });
    return toAdminUser(user);
  });

  routes.post(...served(app, adminResources.blockUser), async (request) => {
    const actor = signedInUser(request);
    if (request.params.id === actor.id) throw new HttpError(403, adminTexts.blockSelf);
    const user = await request.em.transactional(async (em) => {
      const target = await lockUser(em, request.params.id);
      if (target.isBlocked) throw new HttpError(409, adminTexts.alreadyBlocked);
      target.isBlocked = true;
      // A blocked member's garage photos stop standing in for models' pictures; unblocked, they may again.
      await ownerPicturesChanged(em, target.id);
      // Signed out everywhere at once; sign-in and every write check the flag from now on.
      await em.execute('delete from sessions where user_id = ?', [target.id]);
      // Nothing from a blocked member: what they caused leaves others' notifications and pushes.
      await deleteNotificationsBy(em, target.id);
      recordAdminAction(em, { actor, action: 'user.block', targetType: 'user', targetId: target.id, details: { name: target.name } });
      return target;
    });
    // This server forgets the ended sessions now; the others on hearing of the delete (sessions_changed).
    app.sessionStore.forgetAll();
    return toAdminUser(user);
  });

  routes.post(...served(app, adminResources.unblockUser), async (request) => {
    const actor = signedInUser(request);
    const user = await request.em.transactional(async (em) => {
      const target = await lockUser(em, request.params.id);
      if (!target.isBlocked) throw new HttpError(409, adminTexts.notBlocked);
      target.isBlocked = false;
      await ownerPicturesChanged(em, target.id);
      recordAdminAction(em, { actor, action: 'user.unblock', targetType: 'user', targetId: target.id, details: { name: target.name } });
      return target;
    });
    return toAdminUser(user);
  });
}
