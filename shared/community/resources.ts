import { declareResource } from '../http/resource';
import {
  commentCreateSchema,
  commentUpdateSchema,
  idParams,
  postCreateSchema,
  postLockSchema,
  postUpdateSchema,
  reportCreateSchema,
  voteSchema,
} from './forum-schemas';
import { postSchema } from './responses';
import { commentSchema, commentVoteResultSchema, postDetailSchema, postVoteResultSchema, reportSchema } from './thread-responses';

/**
 * A post, its comments and votes, and reports (docs/product/screens.md Post detail, roles.md): anyone reads; members
 * write; the author (and moderators, admins) change or remove what they wrote (`owner`: api/community/guards.ts).
 * Creates carry the client's id, so a write the outbox sends again is made once (`replayable`). Served by
 * api/community/*-routes.ts; the lists are in ./list-resources.ts.
 */
export const postResources = {
  /** The post with its comment tree. */
  detail: declareResource({
    method: 'GET',
    path: '/api/posts/{id}',
    params: idParams,
    response: postDetailSchema,
    access: 'anyone',
    cacheTopic: 'forum',
    device: 'kept',
  }),
  create: declareResource({
    method: 'POST',
    path: '/api/posts',
    body: postCreateSchema,
    response: postSchema,
    status: 201,
    replayable: true,
    errors: [404, 409, 429],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'post',
  }),
  update: declareResource({
    method: 'PUT',
    path: '/api/posts/{id}',
    params: idParams,
    body: postUpdateSchema,
    response: postSchema,
    access: 'owner',
    device: 'not-kept',
  }),
  /** A locked post takes no new comments. */
  lock: declareResource({
    method: 'PUT',
    path: '/api/posts/{id}/lock',
    params: idParams,
    body: postLockSchema,
    response: postSchema,
    access: 'moderator',
    device: 'not-kept',
  }),
  delete: declareResource({
    method: 'DELETE',
    path: '/api/posts/{id}',
    params: idParams,
    response: null,
    status: 204,
    access: 'owner',
    device: 'not-kept',
  }),
  /** Multipart: the post's one picture in the field `image`, replacing any before it. */
  uploadImage: declareResource({
    method: 'POST',
    path: '/api/posts/{id}/image',
    params: idParams,
    upload: true,
    response: postSchema,
    access: 'owner',
    device: 'not-kept',
    // A new post's picture follows the post.
    outboxKind: 'post',
  }),
  /** 1 or -1, or 0 to clear: a vote sets a value, so sending it again changes nothing. */
  vote: declareResource({
    method: 'PUT',
    path: '/api/posts/{id}/vote',
    params: idParams,
    body: voteSchema,
    response: postVoteResultSchema,
    errors: [429],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'post-vote',
  }),
};

export const commentResources = {
  /** 409 on a locked post. */
  create: declareResource({
    method: 'POST',
    path: '/api/posts/{id}/comments',
    params: idParams,
    body: commentCreateSchema,
    response: commentSchema,
    status: 201,
    replayable: true,
    errors: [409, 429],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'comment',
  }),
  update: declareResource({
    method: 'PUT',
    path: '/api/comments/{id}',
    params: idParams,
    body: commentUpdateSchema,
    response: commentSchema,
    access: 'owner',
    device: 'not-kept',
  }),
  delete: declareResource({
    method: 'DELETE',
    path: '/api/comments/{id}',
    params: idParams,
    response: null,
    status: 204,
    access: 'owner',
    device: 'not-kept',
  }),
  vote: declareResource({
    method: 'PUT',
    path: '/api/comments/{id}/vote',
    params: idParams,
    body: voteSchema,
    response: commentVoteResultSchema,
    errors: [429],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'comment-vote',
  }),
};

/** A member reports a post or comment to the moderators, once per target (409 the second time). */
export const reportResources = {
  create: declareResource({
    method: 'POST',
    path: '/api/reports',
    body: reportCreateSchema,
    response: reportSchema,
    status: 201,
    errors: [404, 409],
    access: 'member',
    device: 'not-kept',
  }),
};
