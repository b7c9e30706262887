// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (one rule, no plugin): shared/ stands alone; api/ and pwa/ never import each other; the
 * service worker sees only shared/ and the worker-safe cores (the outbox folder but its page/ half, and the mirror's
 * store with zod's configuration), and those cores see only themselves and shared/.
 * Relative climbs are matched by folder name: shared/ has no api/ or pwa/ folder, pwa/src has no api/ folder.
 */
const restrict = (...patterns) => ['error', { patterns }];
const pattern = (regex, message) => ({ regex, message });
const intoApi = pattern('^(\\.\\./)+api(/|$)', 'The PWA never imports from api/: share the code through shared/.');
const intoPwa = pattern('^(@/|(\\.\\./)+pwa/)', 'Only the PWA imports its own code.');
const upwards = pattern('^(\\.\\./)+(api|pwa|service-worker|e2e|bench)(/|$)', 'shared/ imports nothing from api/, pwa/ or the worker.');
const deepClimb = pattern('^(\\.\\./){3,}(?!package\\.json$)', 'Use the @/ or @shared/ alias instead of climbing three folders.');
/** The PWA's modules that also run in the service worker: no React, no DOM, only each other and shared/. */
const mirrorStore = [
  'db',
  'databaseExists',
  'applySnapshot',
  'snapshotJob',
  'snapshotRequest',
  'storeSnapshotResponse',
  'refreshSnapshotJob',
];
const mirrorStoreFiles = mirrorStore.map((name) => `pwa/src/mirror/${name}.ts`);
/** The outbox's page half (React hooks, the app's connectivity and HTTP budget) is the one part the worker never runs. */
const outboxPageFiles = ['pwa/src/outbox/page/**'];
/** The device schema (what the device keeps, pwa/src/device/): the worker opens the databases and caches it declares. */
const deviceSchemaFiles = ['pwa/src/device/names.ts', 'pwa/src/device/deviceSchema.ts'];
const workerSafeFiles = ['pwa/src/outbox/**', 'pwa/src/http/zodConfig.ts', ...mirrorStoreFiles, ...deviceSchemaFiles];
const withinMirrorStore = pattern(`^\\./(?!(${mirrorStore.join('|')})$)`, "The mirror's store imports only itself and shared/.");
/**
 * A show's pages the service worker answers from the device: a car's page rendered from the saved show
 * (service-worker/carPage.ts) and a page as last drawn (service-worker/drawnPage.ts): the feature's entries for them,
 * the files behind them, and the rooms' files they use.
 */
const workerShowPageFiles = {
  featureTop: ['pwa/src/features/shows/{showPageKeys,cars,drawnPageDocument,showTabs}.ts'],
  featureFolders: [
    'pwa/src/features/shows/public/{carPageFromDevice,drawnPageFromDevice}.ts',
    'pwa/src/features/shows/car/{carPageDocument,carPageMarkup,carPageView,carNumber}.ts',
    'pwa/src/features/shows/storage/{savedCar,savedShowOnDevice,showsDb,drawnPage,drawnPageOnDevice}.ts',
  ],
  rooms: ['pwa/src/mirror/mirrorKey.ts', 'pwa/src/ui/{documentTitle,buttonClass}.ts', 'pwa/src/network/settleAfter.ts'],
};
const noReactInWorker = pattern(
  '^(react|react-dom|react-router-dom|@tanstack/react-query|dexie-react-hooks)$',
  'The worker-safe cores run in the service worker: no React.',
);
const workerShowPageRooms = pattern(
  '^@/(?!mirror/(databaseExists|mirrorKey)$|ui/(documentTitle|buttonClass)$|device/(names|deviceSchema)$|outbox/outboxDb$)',
  'The show pages the service worker answers with imports only shared/, its own files and the worker-safe rooms (eslint.config.js).',
);
const workerSafe = [
  pattern(
    `^@/(?!outbox/(?!page/)|http/zodConfig$|mirror/(${mirrorStore.join('|')})$|device/(names|deviceSchema)$|features/shows/public/(carPageFromDevice|drawnPageFromDevice)$|network/settleAfter$)`,
    'The service worker and its cores import only shared/ and the worker-safe cores (eslint.config.js).',
  ),
  pattern('^\\.\\./(?!outbox/(?!page/))', 'The outbox core imports only itself and shared/.'),
  pattern('^\\./page/', 'The outbox core never imports its page half (outbox/page/): the worker runs the core.'),
  pattern(
    '^(react|react-dom|react-router-dom|@tanstack/.*|dexie-react-hooks)$',
    'The worker-safe cores run in the service worker: no React.',
  ),
];

/**
 * Feature boundaries (pwa/src/README.md): a feature is reached from outside only through its public entries,
 * `@/features/<name>` (its index.ts) or a file of its `public/` folder; app/ is the only room that imports features
 * (it hands the shell the header's parts, app/AppLayout.tsx); relative imports never leave a feature, so every
 * crossing is spelled with the alias and visible to these patterns. A feature's screens are declared in its
 * pages.ts (lazyPage(() => import('./SomePage'))), the router's entry into it: a dynamic import() into a feature from
 * outside it is refused too (`lazyFeatureImports` below). Every feature has an entry: the config refuses to load
 * without one.
 */
const features = readdirSync(new URL('./pwa/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featuresWithoutEntry = features.filter(
  (name) => !['index.ts', 'pages.ts'].some((entry) => existsSync(new URL(`./pwa/src/features/${name}/${entry}`, import.meta.url))),
);
if (featuresWithoutEntry.length > 0) {
  throw new Error(
    `Every feature has an entry, pwa/src/features/<name>/index.ts (what others may use) or pages.ts (its screens); missing in: ${featuresWithoutEntry.join(', ')}.`,
  );
}
const intoFeatureInternals = (own) =>
  pattern(
    `^@/features/(?!${own ? `${own}/` : '$'})[^/]+/(?!(index|pages|public/[^/]+)$)`,
    "Another feature's internals: import it through its public entry, @/features/<name> (its index.ts), @/features/<name>/pages (its screens) or @/features/<name>/public/<file>.",
  );
const relativeOutOfFeature = (climb) =>
  pattern(`^${climb}`, 'A relative import leaves the feature: use @/<room>/… for rooms and @/features/<name> for another feature.');
const roomIntoFeature = pattern(
  '^(@/|(\\.\\./)+)features(/|$)',
  'Rooms never import features: app/ hands the shell what it needs from them (app/AppLayout.tsx).',
);
const appIntoFeatureByPath = pattern(
  `^\\.\\./features/`,
  'Import a feature through @/features/<name> (its public entry), not a relative path.',
);
const pwaCode = ['pwa/src/**/*.{ts,tsx}'];
const featureBoundaries = [
  {
    files: pwaCode,
    ignores: ['pwa/src/features/**', 'pwa/src/app/**', ...workerSafeFiles],
    rules: { 'no-restricted-imports': restrict(intoApi, deepClimb, roomIntoFeature) },
  },
  {
    files: ['pwa/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(intoApi, deepClimb, intoFeatureInternals(''), appIntoFeatureByPath) },
  },
  ...features.flatMap((feature) => [
    // A file at the feature's top: one `../` is already outside it; one a folder down: two.
    ...[
      [`pwa/src/features/${feature}/*.{ts,tsx}`, '\\.\\./'],
      [`pwa/src/features/${feature}/*/**/*.{ts,tsx}`, '\\.\\./\\.\\./'],
    ].map(([files, climb]) => ({
      files: [files],
      rules: {
        'no-restricted-imports': restrict(intoApi, deepClimb, intoFeatureInternals(feature), relativeOutOfFeature(climb)),
      },
    })),
  ]),
];

/**
 * API domains side by side over one base (api/README.md): api/base/ imports no domain; a domain imports the base,
 * shared/ and another domain only through that domain's index.ts; nothing in a domain imports the composition
 * (app.ts, server.ts, seeders, migrations, scripts) or test support. Tests and fixtures may reach further: they set
 * up whole apps. Relative climbs are matched by depth, as for the PWA's features.
 */
const apiFolders = readdirSync(new URL('./api', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const API_COMPOSITION = ['base', 'test', 'seeders', 'migrations', 'scripts'];
const apiDomains = apiFolders.map((entry) => entry.name).filter((name) => !API_COMPOSITION.includes(name));
const apiTests = ['api/**/*.test.ts', 'api/**/*-fixture.ts'];
const atDepth = (folder) => [
  [`api/${folder}/*.ts`, '\\.\\./'],
  [`api/${folder}/*/**/*.ts`, '\\.\\./\\.\\./'],
];
const intoDomainInternals = (own, climb) =>
  pattern(
    `^${climb}(${apiDomains.filter((name) => name !== own).join('|')})/(?!index$)`,
    "Another domain's internals: import it through its index.ts ('../<domain>'), which says what it offers.",
  );
const intoComposition = (climb) =>
  pattern(
    `^${climb}(app|server|dev|seeders|migrations|scripts|test)(/|$)`,
    'A domain never imports the composition (app.ts composes domains) or test support.',
  );
const baseLeavingApi = (climb) =>
  pattern(`^${climb}(?!\\.\\./)`, 'api/base/ imports no domain: a domain registers what the base needs (app.ts composes them).');
const apiBoundaries = [
  ...apiDomains.flatMap((domain) =>
    atDepth(domain).map(([files, climb]) => ({
      files: [files],
      ignores: apiTests,
      rules: { 'no-restricted-imports': restrict(intoPwa, deepClimb, intoDomainInternals(domain, climb), intoComposition(climb)) },
    })),
  ),
  ...atDepth('base').map(([files, climb]) => ({
    files: [files],
    ignores: apiTests,
    rules: { 'no-restricted-imports': restrict(intoPwa, deepClimb, baseLeavingApi(climb)) },
  })),
];

/**
 * Query keys come from declarations (keyOf, memberKeyOf) or the shared key factory (pwa/src/http/queryKeys.ts) only:
 * a key written by hand silently stops matching when the declaration changes. Tests may write them.
 */
const handWrittenQueryKeyRule = {
  selector: 'ArrayExpression > Literal[value=/^\\u002Fapi\\u002F/]',
  message: 'Query keys come from declarations: keyOf(…) (pwa/src/http/resources.ts) or queryKeys.… (pwa/src/http/queryKeys.ts).',
};
const handWrittenQueryKey = {
  files: pwaCode,
  ignores: ['pwa/src/http/queryKeys.ts', 'pwa/src/**/*.test.ts'],
  rules: { 'no-restricted-syntax': ['error', handWrittenQueryKeyRule] },
};

/**
 * The PWA writes no API address by hand: it calls a domain's declared resource with callResource(...) and
 * takes keys from keyOf(...) (pwa/src/http/resources.ts), or, where the schemas must not come along, sends a queued
 * write with declaredRequest(...) (pwa/src/outbox/declaredRequest.ts) or fills a declaration's path from
 * `virtual:declared-paths` (the first screens' shared keys). Tests and their fakes of the API may write addresses.
 */
/** Dynamic imports obey the feature boundaries too: a screen loaded on demand is declared in its feature's entry. */
const lazyFeatureImports = [
  {
    selector: 'ImportExpression[source.value=/^@\\u002Ffeatures\\u002F[^\\u002F]+\\u002F(?!(index|pages|public\\u002F[^\\u002F]+)$)/]',
    message:
      "A feature's file loaded by path: declare the screen in its feature's pages.ts (lazyPage) and import it from @/features/<name>/pages.",
  },
  {
    selector: 'ImportExpression[source.value=/^(\\.\\.\\u002F)+features\\u002F/]',
    message:
      "A feature's file loaded by path: declare the screen in its feature's pages.ts (lazyPage) and import it from @/features/<name>/pages.",
  },
];

const handWrittenAddress = {
  files: pwaCode,
  ignores: ['pwa/src/**/*.test.ts', 'pwa/src/**/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      handWrittenQueryKeyRule,
      ...lazyFeatureImports,
      ...['Literal[value=/^\\u002Fapi\\u002F/]', 'TemplateElement[value.raw=/^\\u002Fapi\\u002F/]'].map((selector) => ({
        selector,
        message: "An API address written by hand: call the domain's declared resource (callResource, keyOf: pwa/src/http/resources.ts).",
      })),
    ],
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', '.data-*/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and MikroORM migrations are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Benchmarks pass functions to the browser (page.evaluate): both sets of globals are real there.
  { files: ['bench/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['shared/**'], rules: { 'no-restricted-imports': restrict(upwards, intoPwa) } },
  { files: ['api/**'], rules: { 'no-restricted-imports': restrict(intoPwa, deepClimb) } },
  { files: ['pwa/**'], ignores: workerSafeFiles, rules: { 'no-restricted-imports': restrict(intoApi, deepClimb) } },
  { files: outboxPageFiles, rules: { 'no-restricted-imports': restrict(intoApi, deepClimb) } },
  {
    files: [...workerSafeFiles, 'service-worker/**'],
    ignores: outboxPageFiles,
    rules: { 'no-restricted-imports': restrict(intoApi, ...workerSafe) },
  },
  { files: mirrorStoreFiles, rules: { 'no-restricted-imports': restrict(intoApi, ...workerSafe, withinMirrorStore) } },
  ...featureBoundaries,
  // After the features' boundaries, which these files keep: each is held to what the worker can run as well.
  ...[
    [workerShowPageFiles.featureTop, relativeOutOfFeature('\\.\\./')],
    [workerShowPageFiles.featureFolders, relativeOutOfFeature('\\.\\./\\.\\./')],
    [workerShowPageFiles.rooms, roomIntoFeature],
  ].map(([files, boundary]) => ({
    files,
    rules: { 'no-restricted-imports': restrict(intoApi, deepClimb, boundary, workerShowPageRooms, noReactInWorker) },
  })),
  ...apiBoundaries,
  handWrittenQueryKey,
  handWrittenAddress,
  prettier,
);
