import type { QueryClient } from '@tanstack/react-query';

/** The key part that says the next one is the member whose query it is (pwa/src/http/resources.ts memberKeyOf). */
export const MEMBER_KEY_MARK = 'member';

/**
 * Where a member's own query keeps the member's id: every read declared `kept-for-member` (shared/<domain>/resources.ts)
 * is keyed `[root, 'member', memberId, …]` by memberKeyOf, whatever its domain (a member's conversations,
 * notifications, blocked members, part of a show, own profile and garage). Null for queries anyone may see; a public
 * profile of someone whose username is "member" has two parts only.
 */
const ownerPosition = (queryKey: readonly unknown[]): number | null => (queryKey[1] === MEMBER_KEY_MARK && queryKey.length > 2 ? 2 : null);

/** Whether a query belongs to one member (their messages, notifications, part of a show, own profile), whoever that is. */
export const isMemberOwnedKey = (queryKey: readonly unknown[]): boolean => ownerPosition(queryKey) !== null;

/**
 * The member a member-owned query belongs to, or null: a query anyone may see, or one with no member in its key (which
 * nothing may keep, as nobody could tell whose it is).
 */
export function memberKeyOwner(queryKey: readonly unknown[]): string | null {
  const position = ownerPosition(queryKey);
  const member = position === null ? undefined : queryKey[position];
  return typeof member === 'string' && member !== '' ? member : null;
}

/** The member-owned queries to drop when `memberId` is the one signed in (null: nobody is, so all of them). */
export const belongsToSomeoneElse = (queryKey: readonly unknown[], memberId: string | null): boolean =>
  isMemberOwnedKey(queryKey) && memberKeyOwner(queryKey) !== memberId;

/** Drops from memory (and so from the saved cache, which is rewritten from memory) every member-owned query not `memberId`'s. */
export function forgetMemberDataNotOf(queryClient: QueryClient, memberId: string | null): void {
  queryClient.removeQueries({ predicate: (query) => belongsToSomeoneElse(query.queryKey, memberId) });
}
