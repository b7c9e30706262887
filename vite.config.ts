import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { compressServiceWorker } from './pwa/build/compressServiceWorker.ts';
import { sharedChunkName } from './pwa/build/chunks.ts';
import { deviceRules } from './pwa/build/deviceRules.ts';
import { entryBudget } from './pwa/build/entryBudget.ts';
import { inlineFavicon } from './pwa/build/inlineFavicon.ts';
import { prerender } from './pwa/build/prerender.ts';
import { NOT_PRECACHED_ASSETS } from './shared/pwa/caches.ts';
import { SERVER_RENDERED_FOLDER } from './shared/pwa/documents.ts';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** In development the Fastify API runs on its own port; the PWA calls it same-origin through this proxy. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = {
  '/api': { target: apiTarget },
  '/uploads': { target: apiTarget },
} satisfies Record<string, ProxyOptions>;

/** What the device keeps of each read: every server that loads the app's modules needs it (tests' renderers too). */
export { deviceRules };

/** The same aliases as tsconfig.json's `paths`: `@shared/…` for shared code, `@/…` for the PWA's own rooms. */
export const pathAliases = {
  '@shared': fromHere('./shared'),
  '@': fromHere('./pwa/src'),
};

const THEME_COLOR = '#121214';

/** The app's own modules (the PWA's, the shared ones and those the build makes from the declarations), for the chunk groups below. */
const APP_CODE = /[\\/](pwa[\\/]src|shared)[\\/]|^\0virtual:(device-rules|outbox-writes|declared-paths)$/;
/** What pwa/src/main.tsx imports statically, with their own imports: they stay in the entry chunk. */
const ENTRY_IMPORTS = /[\\/](install[\\/](useInstallPrompt|installPrompt|persistentStorage)|pwa[\\/]documents)\.tsx?$/;
/**
 * The app's shared modules in four chunks, by who needs them first: the root component and the pages prerendered for
 * a first visit (shared/pwa/documents.ts); the background work App starts after its first render (mirror, outbox)
 * with the offline database, which a later visit opens before hydrating (pwa/src/app/preloadPages.ts); the pages the
 * server renders for a first visit from a show (SERVER_RENDERED_PAGES); every other page.
 */
const appModule = (file: string) => fromHere(`./pwa/src/${file}`);
const sharedModule = (file: string) => fromHere(`./shared/${file}`);
const SHARED_CHUNK_TIERS = [
  {
    name: 'common',
    roots: ['app/App.tsx', 'features/home/HomePage.tsx', 'features/catalogue/ModelListPage.tsx'].map(appModule),
    // Schemas the first screens never use (forms, a model year's reference content, conversations, a post's page):
    // zod builds a module's schemas as it is evaluated, and these were a third of the first screens' start-up task.
    mustNotReach: [
      ...[
        'auth/schemas.ts',
        'catalogue/schemas.ts',
        'catalogue/reference-schemas.ts',
        'community/forum-schemas.ts',
        'community/thread-responses.ts',
        'messages/responses.ts',
        // The header's bell polls a count (notifications/unread-count.ts); the list and settings load with their pages.
        'notifications/responses.ts',
        'notifications/schemas.ts',
      ].map(sharedModule),
      // The dash card's QR encoder loads with its page only.
      realpathSync(fromHere('./node_modules/qrcode/lib/browser.js')),
    ],
  },
  {
    name: 'common-background',
    roots: [
      'mirror/sync.ts',
      'outbox/page/startOutboxSync.ts',
      'features/events/followSentEvents.ts',
      'features/community/followSentForumWrites.ts',
      'mirror/db.ts',
    ].map(appModule),
  },
  {
    // The pages a first visit from a show's field opens, which the server renders with their data: what
    // they share apart from the first tier, so that their first screen loads it and not every other page's code.
    name: 'common-first-visit',
    roots: [
      'features/shows/car/ShowCarPage.tsx',
      'features/events/EventPage.tsx',
      'features/community/CommunityPage.tsx',
      'features/community/PostPage.tsx',
    ].map(appModule),
    // Loaded later, each with its page or tab: the ballot, entering a car, set-up, judging, admin, the QR encoder.
    mustNotReach: [
      ...[
        'features/shows/voting/useBallot.ts',
        'features/shows/entry/EnterCarPanel.tsx',
        'features/shows/organizer/ShowSetupPage.tsx',
        'features/shows/judging/JudgingPage.tsx',
        'features/admin/AdminPage.tsx',
      ].map(appModule),
      realpathSync(fromHere('./node_modules/qrcode/lib/browser.js')),
    ],
  },
];

/** Stylesheets of single pages that the service worker precaches (admin pages and a show's set-up are not precached). */
const PAGE_STYLES = [
  'compare/compare.css',
  'diy/diy.css',
  'value-guide/value-guide.css',
  'messages/messages.css',
  'vin/vin-decoder.css',
  'search/search-page.css',
  'shows/car/dash-card.css',
  'shows/voting/voting.css',
].map((style) => `/pwa/src/features/${style}`);

