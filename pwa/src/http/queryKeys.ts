import { catalogueResources, ownersCarsResources, profileResources } from 'virtual:declared-paths';
import { resourceKey, resourceRoot } from '@shared/http/resource';
import { ADMIN_ROOT } from '@shared/admin/addresses';
import { memberKeyAt } from './resources';

/**
 * The keys many screens share (the catalogue's, which the offline mirror answers too, and members' profiles), made
 * from their declarations' paths (`virtual:declared-paths`, pwa/build/deviceRules.ts) without loading the
 * declarations' schemas into every screen. A key is its address's parts, so the default query function GETs it joined
 * by '/'. Every other domain's keys come from its declarations, keyOf(…) in the feature (./resources.ts).
 */
export const queryKeys = {
  models: {
    all: resourceKey({ path: catalogueResources.models }),
    detail: (model: string) => resourceKey({ path: catalogueResources.model }, { params: { model } }),
    images: (model: string) => resourceKey({ path: catalogueResources.images }, { params: { model } }),
    years: (model: string) => resourceKey({ path: catalogueResources.years }, { params: { model } }),
    year: (model: string, year: number) => resourceKey({ path: catalogueResources.year }, { params: { model, year } }),
    trim: (model: string, year: number, trim: string) => resourceKey({ path: catalogueResources.trim }, { params: { model, year, trim } }),
    /** Members' garage cars of a model: refreshed, with the profiles, after a member changes their garage. */
    ownersCars: (model: string) => resourceKey({ path: ownersCarsResources.list }, { params: { model } }),
  },
  users: {
    /** Every profile, garage and post list: refreshed together after the member changes their own. */
    all: [resourceRoot({ path: profileResources.profile })],
    detail: (key: string) => resourceKey({ path: profileResources.profile }, { params: { key } }),
    garage: (key: string) => resourceKey({ path: profileResources.garage }, { params: { key } }),
    posts: (key: string) => resourceKey({ path: profileResources.posts }, { params: { key } }),
    /**
     * The signed-in member's own profile and garage (their cars and values read offline), declared
     * `kept-for-member` (shared/users/profile-resources.ts, ownProfileResources): `[root, 'member', memberId, …]`, so
     * they are saved on the device for that member only (http/memberOwnedKeys.ts). Under users.all, so they refresh
     * with the others.
     */
    own: (memberId: string) => memberKeyAt({ path: profileResources.profile }, memberId, { params: { key: memberId } }),
    ownGarage: (memberId: string) => memberKeyAt({ path: profileResources.garage }, memberId, { params: { key: memberId } }),
  },
  admin: {
    /** Everything of the admin panel: refreshed together after any moderation or admin action. */
    all: [ADMIN_ROOT],
  },
} as const;
