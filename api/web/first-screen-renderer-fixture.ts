/**
 * Tests only: the server's renderer of a first visit's pages made from the source (pwa/src/app/serverRender.tsx)
 * through a Vite module runner, as the build's prerender runs the app (pwa/build/prerender.ts): the API tests run
 * before the build, and this is the very code `vite build --ssr` bundles.
 */
import react from '@vitejs/plugin-react';
import { createServer, createServerModuleRunner } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { FirstScreenRenderer } from '@shared/pwa/first-screen';
import { deviceRules, pathAliases } from '../../vite.config';

export async function firstScreenRendererFromSource(): Promise<{ renderer: FirstScreenRenderer; close: () => Promise<void> }> {
  const server = await createServer({
    configFile: false,
    envDir: false,
    root: new URL('../../pwa', import.meta.url).pathname,
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    appType: 'custom',
    resolve: { alias: pathAliases },
    plugins: [react(), deviceRules(), VitePWA({ disable: true })],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const renderer = await runner.import<FirstScreenRenderer>('/src/app/serverRender.tsx');
  return {
    renderer,
    close: async () => {
      await runner.close();
      await server.close();
    },
  };
}
