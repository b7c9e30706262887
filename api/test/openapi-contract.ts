import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.1 document the contract walk reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}
export interface Operation {
  operationId?: string;
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }>; headers?: Record<string, unknown> }>;
}
export type JsonSchema = Record<string, unknown>;

/**
 * Whether an operation answers with server-sent events, which go on until the caller leaves (a declaration's
 * `eventStream`): requests that wait for the end of the answer never get it, so its own tests open and close it
 * (api/notifications/unread-stream.test.ts).
 */
export const isEventStream = (operation: Pick<Operation, 'responses'>): boolean =>
  Object.hasOwn(operation.responses['200']?.content ?? {}, 'text/event-stream');

const DOCUMENT_ID = 'https://pontiac-hub.test/openapi.json';

/**
 * Checks answers against the document: is the status one the operation lists, does a JSON body match the schema
 * listed for it, does a 429 or 503 carry Retry-After. Returns what is wrong, or null.
 */
export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorFor = (schema: JsonSchema) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(JSON.parse(key.replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`)) as JsonSchema);
      compiled.set(key, validate);
    }
    return validate;
  };

  return (method: string, path: string, answer: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return `${method} ${path} is not in the document`;
    const documented = operation.responses[String(answer.statusCode)];
    if (!documented) return `${method} ${path} answered ${answer.statusCode}, which it does not document: ${answer.body.slice(0, 200)}`;
    if ((answer.statusCode === 429 || answer.statusCode === 503) && answer.headers['retry-after'] === undefined) {
      return `${method} ${path} answered ${answer.statusCode} without Retry-After`;
    }
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return answer.body && answer.statusCode === 204 ? `${method} ${path} answered 204 with a body` : null;
    const contentType = answer.headers['content-type'];
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
      return `${method} ${path} answered ${answer.statusCode} as ${JSON.stringify(contentType)}, not JSON`;
    }
    const validate = validatorFor(schema);
    if (validate(JSON.parse(answer.body))) return null;
    return `${method} ${path} ${answer.statusCode}: the body does not match the document: ${ajv.errorsText(validate.errors)}; ${answer.body.slice(0, 300)}`;
  };
}

/** A value the schema accepts, as small as it allows (enough to get past validation to the route itself). */
export function sampleOf(schema: JsonSchema | undefined, document: OpenApiDocument, name = ''): unknown {
  if (!schema) return undefined;
  if (typeof schema.$ref === 'string') {
    return sampleOf(document.components.schemas[schema.$ref.split('/').pop() ?? ''] as JsonSchema, document, name);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return sampleOf(options.find((option) => option.type !== 'null') ?? options[0], document, name);
  // allOf beside a type adds rules to it (patterns): the type says what to make.
  if (Array.isArray(schema.allOf) && schema.type === undefined) return sampleOf(schema.allOf[0] as JsonSchema, document, name);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => required.has(key))
          .map(([key, value]) => [key, sampleOf(value, document, key)]),
      );
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf(schema.items as JsonSchema, document, name));
    case 'integer':
    case 'number': {
      const minimum = Number(schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1));
      return name.toLowerCase().includes('year') && minimum < 1958 ? 1967 : minimum;
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name);
    default:
      return 'sample';
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (name === 'video') return 'https://youtu.be/dQw4w9WgXcQ';
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `walker-${randomUUID().slice(0, 8)}@example.com`;
    case 'date-time':
      return '2031-06-01T18:30:00Z';
    case 'date':
      return '2031-06-01';
    case 'uri':
    case 'url':
      return name.toLowerCase().includes('youtube') || name === 'url'
        ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
        : 'https://example.com/';
    default:
      break;
  }
  const minLength = Number(schema.minLength ?? 1);
  const maxLength = Number(schema.maxLength ?? 64);
  const text = `Sample ${name || 'text'} ${'x'.repeat(Math.max(0, minLength))}`;
  return text.slice(0, Math.max(minLength, Math.min(maxLength, text.length)));
}
