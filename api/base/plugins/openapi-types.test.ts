import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchFolder, servedOpenApiDocument } from '../../test/openapi-document';

/**
 * A client generated from the served document (openapi-typescript, as a mobile app or SDK would) gets the same types
 * the PWA uses from shared/: the models list, a post with its comment tree, an event create (what it sends and what
 * it gets back), and `{message: string}` for every error of every operation. The checks are TypeScript itself: the
 * client code below must compile against the generated types.
 */
const shared = (file: string) => JSON.stringify(fileURLToPath(new URL(`../../../shared/${file}`, import.meta.url)));

const clientUsage = (generated: string) => `
import type { paths } from './${generated}';
import type { ModelSummary } from ${shared('catalogue/responses.ts')};
import type { PostDetail } from ${shared('community/thread-responses.ts')};
import type { EventCreateInput } from ${shared('events/schemas.ts')};
import type { EventDetail } from ${shared('events/responses.ts')};
import type { ErrorBody } from ${shared('http/error.ts')};

/** Each type is assignable to the other: no field missing, extra, optional or of another type on either side. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

type Json<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;
type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation = { [Path in keyof paths]: { [M in Method]: paths[Path][M] }[Method] }[keyof paths];
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 503;
/** The body of every documented error of every operation, as one union. */
type ErrorAnswer = Operation extends infer Each
  ? Each extends { responses: infer Answers } ? Json<Answers[keyof Answers & ErrorStatus]> : never
  : never;

type ModelsList = Json<paths['/api/models']['get']['responses'][200]>;
type PostWithComments = Json<paths['/api/posts/{id}']['get']['responses'][200]>;
type EventToCreate = paths['/api/events']['post']['requestBody'] extends { content: { 'application/json': infer Body } } ? Body : never;
type CreatedEvent = Json<paths['/api/events']['post']['responses'][201]>;
type EventPage = Json<paths['/api/events/{id}']['get']['responses'][200]>;

export type Checks = [
  Expect<Same<ModelsList, ModelSummary[]>>,
  Expect<Same<PostWithComments, PostDetail>>,
  Expect<Same<PostWithComments['comments'][number]['replies'][number]['replies'], PostDetail['comments']>>,
  Expect<Same<EventToCreate, EventCreateInput>>,
  Expect<Same<CreatedEvent, EventDetail>>,
  Expect<Same<EventPage, EventDetail>>,
  Expect<Same<ErrorAnswer, ErrorBody>>,
  Expect<Same<Json<paths['/api/events']['post']['responses'][429]>, { message: string }>>,
];

// What the PWA's event page reads, as a generated client would.
export const eventHeading = (event: EventPage) => \`\${event.title}, \${event.location} (\${event.city ?? ''})\`;
export const errorText = (body: Json<paths['/api/events/{id}']['get']['responses'][404]>): string => body.message;
`;

type Document = Record<string, unknown> & {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};

let document: Document;
let scratch: ReturnType<typeof scratchFolder>;
beforeAll(async () => {
  document = (await servedOpenApiDocument()) as Document;
  scratch = scratchFolder('pontiac-openapi-types-');
});
afterAll(() => scratch.remove());

async function writeClient(name: string, source: Document) {
  scratch.write(`${name}.ts`, astToString(await openapiTS(JSON.stringify(source))));
  return scratch.write(`${name}-client.ts`, clientUsage(name));
}

/** Type errors of each file, compiled in one program with the project's compiler options. */
function typeErrors(files: string[]): Map<string, string[]> {
  const configFile = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file)) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, fileURLToPath(new URL('../../..', import.meta.url)));
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const errors = new Map(files.map((file) => [file, [] as string[]]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? '';
    const line =
      diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    const text = `${file}:${line} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0]}`;
    errors.set(file, [...(errors.get(file) ?? []), text]);
  }
  return errors;
}

describe('a client generated from the API document with openapi-typescript', () => {
  it('gets the shared types for the models list, a post with its comments, an event create and every error', async () => {
    const served = await writeClient('served', document);
    // The same document with the event's title gone and the error message made optional: the checks must notice.
    const broken = structuredClone(document);
    const created = broken.paths['/api/events']?.post?.responses['201']?.content?.['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    delete created.properties.title;
    created.required = created.required.filter((field) => field !== 'title');
    (broken.components.schemas.Error as { required: string[] }).required = [];
    const brokenClient = await writeClient('broken', broken);

    const errors = typeErrors([served, brokenClient]);
    expect(errors.get(served)).toEqual([]);
    expect([...errors.keys()].filter((file) => file !== served && file !== brokenClient)).toEqual([]);
    const brokenErrors = errors.get(brokenClient) ?? [];
    // The created event's check and both checks of the errors fail, and reading an error's message no longer compiles.
    expect(brokenErrors.filter((error) => error.includes("Type 'false' does not satisfy the constraint 'true'"))).toHaveLength(3);
    expect(brokenErrors).toContainEqual(expect.stringContaining("Type 'string | undefined' is not assignable to type 'string'"));
  }, 120_000);
});
