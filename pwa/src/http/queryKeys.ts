/**
 * Query keys are URL parts: the default query function GETs them joined by '/'
 * (SPEC §7), so ['/api/models', slug] fetches /api/models/{slug}.
 */
export const queryKeys = {
  auth: {
    me: ['/api/auth/me'],
  },
  models: {
    all: ['/api/models'],
    detail: (slug: string) => ['/api/models', slug],
    images: (modelId: string) => ['/api/models', modelId, 'images'],
    years: (slug: string) => ['/api/models', slug, 'years'],
    year: (slug: string, year: number) => ['/api/models', slug, 'years', year],
    trim: (slug: string, year: number, trim: string) => ['/api/models', slug, 'years', year, 'trims', trim],
  },
  posts: {
    all: ['/api/posts'],
    /** One listing (community '' = all): fetched with its own query function, as the query string is not a path. */
    list: (community: string, sort: string) => ['/api/posts', 'list', community, sort],
    detail: (id: string) => ['/api/posts', id],
  },
  communities: {
    all: ['/api/communities'],
  },
  users: {
    detail: (idOrUsername: string) => ['/api/users', idOrUsername],
    garage: (userId: string) => ['/api/users', userId, 'garage'],
    posts: (userId: string) => ['/api/users', userId, 'posts'],
  },
  valuations: {
    all: ['/api/valuations'],
  },
  events: {
    all: ['/api/events'],
    detail: (id: string) => ['/api/events', id],
    images: (id: string) => ['/api/events', id, 'images'],
  },
} as const;
