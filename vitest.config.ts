import { defineConfig } from 'vitest/config';
import { pathAliases } from './vite.config';

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    include: ['api/**/*.test.ts', 'shared/**/*.test.ts', 'pwa/**/*.test.ts', 'service-worker/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
