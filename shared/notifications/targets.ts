/**
 * Where each notification leads in the app, and its push tag: made once here so the server's `url`s and the pages'
 * anchors agree. A comment's element on the post page has the id `comment-<id>`.
 */
export const notificationTargets = {
  post: (postId: string) => `/post/${postId}`,
  comment: (postId: string, commentId: string) => `/post/${postId}#comment-${commentId}`,
  thread: (threadId: string) => `/messages?thread=${encodeURIComponent(threadId)}`,
  event: (eventId: string) => `/events/${eventId}`,
  events: () => '/events',
  reports: () => '/admin',
  notifications: () => '/notifications',
  settings: () => '/notifications/settings',
} as const;

/** The DOM id of a comment on the post page (the target of a reply or mention notification). */
export const commentAnchorId = (commentId: string) => `comment-${commentId}`;

/** Push tags: one per conversation, post, event or report, so a burst of pushes collapses into one notification. */
export const pushTags = {
  post: (postId: string) => `post:${postId}`,
  thread: (threadId: string) => `thread:${threadId}`,
  event: (eventId: string) => `event:${eventId}`,
  report: (reportId: string) => `report:${reportId}`,
} as const;
