import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErrorBody } from '@shared/http/error';
import { commentSchema } from '@shared/community/thread-responses';
import { SESSION_COOKIE } from '../identity/guards';

import {
  ERROR_COMPONENT,
  SESSION_SCHEME,
  errorResponse,
  errorStatuses,
  operationId,
  operationShape,
  operationSummary,
  type OperationShape,
} from './openapi-answers';

/** The documented shape of every error body. */
const errorBodySchema = z.object({ message: z.string() }) satisfies z.ZodType<ErrorBody>;

const INPUT_PARTS = new Set(['body', 'querystring', 'params', 'headers']);

/**
 * Schemas the document names as components. A recursive schema must be here: zod writes its cycle as a `$ref` to
 * `#/$defs/...` inside the schema, which means nothing once the schema sits in the document.
 */
const NAMED_SCHEMAS: Array<[z.ZodType, string]> = [[commentSchema, 'Comment']];
// In zod's global registry, where the schemas' own `.meta()` (descriptions, patterns) lives too; added once.
for (const [schema, id] of NAMED_SCHEMAS) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

type JsonObject = Record<string, unknown>;
const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Points every `#/$defs/X` at the component X and drops `$schema`, anywhere in `value`. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$schema')
      .map(([key, child]) => [
        key,
        key === '$ref' && typeof child === 'string' ? child.replace('#/$defs/', '#/components/schemas/') : toComponentRefs(child),
      ]),
  );
}

/**
 * A text checked in two steps (trimmed and limited, then `.pipe(z.email())` or `z.iso.datetime()`) is described by its
 * first step alone; the format and pattern of the second are rules the server enforces too, so they are added.
 */
function withPipedFormat({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonObject }) {
  const def = (zodSchema as { _zod?: { def?: { type?: string; out?: unknown } } })._zod?.def;
  if (def?.type !== 'pipe' || !isZod(def.out) || jsonSchema.type !== 'string') return;
  const checked = z.toJSONSchema(def.out, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  if (checked.type !== 'string') return;
  if (typeof checked.format === 'string') jsonSchema.format ??= checked.format;
  if (typeof checked.pattern === 'string') jsonSchema.pattern ??= checked.pattern;
}

/**
 * Every text a client sends is refused with a NUL character in it (plugins/zod.ts: PostgreSQL text cannot hold one);
 * a text the schema gives no pattern of its own says so with this one.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
/** A text that is trimmed before its minimum length is checked must hold something besides spaces (and no NUL). */
export const NOT_BLANK_PATTERN = '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$';

type StringCheck = { _zod: { def: { check: string; minimum?: number; tx?: unknown } } };
/** Whether a zod text is trimmed (`.trim()`) and then needs at least one character. */
function isTrimmedRequired(zodSchema: unknown): boolean {
  const checks = (zodSchema as { _zod?: { def?: { type?: string; checks?: StringCheck[] } } })._zod?.def?.checks ?? [];
  const trims = checks.some(({ _zod: { def } }) => def.check === 'overwrite' && String(def.tx).includes('.trim()'));
  return trims && checks.some(({ _zod: { def } }) => def.check === 'min_length' && (def.minimum ?? 0) >= 1);
}

/** Formats whose own rules leave no room for a NUL or a blank. */
const STRICT_FORMATS = new Set(['binary', 'uuid', 'email', 'date-time', 'date', 'uri', 'url']);

function withoutNul({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonObject }) {
  if (jsonSchema.type !== 'string' || STRICT_FORMATS.has(String(jsonSchema.format))) return;
  const pattern = isTrimmedRequired(zodSchema) ? NOT_BLANK_PATTERN : NO_NUL_PATTERN;
  if (jsonSchema.pattern === undefined) jsonSchema.pattern = pattern;
  // A text with a pattern of its own (no bidi controls, say) must match both.
  else if (jsonSchema.pattern !== pattern) {
    const parts = (jsonSchema.allOf ?? []) as JsonObject[];
    if (!parts.some((part) => part.pattern === pattern)) jsonSchema.allOf = [...parts, { pattern }];
  }
}

/** Converts zod to JSON Schema, moving its definitions to `components`; an unnamed one is a mistake to fix here. */
function converter(components: JsonObject) {
  return (schema: z.ZodType, io: 'input' | 'output') => {
    const { $defs, ...json } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: (context) => {
        withPipedFormat(context);
        if (io === 'input') withoutNul(context);
      },
    }) as JsonObject;
    for (const [name, definition] of Object.entries(isObject($defs) ? $defs : {})) {
      if (name.startsWith('__schema')) throw new Error(`A recursive schema needs a name in NAMED_SCHEMAS (api/base/plugins/openapi.ts)`);
      components[name] = toComponentRefs(definition);
    }
    return toComponentRefs(json);
  };
}

/**
 * The API described as OpenAPI 3.1, generated from the same zod schemas the routes validate with (so it cannot
 * drift from them): the document at /api/openapi.json and a browsable page at /api/docs. Registered before the
 * routes, which it collects as they are added. Each operation also lists the errors it can answer
 * (openapi-answers.ts), all `{message}`.
 */
