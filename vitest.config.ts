import { defineConfig } from 'vitest/config';
import { deviceRules } from './pwa/build/deviceRules';
import { pathAliases } from './vite.config';

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [deviceRules()],
  test: {
    include: ['api/**/*.test.ts', 'shared/**/*.test.ts', 'pwa/**/*.test.ts', 'service-worker/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
