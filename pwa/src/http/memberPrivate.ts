import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

/**
 * The queries private to one member, every key holding the member's id as its second part: their conversations
 * (queryKeys.messages) and their notifications (queryKeys.notifications). They are kept on the device for that member
 * only, and dropped on sign-out or when someone else signs in.
 */
const MEMBER_PRIVATE_BASES: readonly unknown[] = [queryKeys.messages.all[0], queryKeys.notifications.all[0]];

/** Whether a query key is one of a member's private queries, whoever they belong to. */
export const isMemberPrivateKey = (queryKey: readonly unknown[]): boolean => MEMBER_PRIVATE_BASES.includes(queryKey[0]);

/**
 * The member a private query belongs to (the key's second part), or null: not a private query, or one with no member
 * in its key (which nothing may keep, as nobody could tell whose it is).
 */
export function privateOwner(queryKey: readonly unknown[]): string | null {
  const member = queryKey[1];
  return isMemberPrivateKey(queryKey) && typeof member === 'string' && member !== '' ? member : null;
}

/** The private queries to drop when `memberId` is the one signed in (null: nobody is, so all of them). */
export const belongsToSomeoneElse = (queryKey: readonly unknown[], memberId: string | null): boolean =>
  isMemberPrivateKey(queryKey) && privateOwner(queryKey) !== memberId;

/**
 * Drops from memory (and so from the saved cache, which is rewritten from memory) every conversation and notification
 * not `memberId`'s.
 */
export function forgetPrivateQueriesNotOf(queryClient: QueryClient, memberId: string | null): void {
  queryClient.removeQueries({ predicate: (query) => belongsToSomeoneElse(query.queryKey, memberId) });
}
