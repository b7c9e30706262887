/** One comment's anchor on its post page: a link to `/post/{postId}#comment-{commentId}` lands on the comment. */
export const COMMENT_ANCHOR_PREFIX = 'comment-';

export const commentAnchor = (commentId: string) => `${COMMENT_ANCHOR_PREFIX}${commentId}`;

/** The address of one comment, as notifications link to it. */
export const commentPath = (postId: string, commentId: string) =>
  `/post/${encodeURIComponent(postId)}#${commentAnchor(commentId)}`;
