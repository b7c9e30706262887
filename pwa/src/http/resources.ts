import {
  resourceKey,
  resourceUrl,
  type DeviceRule,
  type ResourceAnswer,
  type ResourceDeclaration,
  type ResourceInput,
} from '@shared/http/resource';
import { apiRequest, readJson, type RequestOptions } from './client';
import { MEMBER_KEY_MARK } from './memberOwnedKeys';

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

type KeyInput<Declaration extends ResourceDeclaration> = Partial<
  Pick<ResourceInput<Declaration>, keyof ResourceInput<Declaration> & ('params' | 'query')>
>;

/**
 * A read's query key (shared/http/resource.ts resourceKey), typed by the declaration's own input. A read kept for its
 * member takes memberKeyOf instead (the types refuse it here): keyed without its member, the device would keep it
 * for whoever signs in next.
 */
export const keyOf = <const Declaration extends ResourceDeclaration & { device: Exclude<DeviceRule, 'kept-for-member'> }>(
  resource: Declaration,
  input: KeyInput<Declaration> = {},
): unknown[] => resourceKey(resource, input);

/**
 * The key of a read declared `kept-for-member`: `[root, 'member', memberId, …the rest of keyOf]`. The member's id in
 * that place is what keeps the answer on the device for them alone (memberOwnedKeys.ts), whatever the domain; it is
 * not part of the address, which the server answers for whoever is signed in. Such a read has its own query function.
 */
export function memberKeyOf<const Declaration extends ResourceDeclaration & { device: 'kept-for-member' }>(
  resource: Declaration,
  memberId: string,
  input: KeyInput<Declaration> = {},
): unknown[] {
  return memberKeyAt(resource, memberId, input);
}

/**
 * memberKeyOf's key from the address alone, for a key many screens share (http/queryKeys.ts) that must not load the
 * declaration's schemas with it.
 */
export function memberKeyAt(resource: Pick<ResourceDeclaration, 'path'>, memberId: string, input: { params?: unknown } = {}): unknown[] {
  const [root, ...rest] = resourceKey(resource, input);
  return [root, MEMBER_KEY_MARK, memberId, ...rest];
}
