/**
 * Column sizes, limits and kinds of the forum, apart from its schemas (forum-schemas.ts): the screens that only show
 * posts need these and none of the forms' rules. The title fits posts.title (varchar 300).
 */
export const POST_TITLE_MAX_LENGTH = 300;
export const POST_BODY_MAX_LENGTH = 40_000;
/** Lists carry the start of each body, this long at most (the post page has it whole). */
export const POST_SUMMARY_MAX_LENGTH = 300;
/** A profile lists its member's newest posts, this many at most. */
export const PROFILE_POSTS_LIMIT = 50;
export const POST_URL_MAX_LENGTH = 2_000;
export const COMMENT_BODY_MAX_LENGTH = 10_000;
export const REPORT_REASON_MAX_LENGTH = 1_000;
/** A reply chain deeper than this is refused: the thread stays readable and the tree stays cheap to build. */
export const COMMENT_MAX_DEPTH = 20;
export const POST_PAGE_DEFAULT_LIMIT = 20;
export const POST_PAGE_MAX_LIMIT = 50;

export const POST_TYPES = ['text', 'link'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_SORTS = ['hot', 'new', 'top'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const REPORT_TARGET_TYPES = ['post', 'comment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
