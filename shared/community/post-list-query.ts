import { z } from 'zod';
import { pageCursor } from '../http/cursor';
import { POST_PAGE_DEFAULT_LIMIT, POST_PAGE_MAX_LIMIT, POST_SORTS } from './forum-limits';
import { communityTexts } from './texts';

/** GET /api/posts query (apart from the forms' schemas: the home page asks for a page of posts). `cursor` is the opaque `nextCursor` of the previous page. */
export const postListQuerySchema = z.object({
  community: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(POST_SORTS, { error: `sort must be one of: ${POST_SORTS.join(', ')}` }).default('new'),
  cursor: pageCursor(communityTexts.invalidCursor),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(POST_PAGE_MAX_LIMIT, `limit must be at most ${POST_PAGE_MAX_LIMIT}`)
    .default(POST_PAGE_DEFAULT_LIMIT),
});
export type PostListQuery = z.input<typeof postListQuerySchema>;
