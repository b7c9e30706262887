import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'shared/**/*.test.ts', 'pwa/**/*.test.ts', 'service-worker/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
