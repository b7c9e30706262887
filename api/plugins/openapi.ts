import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const INPUT_PARTS = new Set(['body', 'querystring', 'params', 'headers']);

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** A route schema's zod parts as JSON Schema: inputs as the client sends them, responses as the server sends them. */
function toJsonSchema(part: string, value: unknown): unknown {
  if (part === 'response' && typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([status, schema]) => [
        status,
        isZod(schema) ? z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) : schema,
      ]),
    );
  }
  if (INPUT_PARTS.has(part) && isZod(value)) return z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' });
  return value;
}

/**
 * The API described as OpenAPI 3.1, generated from the same zod schemas the routes validate with (so it cannot
 * drift from them): the document at /api/openapi.json and a browsable page at /api/docs. Registered before the
 * routes, which it collects as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, { version }: { version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pontiac Hub API',
        version,
        description: 'Errors answer {"message": "..."}. Signed-in calls use the `sid` session cookie set by /api/auth/login.',
      },
    },
    transform: ({ schema, url }) => ({
      schema: schema && Object.fromEntries(Object.entries(schema).map(([part, value]) => [part, toJsonSchema(part, value)])),
      // A prefix's root route ('/api/models/') is the same address as '/api/models', which is what clients call.
      url: url.length > 1 ? url.replace(/\/$/, '') : url,
    }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
