import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { profileResources } from '../../shared/users/profile-resources';
import { profileTexts } from '../../shared/users/profile';
import { isUuid } from '../base/ids';
import { toUserPost } from '../community';
import { postStats, statsOf } from '../community';
import { Post } from '../community';
import { GarageCar } from '../garage';
import { toGarageCar } from '../garage';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { User } from '../base/identity/user.entity';
import { PROFILE_POSTS_LIMIT } from '../../shared/community/forum-limits';

/** A uuid addresses a member by id, anything else by username (usernames are lowercase, never uuids). */
async function findUserOr404(em: EntityManager, key: string) {
  const user = await em.findOne(User, isUuid(key) ? { id: key } : { username: key.toLowerCase() });
  if (!user) throw new HttpError(404, profileTexts.userNotFound);
  return user;
}

/** docs/product/screens.md Profile / docs/product/api.md: public profiles, garages and posts. Only public fields leave (no email, roles or hash). */
export async function userProfileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, profileResources.profile), async (request) => {
    const user = await findUserOr404(request.em, request.params.key);
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      avatarUrl: user.avatarUrl ?? null,
      location: user.location ?? null,
      bio: user.bio ?? null,
      createdAt: user.createdAt.toISOString(),
    };
  });

  routes.get(...served(app, profileResources.garage), async (request) => {
    const user = await findUserOr404(request.em, request.params.key);
    const cars = await request.em.find(GarageCar, { user }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return cars.map(toGarageCar);
  });

  routes.get(...served(app, profileResources.posts), async (request) => {
    const user = await findUserOr404(request.em, request.params.key);
    const posts = await request.em.find(
      Post,
      { author: user },
      { populate: ['author', 'community'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: PROFILE_POSTS_LIMIT },
    );
    const stats = await postStats(
      request.em,
      posts.map((post) => post.id),
      request.user?.id ?? null,
    );
    return posts.map((post) => toUserPost(post, statsOf(stats, post.id)));
  });
}