export async function registerOpenApi(app: FastifyInstance, { version }: { version: string }) {
  const components: JsonObject = { [ERROR_COMPONENT]: toComponentRefs(z.toJSONSchema(errorBodySchema)) };
  const convert = converter(components);
  const shapes = new Map<string, OperationShape>();

  const toJsonSchema = (part: string, value: unknown): unknown => {
    if (part === 'response' && isObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([status, schema]) => [status, isZod(schema) ? convert(schema, 'output') : schema]),
      );
    }
    if (INPUT_PARTS.has(part) && isZod(value)) return convert(value, 'input');
    return value;
  };

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pontiac Hub API',
        version,
        description:
          'Errors answer {"message": "..."}. Signed-in calls use the `sid` session cookie set by /api/auth/login. ' +
          'Query parameters an operation does not list are ignored (an older client may still send one the API has dropped). ' +
          'Every request part is refused (400) with a NUL character in any text or key, with a `__proto__` key anywhere ' +
          'in a JSON body, or nested more than 32 levels deep. ' +
          'Every read answers 304 with no body when If-None-Match names its current ETag; a method an address does not ' +
          'take answers 405 with Allow.',
      },
      components: {
        securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: ({ schema, url, route }) => {
      // A prefix's root route ('/api/models/') is the same address as '/api/models', which is what clients call.
      const openApiUrl = (url.length > 1 ? url.replace(/\/$/, '') : url).replace(/:(\w+)/g, '{$1}');
      const methods = typeof route.method === 'string' ? [route.method] : route.method;
      for (const method of methods) shapes.set(`${method} ${openApiUrl}`, operationShape(route, method, openApiUrl));
      const { errors: _declared, ...described } = schema ?? {};
      const upload = schema?.consumes?.includes('multipart/form-data');
      return {
        schema: {
          ...Object.fromEntries(Object.entries(described).map(([part, value]) => [part, toJsonSchema(part, value)])),
          // An upload is one image in the field "image" (api/base/uploads/multipart.ts), plus a route's plain fields.
          ...(upload ? { body: uploadBody(described.body) } : {}),
        },
        url: openApiUrl,
      };
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject as JsonObject & {
        paths: Record<string, Record<string, JsonObject>>;
        components: JsonObject;
      };
      for (const [url, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const shape = shapes.get(`${method.toUpperCase()} ${url}`);
          if (shape) describeOperation(operation, shape);
        }
      }
      // The API answers at the address that served this document (added here: as an option, swagger would strip it
      // from every path).
      document.servers = [{ url: '/', description: 'The server that serves this document' }];
      document.components = { ...document.components, schemas: { ...(document.components.schemas as JsonObject), ...components } };
      return document;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

function uploadBody(fields: unknown): JsonObject {
  const plain = isObject(fields) && isObject(fields.properties) ? fields.properties : {};
  const required = isObject(fields) && Array.isArray(fields.required) ? (fields.required as string[]) : [];
  return {
    type: 'object',
    properties: { ...plain, image: { type: 'string', format: 'binary', description: 'One image (JPEG, PNG, WebP or GIF), at most 5 MB' } },
    required: [...required, 'image'],
  };
}

const NOT_MODIFIED = {
  description: 'Not modified: the answer whose ETag was sent in If-None-Match is still current (no body)',
};

/** Fastify's router refuses a path part over 100 characters (414) before any schema sees it: the document says so. */
const PATH_PARAMETER_MAX_LENGTH = 100;

function describeOperation(operation: JsonObject, shape: OperationShape) {
  for (const parameter of (operation.parameters ?? []) as JsonObject[]) {
    const schema = parameter.schema as JsonObject | undefined;
    if (parameter.in === 'path' && schema?.type === 'string') schema.maxLength ??= PATH_PARAMETER_MAX_LENGTH;
  }
  operation.operationId ??= operationId(shape.method, shape.url);
  operation.summary ??= operationSummary(shape.method, shape.url);
  // Guarded routes need the session cookie; the others read it when sent (a member's own vote, say).
  operation.security = shape.guarded ? [{ [SESSION_SCHEME]: [] }] : [{}, { [SESSION_SCHEME]: [] }];
  const responses = (operation.responses ?? {}) as Record<string, JsonObject>;
  for (const [status, response] of Object.entries(responses)) {
    if (status === '204' || status === '304') delete response.content;
    if (status === '304') response.description = NOT_MODIFIED.description;
    if (response.description === 'Default Response') response.description = status === '204' ? 'Done, nothing to send' : 'Success';
  }
  // Every read carries an ETag (plugins/http-caching.ts): the same ETag sent back in If-None-Match gets a bodiless 304.
  if (shape.method === 'GET') responses['304'] ??= NOT_MODIFIED;
  for (const status of errorStatuses(shape)) responses[String(status)] ??= errorResponse(status);
  operation.responses = responses;
}
