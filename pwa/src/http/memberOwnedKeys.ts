import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

const [MESSAGES_BASE] = queryKeys.messages.all;
const [SHOWS_BASE] = queryKeys.shows.all;
const [NOTIFICATIONS_BASE] = queryKeys.notifications.all;
const [BLOCKS_BASE] = queryKeys.blocks.all;
const [USERS_BASE] = queryKeys.users.all;

/**
 * Where a member's own queries keep the member's id: a member's conversations, notifications and blocked members
 * (queryKeys.messages, queryKeys.notifications, queryKeys.blocks: second part), their part of a show
 * (queryKeys.shows.mine, third part) and their own profile and garage (queryKeys.users.own, third part; a two-part key
 * is the public profile of someone whose username is "member"). Null for queries anyone may see.
 */
function ownerPosition(queryKey: readonly unknown[]): number | null {
  if (queryKey[0] === MESSAGES_BASE || queryKey[0] === NOTIFICATIONS_BASE || queryKey[0] === BLOCKS_BASE) return 1;
  if (queryKey[0] === SHOWS_BASE && queryKey[1] === 'member') return 2;
  if (queryKey[0] === USERS_BASE && queryKey[1] === 'member' && queryKey.length > 2) return 2;
  return null;
}

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
