import { SEARCH_QUERY_PARAM, SEARCH_RESULTS_PATH, type SearchModel, type SearchPost, type SearchUser } from '@shared/search/schemas';

/** Where each kind of result opens (docs/product/screens.md routes). */
export const modelPath = (model: SearchModel) => `/pontiac/${encodeURIComponent(model.slug)}`;
export const postPath = (post: SearchPost) => `/post/${encodeURIComponent(post.id)}`;
export const memberPath = (user: SearchUser) => `/profile/${encodeURIComponent(user.username)}`;

/** The results page for a search text. */
export const resultsPagePath = (query: string) =>
  `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString()}`;
