import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from './test-app';

/** The document the app serves at /api/openapi.json, read from a test app of its own. */
export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const ctx = await createTestApp();
  try {
    const answer = await ctx.api.get('/api/openapi.json');
    if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${answer.statusCode}`);
    return answer.json<Record<string, unknown>>();
  } finally {
    await ctx.close();
  }
}

/** A temporary folder for tools that read files, removed by `remove()`. */
export function scratchFolder(prefix: string) {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    folder,
    write(name: string, text: string) {
      const file = path.join(folder, name);
      writeFileSync(file, text);
      return file;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
