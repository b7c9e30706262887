import { POST_SORTS, type PostSort } from '@shared/community/forum-limits';
import type { Community } from '@shared/community/responses';

const isSort = (value: string | null): value is PostSort => POST_SORTS.some((sort) => sort === value);

/** The sort a community page shows for its `?sort=` (Hot unless a known one is named): the page's and its server render's. */
export const shownSort = (requested: string | null): PostSort => (isSort(requested) ? requested : 'hot');

/** A community page's title: the community's name (its slug until the list is known), or "Community" for all of them. */
export const communityPageTitle = (slug: string | undefined, communities: readonly Community[] | undefined): string =>
  slug ? (communities?.find((community) => community.slug === slug)?.name ?? slug) : 'Community';
