/**
 * The liveness check's address, written once: shared/health/resources.ts declares it from here, and the PWA's
 * connectivity probe (pwa/src/network/connectivityStore.ts, on every screen) asks it without loading the schemas.
 */
export const healthAddresses = { alive: '/api/health', ready: '/api/ready' } as const;
