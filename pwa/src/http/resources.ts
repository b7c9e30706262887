import { resourceKey, resourceUrl, type ResourceAnswer, type ResourceDeclaration, type ResourceInput } from '@shared/http/resource';
import { apiRequest, readJson, type RequestOptions } from './client';

/**
 * Calls a declared resource (shared/<domain>/resources.ts): its address made from the declaration and the input,
 * the body sent as JSON (or FormData as is), and the answer checked against the declared schema before anyone sees
 * it. A non-OK answer throws an ApiError, as every call of the app does (client.ts).
 */
export async function callResource<const Declaration extends ResourceDeclaration>(
  resource: Declaration,
  input: ResourceInput<Declaration>,
  options?: RequestOptions,
): Promise<ResourceAnswer<Declaration>> {
  const parts = input as { params?: unknown; query?: unknown; body?: unknown };
  const response = await apiRequest(resource.method, resourceUrl(resource, parts), parts.body, options);
  const answer = resource.response ? resource.response.parse(await readJson(response)) : undefined;
  return answer as ResourceAnswer<Declaration>;
}

/** A read's query key (shared/http/resource.ts resourceKey), typed by the declaration's own input. */
export const keyOf = <const Declaration extends ResourceDeclaration>(
  resource: Declaration,
  input: Partial<Pick<ResourceInput<Declaration>, keyof ResourceInput<Declaration> & ('params' | 'query')>> = {},
): unknown[] => resourceKey(resource, input);
