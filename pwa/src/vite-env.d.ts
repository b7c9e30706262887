/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** Each declared read the device may keep, with its rule (pwa/build/deviceRules.ts). */
declare module 'virtual:device-rules' {
  const keptReads: readonly { path: `/api/${string}`; device: 'kept' | 'kept-for-member' | 'mirrored' }[];
  export default keptReads;
}
