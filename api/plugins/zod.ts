import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Lets route handlers see the parsed zod output as the type of body, params, query and reply. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

type ZodSchema = z.ZodType;
const isZodSchema = (schema: unknown): schema is ZodSchema => typeof schema === 'object' && schema !== null && 'safeParse' in schema;

/** Route schemas are zod schemas: they validate input (400 on failure) and shape output (no stray fields). */
export const zodValidatorCompiler = ({ schema }: { schema: unknown }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export const zodSerializerCompiler = ({ schema }: { schema: unknown }) => {
  if (!isZodSchema(schema)) throw new Error('Response schemas must be zod schemas');
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
