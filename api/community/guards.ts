import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParams } from '../../shared/community/forum-schemas';
import { canChangeOrRemove, canModerate } from '../../shared/community/permissions';
import { communityTexts } from '../../shared/community/texts';
import { requireMember, signedInUser } from '../base/identity/guards';
import { isUuid } from '../base/ids';
import { HttpError } from '../base/plugins/errors';
import { Comment } from './comment.entity';
import { Post } from './post.entity';

export const postNotFound = () => new HttpError(404, communityTexts.postNotFound);
export const commentNotFound = () => new HttpError(404, communityTexts.commentNotFound);

/** Removed content keeps the moderator's text: its author cannot write the original back (403). */
export function refuseIfRemoved(target: { removedAt?: Date | null }) {
  if (target.removedAt) throw new HttpError(403, communityTexts.removedByModerator);
}

export async function findPostOr404(em: EntityManager, id: string) {
  if (!isUuid(id)) throw postNotFound();
  const post = await em.findOne(Post, { id }, { populate: ['author', 'community'] });
  if (!post) throw postNotFound();
  return post;
}

export async function findCommentOr404(em: EntityManager, id: string) {
  if (!isUuid(id)) throw commentNotFound();
  const comment = await em.findOne(Comment, { id }, { populate: ['author', 'post'] });
  if (!comment) throw commentNotFound();
  return comment;
}

type Rule = 'authorOrModerator' | 'author' | 'moderator';
const allowed = (rule: Rule, user: { id: string; roles: string[] }, authorId: string) =>
  rule === 'author' ? user.id === authorId : rule === 'moderator' ? canModerate(user) : canChangeOrRemove(user, authorId);
const refusal = (rule: Rule) =>
  rule === 'author'
    ? communityTexts.authorRequired
    : rule === 'moderator'
      ? communityTexts.moderatorRequired
      : communityTexts.authorOrModeratorRequired;

/**
 * Route guards for changes to one post or comment: 401 signed out, 403 blocked, 404 unknown (or malformed) id,
 * 403 for anyone the rule leaves out. They run before validation, so callers without the right learn nothing
 * about the payload rules. The row is read in a fork, so this partial load never sits in the request's
 * identity map in place of the full row.
 */
export const requirePostPermission = (rule: Rule) => async (request: FastifyRequest, reply: FastifyReply) => {
  await requireMember(request, reply);
  const user = signedInUser(request);
  const id = idParams.safeParse(request.params).data?.id ?? '';
  if (!isUuid(id)) throw postNotFound();
  const post = await request.em.fork().findOne(Post, { id }, { fields: ['author'] });
  if (!post) throw postNotFound();
  if (!allowed(rule, user, post.author.id)) throw new HttpError(403, refusal(rule));
};

export const requireCommentPermission = (rule: Rule) => async (request: FastifyRequest, reply: FastifyReply) => {
  await requireMember(request, reply);
  const user = signedInUser(request);
  const id = idParams.safeParse(request.params).data?.id ?? '';
  if (!isUuid(id)) throw commentNotFound();
  const comment = await request.em.fork().findOne(Comment, { id }, { fields: ['author'] });
  if (!comment) throw commentNotFound();
  if (!allowed(rule, user, comment.author.id)) throw new HttpError(403, refusal(rule));
};
