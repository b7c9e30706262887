import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('a process that loads the embedded PostgreSQL', () => {
  it('keeps the exit code it set when it ends by itself (a failed test run must not exit 0)', async () => {
    const code = await new Promise<number | null>((resolve) => {
      const child = execFile(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['api/base/db/exit-code-fixture.ts'], { cwd: REPO_ROOT });
      child.on('exit', resolve);
    });
    expect(code).toBe(3);
  });
});
