import { z } from 'zod';

/** GET /api/search (docs/product/screens.md top bar): limits shared by the route and the PWA. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** The header box asks the server only from this many characters on. */
export const SEARCH_MIN_CHARS = 2;
/** At most this many words take part in a search: more only slows the query down. */
export const SEARCH_MAX_TERMS = 8;

/** The results page; the header box sends Enter (nothing highlighted) here with the text in `q`. */
export const SEARCH_RESULTS_PATH = '/search';
export const SEARCH_QUERY_PARAM = 'q';

export const searchTexts = {
  queryRequired: 'Search text is required',
  queryTooLong: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  limitInvalid: `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
  models: 'Models',
  posts: 'Posts',
  members: 'Members',
  offline: 'Offline: searching saved models only',
  noResults: 'No results',
  noResultsFor: (query: string) => `No models, posts or members match "${query}".`,
  searching: 'Searching...',
  failed: 'Search is not available right now.',
  resultsLabel: 'Search results',
  pageTitle: 'Search',
  pageTitleFor: (query: string) => `Search: ${query}`,
  emptyQuery: 'Type at least two characters to search models, posts and members.',
  resultsFor: (query: string) => `Results for "${query}"`,
  resultsWhat: 'Search results',
  pageFieldLabel: 'Search models, posts and members',
  submit: 'Search',
  noModels: 'No matching models.',
  noPosts: 'No matching posts.',
  noMembers: 'No matching members.',
  seeAll: (query: string) => `See all results for "${query}"`,
} as const;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchTexts.queryRequired })
    .trim()
    .min(1, searchTexts.queryRequired)
    .max(SEARCH_QUERY_MAX_LENGTH, searchTexts.queryTooLong),
  limit: z.coerce
    .number({ error: searchTexts.limitInvalid })
    .int(searchTexts.limitInvalid)
    .min(1, searchTexts.limitInvalid)
    .max(SEARCH_LIMIT_MAX, searchTexts.limitInvalid)
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** Only public fields: a model's card, a post's heading and a member's public names (never the email). */
export const searchModelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  /** The model's card-size picture (see modelPictureSchema), null when it has none. */
  cardImage: z.string().nullable(),
});
export const searchPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  communitySlug: z.string(),
  communityName: z.string(),
  createdAt: z.string(),
});
export const searchUserSchema = z.object({ id: z.uuid(), username: z.string(), name: z.string() });
export type SearchModel = z.infer<typeof searchModelSchema>;
export type SearchPost = z.infer<typeof searchPostSchema>;
export type SearchUser = z.infer<typeof searchUserSchema>;

/** Each group best match first. */
export const searchResultsSchema = z.object({
  models: z.array(searchModelSchema),
  posts: z.array(searchPostSchema),
  users: z.array(searchUserSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/**
 * The words of a search: runs of letters and digits, lowercased, at most SEARCH_MAX_TERMS. Everything else
 * (punctuation, tsquery operators such as & | ! ( ) : *) only separates words, so no operator from the
 * user ever reaches the database, and the offline catalogue search splits words the same way.
 */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_MAX_TERMS);
}
