/**
 * Tests only: the app's modules made from the source through a Vite module runner, as the build's prerender runs the
 * app (pwa/build/prerender.ts): the API tests run before the build, and this is the very code the build bundles.
 */
import react from '@vitejs/plugin-react';
import { createServer, createServerModuleRunner } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { FirstScreenRenderer } from '@shared/pwa/first-screen';
import { deviceRules, pathAliases } from '../../vite.config';

export interface AppFromSource {
  /** A module of the app by its path under pwa/ (`/src/app/serverRender.tsx`). */
  load: <Module>(path: string) => Promise<Module>;
  close: () => Promise<void>;
}

export async function appFromSource(): Promise<AppFromSource> {
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
  return {
    load: (path) => runner.import(path),
    close: async () => {
      await runner.close();
      await server.close();
    },
  };
}

/** The server's renderer of a first visit's pages (pwa/src/app/serverRender.tsx). */
export async function firstScreenRendererFromSource(): Promise<{ renderer: FirstScreenRenderer; close: () => Promise<void> }> {
  const app = await appFromSource();
  return { renderer: await app.load<FirstScreenRenderer>('/src/app/serverRender.tsx'), close: app.close };
}
