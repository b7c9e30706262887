import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { commentResources } from '../../shared/community/resources';
import { COMMENT_MAX_DEPTH } from '../../shared/community/forum-limits';
import { communityTexts } from '../../shared/community/texts';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { commentVotes } from './comment-tree';
import { Comment, type CommentEntity } from './comment.entity';
import { toComment } from './dto';
import { forumFingerprint } from './fingerprint';
import { isUuid } from '../base/ids';
import { commentNotFound, findCommentOr404, postNotFound, refuseIfRemoved, requireCommentPermission } from './guards';
import { Post } from './post.entity';
import { openRateLimitedWrite } from '../base/limits/member-writes';
import { notifyComment, notifyEditedCommentMentions } from '../notifications';

/** One comment's answer (its replies are not included: the post's tree carries them). */
async function commentAnswer(em: EntityManager, comment: CommentEntity, viewerId: string) {
  const votes = await commentVotes(em, [comment.id], viewerId);
  return toComment(comment, votes.get(comment.id) ?? { upvotes: 0, myVote: 0 });
}

/** How deep `commentId` sits (a top-level comment is 1), counted up its parent chain and never past the cap. */
async function depthOf(em: EntityManager, commentId: string): Promise<number> {
  const [row] = await em.execute<Array<{ depth: number | null }>>(
    `with recursive chain as (
       select id, parent_id, 1 as depth from comments where id = ?
       union all
       select c.id, c.parent_id, chain.depth + 1 from comments c join chain on c.id = chain.parent_id where chain.depth <= ?
     ) select max(depth)::int as depth from chain`,
    [commentId, COMMENT_MAX_DEPTH],
  );
  return row?.depth ?? 0;
}

/** Comments: members comment on unlocked posts; the author edits; the author, moderators and admins delete. */
export async function commentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, commentResources.create), async (request, reply) => {
    const user = signedInUser(request);
    const postId = request.params.id;
    if (!isUuid(postId)) throw postNotFound();
    const { id, body } = request.body;
    const parentId = request.body.parentId ?? null;
    const fingerprint = id ? forumFingerprint('comment', user.id, { postId, parentId, body }) : null;

    /** A create with a client id that is already stored: the same request again (200) or a clash (409). */
    const replay = async (em: EntityManager, commentId: string) => {
      const existing = await em.findOne(Comment, { id: commentId }, { populate: ['author'] });
      if (!existing) return null;
      if (!fingerprint || existing.createFingerprint !== fingerprint) throw new HttpError(409, communityTexts.createConflict);
      return existing;
    };

    if (id) {
      const stored = await replay(request.em, id);
      if (stored) return reply.status(200).send(await commentAnswer(request.em, stored, user.id));
    }
    try {
      const created = await request.em.transactional(async (em) => {
        await openRateLimitedWrite(em, user.id, 'comment');
        // A share lock: a moderator's lock of the post waits for this comment, or this sees the lock.
        const post = await em.findOne(Post, { id: postId }, { lockMode: LockMode.PESSIMISTIC_READ });
        if (!post) throw postNotFound();
        if (post.isLocked) throw new HttpError(403, communityTexts.locked);
        let parent: CommentEntity | null = null;
        if (parentId) {
          parent = await em.findOne(Comment, { id: parentId });
          if (!parent) throw commentNotFound();
          if (parent.post.id !== post.id) throw new HttpError(400, communityTexts.parentElsewhere);
          if ((await depthOf(em, parent.id)) >= COMMENT_MAX_DEPTH) throw new HttpError(400, communityTexts.tooDeep(COMMENT_MAX_DEPTH));
        }
        const comment = em.create(Comment, {
          ...(id ? { id } : {}),
          post,
          parent,
          author: em.merge(user),
          body,
          createFingerprint: fingerprint,
        });
        await em.flush();
        await notifyComment(
          em,
          { id: comment.id, body, parentId: parent?.id ?? null, parentAuthorId: parent?.author.id ?? null },
          { id: post.id, title: post.title, authorId: post.author.id },
          user,
        );
        return comment;
      });
      return reply.status(201).send(toComment(created, { upvotes: 0, myVote: 0 }));
    } catch (error) {
      // Two copies of the same create raced: the loser answers like a replay.
      if (id && error instanceof UniqueConstraintViolationException) {
        const stored = await replay(request.em.fork(), id);
        if (stored) return reply.status(200).send(await commentAnswer(request.em, stored, user.id));
      }
      throw error;
    }
  });

  routes.put(...served(app, commentResources.update, { guard: requireCommentPermission('author') }), async (request) => {
    const comment = await request.em.transactional(async (em) => {
      const existing = await findCommentOr404(em, request.params.id);
      refuseIfRemoved(existing);
      const bodyBefore = existing.body;
      existing.body = request.body.body;
      await notifyEditedCommentMentions(em, existing, bodyBefore, existing.post, signedInUser(request));
      return existing;
    });
    return commentAnswer(request.em, comment, signedInUser(request).id);
  });

  routes.delete(
    ...served(app, commentResources.delete, { guard: requireCommentPermission('authorOrModerator') }),
    async (request, reply) => {
      await request.em.transactional(async (em) => {
        const comment = await em.findOne(Comment, { id: request.params.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!comment) throw commentNotFound();
        // Reports name their target without a foreign key: those of the comment and its replies go with them.
        await em.execute(
          `with recursive thread as (
             select id from comments where id = ?
             union all
             select c.id from comments c join thread on c.parent_id = thread.id
           ) delete from reports where target_type = 'comment' and target_id in (select id from thread)`,
          [comment.id],
        );
        const actor = signedInUser(request);
        if (comment.author.id !== actor.id) {
          const details = { postId: comment.post.id, authorId: comment.author.id, body: comment.body };
          recordAdminAction(em, { actor: em.merge(actor), action: 'comment.delete', targetType: 'comment', targetId: comment.id, details });
        }
        // Replies and votes cascade in the database.
        em.remove(comment);
      });
      return reply.status(204).send();
    },
  );
}
