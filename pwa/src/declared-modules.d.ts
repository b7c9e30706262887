/** The build's modules made from the declarations (pwa/build/deviceRules.ts); the service worker imports them too. */

/** Each declared read the device may keep, with its rule. */
declare module 'virtual:device-rules' {
  import type { ResourceDeclaration } from '@shared/http/resource';
  const keptReads: readonly { path: ResourceDeclaration['path']; device: Exclude<ResourceDeclaration['device'], 'not-kept'> }[];
  export default keptReads;
}

/** Each declared write the outbox sends, by its declaration's name (`eventResources.create`): its method and path. */
declare module 'virtual:outbox-writes' {
  import type { ResourceDeclaration } from '@shared/http/resource';
  const queuedWrites: Readonly<Record<string, { method: ResourceDeclaration['method']; path: ResourceDeclaration['path'] }>>;
  export default queuedWrites;
}

/**
 * Each group of declarations' paths, by the group's exported name (pwa/build/deviceRules.ts exports them all; these
 * are the ones the app reads without their schemas).
 */
declare module 'virtual:declared-paths' {
  import type { catalogueResources as catalogue } from '@shared/catalogue/resources';
  import type { ownersCarsResources as ownersCars } from '@shared/garage/resources';
  import type { healthResources as health } from '@shared/health/resources';
  import type { offlineResources as offline } from '@shared/offline/resources';
  import type { profileResources as profile } from '@shared/users/profile-resources';
  import type { showReadResources as showReads } from '@shared/shows/resources';

  type Paths<Group> = { readonly [Name in keyof Group]: Group[Name] extends { path: infer Path } ? Path : never };
  export const catalogueResources: Paths<typeof catalogue>;
  export const profileResources: Paths<typeof profile>;
  export const ownersCarsResources: Paths<typeof ownersCars>;
  export const healthResources: Paths<typeof health>;
  export const offlineResources: Paths<typeof offline>;
  export const showReadResources: Paths<typeof showReads>;
}
