import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchFolder, servedOpenApiDocument } from '../../test/openapi-document';

/**
 * The served document passes Redocly CLI's recommended rules (the maintained linter a client's tooling uses) with no
 * error. The warnings it may give are listed below with the reason each stays.
 */
interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}
type Document = Record<string, unknown> & { paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>> };

const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

/** Runs `redocly lint --extends=recommended --format=json` on the file; its exit code says nothing we do not read. */
function redoclyLint(file: string): Promise<Problem[]> {
  const args = [redoclyCli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000'];
  // No usage report or update check leaves the machine from a test.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, maxBuffer: 16 * 1024 * 1024 }, (_error, stdout, stderr) => {
      try {
        resolve((JSON.parse(stdout) as { problems: Problem[] }).problems);
      } catch {
        reject(new Error(`redocly lint gave no report:\n${stdout}\n${stderr}`));
      }
    });
  });
}

/** `#/paths/~1api~1models/get/responses` → the operation it points into. */
function operationAt(document: Document, pointer: string) {
  const [, , url, method] = pointer.split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  return document.paths[url ?? '']?.[method ?? ''];
}

/** A warning that stays, and why; anything else the linter says fails the test. */
function acceptedWarning(document: Document, problem: Problem): boolean {
  if (problem.severity !== 'warn') return false;
  // The project names no licence (package.json is private, there is no LICENSE); choosing one is the owner's call.
  if (problem.ruleId === 'info-license') return true;
  // A read with no parameter, body or guard has no client error to answer: a 4xx listed for it would be untrue.
  if (problem.ruleId === 'operation-4xx-response') {
    const operation = operationAt(document, problem.location[0]?.pointer ?? '');
    return !!operation && !operation.parameters?.length && !operation.requestBody;
  }
  return false;
}

const describeProblem = ({ ruleId, severity, message, location }: Problem) =>
  `${severity} ${ruleId} at ${location[0]?.pointer}: ${message}`;

let document: Document;
let scratch: ReturnType<typeof scratchFolder>;
beforeAll(async () => {
  document = (await servedOpenApiDocument()) as Document;
  scratch = scratchFolder('pontiac-openapi-lint-');
});
afterAll(() => scratch.remove());

describe('the API document under Redocly CLI', () => {
  it('passes the recommended rules: no error, and only the warnings explained above', async () => {
    const problems = await redoclyLint(scratch.write('openapi.json', JSON.stringify(document)));
    expect(problems.filter((problem) => !acceptedWarning(document, problem)).map(describeProblem)).toEqual([]);
  });

  it('reports a broken document (the check above can fail)', async () => {
    const broken = structuredClone(document);
    const operation = broken.paths['/api/events/{id}']?.get as Record<string, unknown>;
    operation.responses = {
      200: { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } } },
    };
    const problems = await redoclyLint(scratch.write('broken.json', JSON.stringify(broken)));
    expect(problems.filter((problem) => problem.severity === 'error').map(({ ruleId }) => ruleId)).toContain('no-unresolved-refs');
  });
});
