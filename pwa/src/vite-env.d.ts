/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** Each declared read the device may keep, with its rule (pwa/build/deviceRules.ts). */
declare module 'virtual:device-rules' {
  import type { ResourceDeclaration } from '@shared/http/resource';
  const keptReads: readonly { path: ResourceDeclaration['path']; device: Exclude<ResourceDeclaration['device'], 'not-kept'> }[];
  export default keptReads;
}