const pwaOptions = {
  strategies: 'injectManifest',
  // Resolved against the Vite root (pwa/).
  srcDir: '../service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  // The glob already covers the icons; the plugin adds manifest.webmanifest itself.
  includeManifestIcons: false,
  injectManifest: {
    // No PNGs: they are the install icons, which the browser fetches and keeps itself when the app is installed.
    globPatterns: ['**/*.{js,css,html,svg}'],
    // The server-rendered pages' templates are the server's alone (shared/pwa/documents.ts).
    // Nor the models' drawings: a first visit shows a few; the worker keeps them all once the catalogue is stored.
    globIgnores: [...NOT_PRECACHED_ASSETS, `${SERVER_RENDERED_FOLDER}/**`, 'car-art/**'],
    // The worker sends queued writes, whose methods and addresses come from the declarations' build module.
    buildPlugins: { vite: [deviceRules()] },
  },
  manifest: {
    name: 'Pontiac Hub',
    short_name: 'Pontiac Hub',
    description:
      'The community hub for owners and fans of classic Pontiacs (1958-1989): models, VIN decoder, value guide, DIY videos, events and forum.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
} satisfies Partial<VitePWAOptions>;

/**
 * The server's renderer of a first visit's pages (pwa/src/app/serverRender.tsx), built apart into dist/ssr/
 * by `vite build --ssr` (npm run build): Node imports it, its libraries from node_modules. The PWA plugin for its
 * virtual modules (the update prompt imports one); nothing of the service worker is built here.
 */
const serverRenderer: UserConfig = {
  root: fromHere('./pwa'),
  publicDir: false,
  resolve: { alias: pathAliases },
  plugins: [react(), deviceRules(), VitePWA({ ...pwaOptions, disable: true })],
  build: {
    ssr: fromHere('./pwa/src/app/serverRender.tsx'),
    outDir: fromHere('./dist/ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : webApp));

const webApp: UserConfig = {
  root: fromHere('./pwa'),
  publicDir: fromHere('./pwa/public'),
  build: {
    outDir: fromHere('./dist/pwa'),
    emptyOutDir: true,
    // No polyfill for <link rel="modulepreload">: every browser the app supports has it natively, and the polyfill
    // ran in the entry at start-up (a MutationObserver over the whole document). A browser without it still loads
    // each module when it is imported, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A few larger chunks instead of ~120 small ones: the service worker precaches every route's code, and on a
          // first visit each file costs ~400 bytes of headers and compresses worse alone (148 files: 440 KB on the
          // wire; these groups: 354 KB). Higher priority first; a module goes to the first group that takes it.
          groups: [
            // React alone: main.tsx needs it at start (StrictMode), before the rest is fetched.
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 4 },
            // zod with its configuration in one chunk, so that the configuration runs before any schema is built,
            // whichever module loads zod first (see pwa/src/http/zodConfig.ts).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]pwa[\\/]src[\\/]http[\\/]zodConfig\.ts$/, priority: 3 },
            // Dexie alone: no first screen needs it (a first visit has no offline database yet; a later one opens it
            // in a task of its own, pwa/src/app/preloadPages.ts), and evaluating it took a fifth of the start-up task.
            { name: 'dexie', test: /[\\/]node_modules[\\/]dexie(-react-hooks)?[\\/]/, priority: 3 },
            // Garage photos offered for model pages: shared by the owner's control and the admin's tab, both
            // online only, so in a chunk of their own that the precache leaves out (shared/pwa/caches.ts).
            { name: 'photo-offers', test: /[\\/]shared[\\/]catalogue[\\/]photo-offer/, priority: 3, includeDependenciesRecursively: false },
            // The dash card's QR encoder with its one dependency: its page alone loads it.
            { name: 'qrcode', test: /[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/, priority: 3 },
            // The styles of pages no first screen shows, in one file: each alone cost the precache ~350 bytes of
            // headers and compressed worse (seven files: 8.4 KB on the wire; together about 5).
            { name: 'page-styles', test: (id) => PAGE_STYLES.some((style) => id.replaceAll('\\', '/').endsWith(style)), priority: 3 },
            // Every other library: the first screen uses nearly all of them anyway.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 2 },
            // The app's modules shared by two or more chunks. Not what main.tsx imports statically (the install
            // prompt's store, the prerender marker), nor, with them, their imports: the entry would then load all of
            // this before the first paint instead of after it (entryBudget below fails the build if it does).
            {
              name: sharedChunkName(SHARED_CHUNK_TIERS, 'common-pages'),
              test: (id) => APP_CODE.test(id) && !ENTRY_IMPORTS.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: pathAliases },
  server: { proxy },
  preview: { proxy },
  plugins: [
    react(),
    // What the device keeps of each read, from the declarations (pwa/src/device/keptReads.ts).
    deviceRules(),
    inlineFavicon('/src/favicon.svg', fromHere('./pwa/src/favicon.svg')),
    // The entry with its static imports (React, the install prompt's store) is ~13 KB; the shared chunks are 100+.
    entryBudget(32 * 1024),
    // The first screen of / and /pontiac, and the shell of every other page, rendered into their HTML at build.
    // Its Node side loads the app's modules with React's transform and the PWA's virtual modules (own instances).
    prerender({ root: fromHere('./pwa'), alias: pathAliases, plugins: () => [react(), deviceRules(), VitePWA(pwaOptions)] }),
    // .br and .gz beside every text file, at full strength once per build; the server picks by Accept-Encoding.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(html|css|js|mjs|json|svg|webmanifest)$/ }),
    VitePWA(pwaOptions),
    compressServiceWorker('sw.js'),
  ],
};
