import { MEMBER_KEY_MARK } from './memberOwnedKeys';

/**
 * Query keys are URL parts: the default query function GETs them joined by '/'
 * (docs/product/api.md), so ['/api/models', slug] fetches /api/models/{slug}. A domain that declares its resources
 * (shared/<domain>/resources.ts) has no keys here: they come from its declarations, keyOf(…) (./resources.ts).
 */
export const queryKeys = {
  models: {
    all: ['/api/models'],
    detail: (slug: string) => ['/api/models', slug],
    images: (modelId: string) => ['/api/models', modelId, 'images'],
    years: (slug: string) => ['/api/models', slug, 'years'],
    year: (slug: string, year: number) => ['/api/models', slug, 'years', year],
    trim: (slug: string, year: number, trim: string) => ['/api/models', slug, 'years', year, 'trims', trim],
    /** Members' garage cars of a model (issue 34): refreshed, with the profiles, after a member changes their garage. */
    ownersCars: (slug: string) => ['/api/models', slug, 'owners-cars'],
  },
  users: {
    /** Every profile, garage and post list: refreshed together after the member changes their own. */
    all: ['/api/users'],
    detail: (idOrUsername: string) => ['/api/users', idOrUsername],
    garage: (userId: string) => ['/api/users', userId, 'garage'],
    posts: (userId: string) => ['/api/users', userId, 'posts'],
    /**
     * The signed-in member's own profile and garage (issue 34: their cars and values read offline): the member's id is
     * the third part, so they are saved on the device for that member only (http/memberOwnedKeys.ts). Fetched with
     * their own query functions (GET /api/users/{id} and …/garage). Under users.all, so they refresh with the others.
     */
    own: (memberId: string) => ['/api/users', MEMBER_KEY_MARK, memberId],
    ownGarage: (memberId: string) => ['/api/users', MEMBER_KEY_MARK, memberId, 'garage'],
  },
  admin: {
    /** Everything of the admin panel: refreshed together after any moderation or admin action. */
    all: ['/api/admin'],
    stats: ['/api/admin', 'stats'],
    /** The lists are paged with their own query functions (the query string is not a path). */
    reports: (status: string) => ['/api/admin', 'reports', status],
    users: (q: string) => ['/api/admin', 'users', q],
    activity: ['/api/admin', 'activity'],
    /** Every sources list (invalidate this after a change); `sourcePages` is one robots status's pages, '' all. */
    sources: ['/api/admin', 'sources'],
    sourcePages: (robotsStatus: string) => ['/api/admin', 'sources', robotsStatus],
  },
} as const;
