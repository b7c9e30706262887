import type { FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@shared/http/error';
import { HttpError } from './errors';
import { stringifyAscii } from './ascii-json';

/** Lets route handlers see the parsed zod output as the type of body, params, query and reply. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

type ZodSchema = z.ZodType;
const isZodSchema = (schema: unknown): schema is ZodSchema => typeof schema === 'object' && schema !== null && 'safeParse' in schema;

/** Deeper than any request of this API: refusing it keeps a crafted body from exhausting the stack. */
const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a request part before its schema sees it: a NUL character (PostgreSQL text cannot hold one) or
 * a lone UTF-16 surrogate, with where it hides, or nesting deeper than MAX_INPUT_DEPTH. Walked without recursion, whatever the depth.
 */
function findUnstorableInput(data: unknown): string | null {
  const pending: Array<{ value: unknown; path: PropertyKey[] }> = [{ value: data, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return [...path.map(String), NUL_CHARACTER_MESSAGE].join(': ');
      // Half of a UTF-16 pair, alone (JSON's "\ud800"): no text, and PostgreSQL's jsonb refuses it outright.
      if (LONE_SURROGATE.test(value)) return [...path.map(String), LONE_SURROGATE_MESSAGE].join(': ');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return TOO_DEEP_MESSAGE;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path.map(String), key, NUL_CHARACTER_MESSAGE].join(': ');
      if (LONE_SURROGATE.test(key)) return [...path.map(String), LONE_SURROGATE_MESSAGE].join(': ');
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * Route schemas are zod schemas: they validate input (400 on failure) and shape output (no stray fields). Every
 * part is also refused with a NUL character in it or nested too deep, for all routes at once, instead of failing
 * in the database or the stack.
 */
export const zodValidatorCompiler = ({ schema }: { schema: unknown }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const unstorable = findUnstorableInput(data);
    if (unstorable) return { error: new HttpError(400, unstorable) };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export const zodSerializerCompiler = ({ schema }: { schema: unknown }) => {
  if (!isZodSchema(schema)) throw new Error('Response schemas must be zod schemas');
  return (data: unknown) => stringifyAscii(schema.parse(data));
};

/** The response of a route that answers 204: nothing is sent, and the document lists no body for it. */
export const noContentResponse = { 204: z.undefined() };
/** A revalidated read's bodiless answer when nothing changed. */
export const notModifiedResponse = { 304: z.undefined() };
