import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { accountResources } from '../../shared/users/resources';
import { served } from '../base/plugins/resources';
import { openRateLimitedWrite } from '../base/limits/member-writes';
import { authTexts } from '../../shared/auth/texts';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import type { FileStore } from '../base/uploads/file-store';
import { removeStoredImage, storeImage } from '../base/uploads/image-store';
import { readImageUpload } from '../base/uploads/multipart';
import { ownerPicturesChanged } from '../catalogue';
import { toCurrentUser } from './current-user';
import { User, type UserEntity } from '../base/identity/user.entity';

/** The member's row, locked so concurrent avatar changes each remove exactly the file they replaced. */
async function lockedMember(em: EntityManager, id: string) {
  const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  // Deleted or blocked since the request's session was read.
  if (!user) throw new HttpError(401, authTexts.signInRequired);
  if (user.isBlocked) throw new HttpError(403, authTexts.accountBlocked);
  return user;
}

/**
 * The signed-in member's own profile (docs/product/screens.md Profile, Edit Profile): name, location, bio and avatar. Every
 * answer is the current-user shape of GET /api/auth/me, so the client can put it straight into that query.
 * Signed out 401, blocked 403 (requireMember).
 */
export async function accountRoutes(app: FastifyInstance, options: { files: FileStore }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(...served(app, accountResources.update), async (request) => {
    const userId = signedInUser(request).id;
    const user = await request.em.transactional(async (em) => {
      const member = await lockedMember(em, userId);
      const previousName = member.name;
      em.assign(member, request.body);
      // The member's garage photos may be models' pictures, credited by name.
      if (member.name !== previousName) await ownerPicturesChanged(em, member.id);
      return member;
    });
    return toCurrentUser(user);
  });

  /** Multipart field "image", with the uploads' rules (a real image of at most 5 MB, re-encoded, generated name). */
  routes.post(...served(app, accountResources.uploadAvatar), async (request) => {
    const userId = signedInUser(request).id;
    const upload = await readImageUpload(request);
    const stored = await storeImage(options.files, upload.bytes);
    let result: { user: UserEntity; previousUrl: string | null };
    try {
      result = await request.em.transactional(async (em) => {
        await openRateLimitedWrite(em, userId, 'photo');
        const member = await lockedMember(em, userId);
        const previousUrl = member.avatarUrl ?? null;
        member.avatarUrl = stored.url;
        return { user: member, previousUrl };
      });
    } catch (error) {
      await removeStoredImage(options.files, stored.url);
      throw error;
    }
    // The old file goes only once the new picture is committed.
    if (result.previousUrl) await removeStoredImage(options.files, result.previousUrl);
    return toCurrentUser(result.user);
  });

  routes.delete(...served(app, accountResources.removeAvatar), async (request) => {
    const userId = signedInUser(request).id;
    const result = await request.em.transactional(async (em) => {
      const member = await lockedMember(em, userId);
      const previousUrl = member.avatarUrl ?? null;
      member.avatarUrl = null;
      return { user: member, previousUrl };
    });
    if (result.previousUrl) await removeStoredImage(options.files, result.previousUrl);
    return toCurrentUser(result.user);
  });
}
