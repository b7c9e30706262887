import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The API's domain boundaries are ESLint rules (eslint.config.js): these lint a few lines as if they were written in a
 * real file of the API, and check what `npm run lint` would say. Only the import rules run (no type information).
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: repository,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function problemsIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repository}/api/${file}` });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('API domain boundaries', () => {
  it("stops a domain importing another domain's internal file", async () => {
    const problems = await problemsIn('garage/routes.ts', "export { modelPicture } from '../catalogue/model-picture';\n");
    expect(problems).toEqual([expect.stringContaining("Another domain's internals: import it through its index.ts")]);
  });

  it('lets a domain use another through its index, the base and shared/, and its own files freely', async () => {
    const code = [
      "export { modelPicture } from '../catalogue';",
      "export { Model } from '../catalogue/index';",
      "export { requireMember } from '../base/identity/guards';",
      "export { HttpError } from '../base/plugins/errors';",
      "export { garageTexts } from '../../shared/garage/texts';",
      "export { GarageCar } from './garage-car.entity';",
      '',
    ].join('\n');
    expect(await problemsIn('garage/routes.ts', code)).toEqual([]);
  });

  it('stops a domain importing the composition or test support', async () => {
    expect(await problemsIn('shows/entries.ts', "export { buildApp } from '../app';\n")).toEqual([
      expect.stringContaining('A domain never imports the composition'),
    ]);
    expect(await problemsIn('diy/routes.ts', "export { seedCatalogue } from '../seeders/catalogue-seed';\n")).toEqual([
      expect.stringContaining('A domain never imports the composition'),
    ]);
    // A fixture builds whole apps: it may.
    expect(await problemsIn('shows/show-fixture.ts', "export { createTestApp } from '../test/test-app';\n")).toEqual([]);
  });

  it('keeps the base free of domains, at any depth, while it reads shared/ and itself', async () => {
    expect(await problemsIn('base/keyset.ts', "export { Post } from '../community';\n")).toEqual([
      expect.stringContaining('api/base/ imports no domain'),
    ]);
    expect(await problemsIn('base/db/orm-config.ts', "export { migrationsList } from '../../migrations';\n")).toEqual([
      expect.stringContaining('api/base/ imports no domain'),
    ]);
    const code = ["export { HttpError } from '../plugins/errors';", "export { authTexts } from '@shared/auth/texts';", ''].join('\n');
    expect(await problemsIn('base/identity/guards.ts', code)).toEqual([]);
    expect(await problemsIn('base/config.ts', "export { SIGN_UP_MAX_PER_ADDRESS } from '../../shared/auth/limits';\n")).toEqual([]);
  });
});
