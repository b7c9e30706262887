import { z } from 'zod';
import { communityTexts } from './texts';
import {
  POST_TITLE_MAX_LENGTH,
  POST_BODY_MAX_LENGTH,
  POST_URL_MAX_LENGTH,
  COMMENT_BODY_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  POST_TYPES,
  REPORT_TARGET_TYPES,
  type PostType,
} from './forum-limits';
import { withoutBidiControls } from '../text/bidi';
import { optionalWebAddress, requiredText } from '../text/fields';

// Bodies are plain text, stored exactly as typed apart from trimming: nothing is HTML-escaped or sanitised here,
// because nothing is ever rendered as HTML (the client renders text nodes).
const optionalUrl = optionalWebAddress('URL', POST_URL_MAX_LENGTH, communityTexts.urlInvalid);

/** The post form's own fields; the type defaults to "link" when a URL is given, otherwise "text". */
const postFields = z.object({
  title: withoutBidiControls(requiredText(communityTexts.titleRequired, 'Title', POST_TITLE_MAX_LENGTH), 'Title'),
  body: requiredText(communityTexts.bodyRequired, 'Body', POST_BODY_MAX_LENGTH),
  url: optionalUrl,
  type: z.enum(POST_TYPES, { error: `Type must be one of: ${POST_TYPES.join(', ')}` }).optional(),
});

type PostFields = z.output<typeof postFields>;
const withType = <T extends PostFields>(post: T, context: z.RefinementCtx) => {
  const type: PostType = post.type ?? (post.url ? 'link' : 'text');
  if (type === 'link' && !post.url) context.addIssue({ code: 'custom', message: communityTexts.linkNeedsUrl, path: ['url'] });
  if (type === 'text' && post.url) context.addIssue({ code: 'custom', message: communityTexts.textHasNoUrl, path: ['url'] });
  return { ...post, type };
};

/** PUT /api/posts/{id}: the post moves neither to another community nor to another author. */
export const postUpdateSchema = postFields.transform(withType);
export type PostUpdateInput = z.input<typeof postUpdateSchema>;
export type PostUpdateData = z.output<typeof postUpdateSchema>;

/**
 * POST /api/posts. `id` is optional and client-generated: sending the same id with the same content again
 * (an offline outbox replaying) returns the stored post; with other content it is a 409.
 */
export const postCreateSchema = postFields
  .extend({
    id: z.uuid('Post id must be a uuid').optional(),
    communitySlug: z.string({ error: communityTexts.communityRequired }).trim().min(1, communityTexts.communityRequired).max(100),
  })
  .transform(withType);
export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostCreateData = z.output<typeof postCreateSchema>;

/** POST /api/posts/{id}/comments; `parentId` makes it a reply to a comment of the same post. */
export const commentCreateSchema = z.object({
  id: z.uuid('Comment id must be a uuid').optional(),
  body: requiredText(communityTexts.commentRequired, 'Comment', COMMENT_BODY_MAX_LENGTH),
  parentId: z.uuid('parentId must be a comment id').nullish(),
});
export type CommentCreateInput = z.input<typeof commentCreateSchema>;

/** PUT /api/comments/{id}. */
export const commentUpdateSchema = z.object({
  body: requiredText(communityTexts.commentRequired, 'Comment', COMMENT_BODY_MAX_LENGTH),
});
export type CommentUpdateInput = z.input<typeof commentUpdateSchema>;

/** PUT /api/posts/{id}/vote and /api/comments/{id}/vote: 1 up, -1 down, 0 clears the caller's vote. */
export const voteSchema = z.object({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: 'Vote value must be 1, -1 or 0' }),
});
export type VoteInput = z.input<typeof voteSchema>;

/** PUT /api/posts/{id}/lock (moderators and admins): a locked post takes no new comments. */
export const postLockSchema = z.object({ isLocked: z.boolean({ error: 'isLocked must be true or false' }) });

/** POST /api/reports. The target id is checked by the server (unknown or malformed: 404). */
export const reportCreateSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'targetType must be "post" or "comment"' }),
  targetId: z.string({ error: 'targetId is required' }).trim().min(1, 'targetId is required').max(100),
  reason: requiredText(communityTexts.reasonRequired, 'Reason', REPORT_REASON_MAX_LENGTH),
});
export type ReportCreateInput = z.input<typeof reportCreateSchema>;

/**
 * Path ids are any text: a malformed id names nothing, so it is a 404 like an unknown one (the server checks
 * the uuid form before querying).
 */
export const idParams = z.object({ id: z.string() });
