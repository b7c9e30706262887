import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules a maintainer can open: what the code cites lives in this repository (docs/product for the product's
 * rules, docs/reference.md for the facts behind the VIN decoder and the value tiers), and every cited file exists.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SELF = 'shared/citations.test.ts';
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.css', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && file !== SELF && existsSync(path.join(ROOT, file)));
const linesOf = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').split('\n');

/** A citation of a document outside the repository: the old specification's sections, its files, this machine's paths. */
const OUTSIDE = [/\bSPEC §/, /(?<![\w/])SPEC\.md\b/, /(?<![\w/])REFERENCE\.md\b/, /\/work\/shared\b/];
const CITED_DOC = /\bdocs\/[\w./-]+\.md\b/g;

describe('citations', () => {
  it('point at nothing outside the repository', () => {
    const outside = sources.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
    );
    expect(outside).toEqual([]);
  });

  it('name files of the repository that exist', () => {
    const citations = sources.flatMap((file) => linesOf(file).flatMap((line) => line.match(CITED_DOC) ?? []));
    // The old specification was cited some 250 times: they all name a page of docs/ now.
    expect(citations.length).toBeGreaterThan(200);
    expect([...new Set(citations)].filter((doc) => !existsSync(path.join(ROOT, doc)))).toEqual([]);
  });

  it('the checks above catch what they look for', () => {
    expect(OUTSIDE.some((pattern) => pattern.test('/** SPEC §5: five photos */'))).toBe(true);
    expect(OUTSIDE.some((pattern) => pattern.test('see /work/shared/REFERENCE.md'))).toBe(true);
    expect(OUTSIDE.some((pattern) => pattern.test('see docs/reference.md'))).toBe(false);
    expect('docs/product/limits.md and docs/nope.md'.match(CITED_DOC)).toEqual(['docs/product/limits.md', 'docs/nope.md']);
  });
});
