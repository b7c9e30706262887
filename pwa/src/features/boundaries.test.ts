import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The feature boundaries are ESLint rules (eslint.config.js): these lint a few lines as if they were written in a
 * real file of the app, and check what `npm run lint` would say. Only the import rules run (no type information).
 */
const repository = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({
  cwd: repository,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
  // Without the type-checked rules no TypeScript program is needed (building one takes half a minute).
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function problemsIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repository}/pwa/src/${file}` });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('feature boundaries', () => {
  it("stops a feature importing another feature's internal file", async () => {
    const problems = await problemsIn('features/community/PostMeta.tsx', "export { EventForm } from '@/features/events/form/EventForm';\n");
    expect(problems).toEqual([expect.stringContaining("Another feature's internals: import it through its public entry")]);
  });

  it('stops a relative import that leaves the feature', async () => {
    const problems = await problemsIn('features/admin/users/UserRow.tsx', "export { useModels } from '../../catalogue/useModels';\n");
    expect(problems).toEqual([expect.stringContaining('A relative import leaves the feature')]);
  });

  it('lets a feature use another through its public entries, and its own files freely', async () => {
    const code = [
      "export { useCurrentUser } from '@/features/auth';",
      "export { useModels } from '@/features/catalogue/index';",
      "export { useModelYear } from '@/features/catalogue/public/useModelYear';",
      "export { PostMeta } from '@/features/community/PostMeta';",
      "export { PostCard } from './PostCard';",
      '',
    ].join('\n');
    expect(await problemsIn('features/community/PostMeta.tsx', code)).toEqual([]);
  });

  it('keeps the rooms free of features: the shell gets their parts from app/', async () => {
    expect(await problemsIn('layout/Header.tsx', "export { SearchBox } from '@/features/search';\n")).toEqual([
      expect.stringContaining('Rooms never import features'),
    ]);
    expect(await problemsIn('app/AppLayout.tsx', "export { SearchBox } from '@/features/search';\n")).toEqual([]);
  });

  it('lets the service worker open the device schema, not the page-only local settings', async () => {
    expect(await problemsIn('outbox/outboxDb.ts', "export { declareDatabase } from '@/device/deviceSchema';\n")).toEqual([]);
    expect(await problemsIn('device/deviceSchema.ts', "export { readSetting } from '@/device/localSettings';\n")).toEqual([
      expect.stringContaining('The service worker and its cores import only shared/ and the worker-safe cores'),
    ]);
  });

  it('wants query keys from declarations, not written by hand', async () => {
    const code = "export const key = ['/api/users'];\n";
    expect(await problemsIn('features/profile/useProfile.ts', code)).toEqual([
      expect.stringContaining('An API address written by hand'),
      expect.stringContaining('Query keys come from declarations'),
    ]);
  });

  it('wants every API address of the PWA from a declaration, not written by hand', async () => {
    const code = "export const url = `/api/admin/valuations/${id}`;\nexport const list = '/api/valuations';\n";
    expect(await problemsIn('features/admin/valuations/valuationAdminApi.ts', code)).toEqual([
      expect.stringContaining('An API address written by hand'),
      expect.stringContaining('An API address written by hand'),
    ]);
    // The rooms under the features too; only a fake of the API for tests may write addresses.
    expect(await problemsIn('network/connectivityStore.ts', "export const probe = '/api/health';\n")).toEqual([
      expect.stringContaining('An API address written by hand'),
    ]);
    expect(await problemsIn('outbox/testing/fakeApi.ts', "export const create = '/api/events';\n")).toEqual([]);
  });

  it("loads a feature's screens only through its entry", async () => {
    const byPath = "A feature's file loaded by path";
    expect(await problemsIn('app/routes.tsx', "export const load = () => import('@/features/admin/AdminPage');\n")).toEqual([
      expect.stringContaining(byPath),
    ]);
    expect(await problemsIn('app/routes.tsx', "export const load = () => import('../features/admin/AdminPage');\n")).toEqual([
      expect.stringContaining(byPath),
    ]);
    expect(
      await problemsIn('features/profile/ProfilePage.tsx', "export const load = () => import('@/features/events/EventPage');\n"),
    ).toEqual([expect.stringContaining(byPath)]);
    const throughEntries = "export const load = () => import('@/features/admin/pages');\nexport const own = () => import('./CarPage');\n";
    expect(await problemsIn('features/profile/ProfilePage.tsx', throughEntries)).toEqual([]);
  });

  it('gives every feature an entry, and refuses a feature without one', async () => {
    const featuresFolder = join(repository, 'pwa/src/features');
    const features = readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const hasEntry = (feature: string) =>
      readdirSync(join(featuresFolder, feature)).some((file) => file === 'index.ts' || file === 'pages.ts');
    expect(features.map((feature) => feature.name).filter((feature) => !hasEntry(feature))).toEqual([]);

    // The same configuration beside a feature that has no index.ts: lint cannot even start.
    const copy = mkdtempSync(join(tmpdir(), 'feature-entries-'));
    try {
      cpSync(join(repository, 'eslint.config.js'), join(copy, 'eslint.config.js'));
      symlinkSync(join(repository, 'node_modules'), join(copy, 'node_modules'));
      mkdirSync(join(copy, 'api'));
      mkdirSync(join(copy, 'pwa/src/features/garage-tips'), { recursive: true });
      writeFileSync(join(copy, 'pwa/src/features/garage-tips/TipsPage.tsx'), 'export default function TipsPage() {}\n');
      await expect(import(pathToFileURL(join(copy, 'eslint.config.js')).href)).rejects.toThrow(
        'Every feature has an entry, pwa/src/features/<name>/index.ts (what others may use) or pages.ts (its screens); missing in: garage-tips.',
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
