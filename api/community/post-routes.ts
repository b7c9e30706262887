import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { postResources } from '../../shared/community/resources';
import { forumListResources } from '../../shared/community/list-resources';
import { postDetailSchema } from '../../shared/community/thread-responses';
import { postPageSchema } from '../../shared/community/responses';
import { communityTexts } from '../../shared/community/texts';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { removeStoredImage } from '../base/uploads/image-store';
import { loadCommentTree } from './comment-tree';
import { Community } from './community.entity';
import { toPost, toPostListItem } from './dto';
import { forumFingerprint } from './fingerprint';
import { findPostOr404, refuseIfRemoved, requirePostPermission } from './guards';
import { listPostIds } from './post-listing';
import { postStats, statsOf } from './post-stats';
import { myCommentVotes, myPostVotes, withMyCommentVotes, withMyVote } from './viewer-votes';
import { Post, type PostEntity } from './post.entity';
import { openRateLimitedWrite } from '../base/limits/member-writes';
import type { FileStore } from '../base/uploads/file-store';
import { notifyEditedPostMentions, notifyPostMentions } from '../notifications';

/** Posts with their author and community, in the order of `ids`. */
async function loadPostsInOrder(em: EntityManager, ids: string[]): Promise<PostEntity[]> {
  if (ids.length === 0) return [];
  const posts = await em.find(Post, { id: { $in: ids } }, { populate: ['author', 'community'] });
  const byId = new Map(posts.map((post) => [post.id, post]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One post's answer for `viewerId`, with its current counts. */
export async function postAnswer(em: EntityManager, post: PostEntity, viewerId: string | null) {
  return toPost(post, statsOf(await postStats(em, [post.id], viewerId), post.id));
}

/** The read cache's key for a member's own answer at `url`. */
const memberKey = (url: string, viewerId: string) => `${url}\u0000member:${viewerId}`;

/** docs/product/screens.md, api.md forum posts: public reads; members write; the author, moderators and admins change a post. */
export async function postRoutes(app: FastifyInstance, options: { files: FileStore }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // What visitors see is the same for everyone, so it comes from the read cache (topic `forum`, emptied on every
  // committed forum change: api/base/read-cache/cache-table.ts). A member's answer is that one with their own votes added,
  // kept per member under the same rule. These reads need only who is signed in (`viewerIdOnly`), not the account.
  routes.get(...served(app, forumListResources.posts, { config: { viewerIdOnly: true } }), (request, reply) => {
    const load = async () => {
      const { community: slug, sort, cursor, limit } = request.query;
      const community = slug ? await request.em.findOne(Community, { slug }) : null;
      if (slug && !community) throw new HttpError(404, communityTexts.communityNotFound);
      const page = await listPostIds(request.em, { communityId: community?.id ?? null, sort, cursor, limit });
      const [posts, stats] = await Promise.all([loadPostsInOrder(request.em, page.ids), postStats(request.em, page.ids, null)]);
      return { items: posts.map((post) => toPostListItem(post, statsOf(stats, post.id))), nextCursor: page.nextCursor };
    };
    const viewerId = request.viewerId;
    if (!viewerId) return app.readCache.reply(request, reply, postPageSchema, load, 'forum');
    const loadMine = async () => {
      const page = await app.readCache.value(app.readCache.keyOf(request), postPageSchema, load, 'forum');
      const votes = await myPostVotes(
        request.em,
        viewerId,
        page.items.map((post) => post.id),
      );
      return { ...page, items: page.items.map((post) => withMyVote(post, votes)) };
    };
    return app.readCache.replyForCaller(
      request,
      reply,
      postPageSchema,
      loadMine,
      'forum',
      memberKey(app.readCache.keyOf(request), viewerId),
    );
  });

  routes.get(...served(app, postResources.detail, { config: { viewerIdOnly: true } }), (request, reply) => {
    const load = async () => {
      const post = await findPostOr404(request.em, request.params.id);
      const [answer, comments] = await Promise.all([postAnswer(request.em, post, null), loadCommentTree(request.em, post.id, null)]);
      return { ...answer, comments };
    };
    const viewerId = request.viewerId;
    if (!viewerId) return app.readCache.reply(request, reply, postDetailSchema, load, 'forum');
    const loadMine = async () => {
      const detail = await app.readCache.value(app.readCache.keyOf(request), postDetailSchema, load, 'forum');
      const [postVotes, commentVotes] = await Promise.all([
        myPostVotes(request.em, viewerId, [detail.id]),
        myCommentVotes(request.em, viewerId, detail.id),
      ]);
      return { ...withMyVote(detail, postVotes), comments: withMyCommentVotes(detail.comments, commentVotes) };
    };
    return app.readCache.replyForCaller(
      request,
      reply,
      postDetailSchema,
      loadMine,
      'forum',
      memberKey(app.readCache.keyOf(request), viewerId),
    );
  });

  routes.post(...served(app, postResources.create), async (request, reply) => {
    const user = signedInUser(request);
    const { id, communitySlug, title, body, url, type } = request.body;
    const fingerprint = id ? forumFingerprint('post', user.id, { communitySlug, title, body, url, type }) : null;

    /** A create with a client id that is already stored: the same request again (200) or a clash (409). */
    const replay = async (em: EntityManager, postId: string) => {
      const existing = await em.findOne(Post, { id: postId }, { populate: ['author', 'community'] });
      if (!existing) return null;
      if (!fingerprint || existing.createFingerprint !== fingerprint) throw new HttpError(409, communityTexts.createConflict);
      return existing;
    };

    if (id) {
      const stored = await replay(request.em, id);
      if (stored) return reply.status(200).send(await postAnswer(request.em, stored, user.id));
    }
    try {
      const created = await request.em.transactional(async (em) => {
        await openRateLimitedWrite(em, user.id, 'post');
        const community = await em.findOne(Community, { slug: communitySlug });
        if (!community) throw new HttpError(404, communityTexts.communityNotFound);
        const post = em.create(Post, {
          ...(id ? { id } : {}),
          community,
          author: em.merge(user),
          title,
          body,
          url,
          type,
          createFingerprint: fingerprint,
        });
        await em.flush();
        await notifyPostMentions(em, { id: post.id, title, body: body ?? null }, user);
        return post;
      });
      return reply.status(201).send(await postAnswer(request.em, created, user.id));
    } catch (error) {
      // Two copies of the same create raced: the loser answers like a replay.
      if (id && error instanceof UniqueConstraintViolationException) {
        const stored = await replay(request.em.fork(), id);
        if (stored) return reply.status(200).send(await postAnswer(request.em, stored, user.id));
      }
      throw error;
    }
  });

  routes.put(...served(app, postResources.update, { guard: requirePostPermission('authorOrModerator') }), async (request) => {
    const { title, body, url, type } = request.body;
    const post = await request.em.transactional(async (em) => {
      const existing = await findPostOr404(em, request.params.id);
      refuseIfRemoved(existing);
      const before = { title: existing.title, body: existing.body ?? null };
      em.assign(existing, { title, body, url, type });
      await notifyEditedPostMentions(
        em,
        { id: existing.id, title: existing.title, body: existing.body ?? null },
        before,
        signedInUser(request),
      );
      return existing;
    });
    return postAnswer(request.em, post, signedInUser(request).id);
  });

  // Moderators and admins lock a post (no new comments) or unlock it.
  routes.put(...served(app, postResources.lock, { guard: requirePostPermission('moderator') }), async (request) => {
    const actor = signedInUser(request);
    const post = await request.em.transactional(async (em) => {
      const existing = await findPostOr404(em, request.params.id);
      existing.isLocked = request.body.isLocked;
      recordAdminAction(em, {
        actor: em.merge(actor),
        action: request.body.isLocked ? 'post.lock' : 'post.unlock',
        targetType: 'post',
        targetId: existing.id,
        details: { title: existing.title },
      });
      return existing;
    });
    return postAnswer(request.em, post, signedInUser(request).id);
  });

  routes.delete(...served(app, postResources.delete, { guard: requirePostPermission('authorOrModerator') }), async (request, reply) => {
    const imageUrl = await request.em.transactional(async (em) => {
      const post = await em.findOne(Post, { id: request.params.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post) throw new HttpError(404, communityTexts.postNotFound);
      // Reports name their target without a foreign key: those of the post and its comments go with them.
      await em.execute(
        `delete from reports where (target_type = 'post' and target_id = ?)
             or (target_type = 'comment' and target_id in (select id from comments where post_id = ?))`,
        [post.id, post.id],
      );
      // A moderator removing someone else's post answers for it in the activity log (the author's own delete does not).
      const actor = signedInUser(request);
      if (post.author.id !== actor.id) {
        const details = { title: post.title, authorId: post.author.id };
        recordAdminAction(em, { actor: em.merge(actor), action: 'post.delete', targetType: 'post', targetId: post.id, details });
      }
      // Comments, their replies and every vote cascade in the database.
      em.remove(post);
      return post.imageUrl ?? null;
    });
    // The file goes only once the row is gone for good.
    if (imageUrl) await removeStoredImage(options.files, imageUrl);
    return reply.status(204).send();
  });
}
