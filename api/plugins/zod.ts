import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { NUL_CHARACTER_MESSAGE } from '@shared/http/error';
import { HttpError } from './errors';

/** Lets route handlers see the parsed zod output as the type of body, params, query and reply. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

type ZodSchema = z.ZodType;
const isZodSchema = (schema: unknown): schema is ZodSchema => typeof schema === 'object' && schema !== null && 'safeParse' in schema;

/** Where a NUL character hides in a request part (PostgreSQL text cannot hold one), or null. */
function pathToNul(data: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof data === 'string') return data.includes('\u0000') ? path : null;
  if (typeof data !== 'object' || data === null) return null;
  for (const [key, value] of Object.entries(data)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = pathToNul(value, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Route schemas are zod schemas: they validate input (400 on failure) and shape output (no stray fields). Every
 * part is also refused with a NUL character in it, for all routes at once, instead of failing in the database.
 */
export const zodValidatorCompiler = ({ schema }: { schema: unknown }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const nulAt = pathToNul(data);
    if (nulAt) return { error: new HttpError(400, [...nulAt.map(String), NUL_CHARACTER_MESSAGE].join(': ')) };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export const zodSerializerCompiler = ({ schema }: { schema: unknown }) => {
  if (!isZodSchema(schema)) throw new Error('Response schemas must be zod schemas');
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
