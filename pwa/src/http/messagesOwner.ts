import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

const [MESSAGES_BASE] = queryKeys.messages.all;

/** Whether a query key is one of the messages queries (queryKeys.messages), whoever they belong to. */
export const isMessagesKey = (queryKey: readonly unknown[]): boolean => queryKey[0] === MESSAGES_BASE;

/**
 * The member a messages query belongs to (the key's second part), or null: not a messages query, or one with no member
 * in its key (which nothing may keep, as nobody could tell whose it is).
 */
export function messagesOwner(queryKey: readonly unknown[]): string | null {
  const member = queryKey[1];
  return isMessagesKey(queryKey) && typeof member === 'string' && member !== '' ? member : null;
}

/** The messages queries to drop when `memberId` is the one signed in (null: nobody is, so all of them). */
export const belongsToSomeoneElse = (queryKey: readonly unknown[], memberId: string | null): boolean =>
  isMessagesKey(queryKey) && messagesOwner(queryKey) !== memberId;

/** Drops from memory (and so from the saved cache, which is rewritten from memory) every conversation not `memberId`'s. */
export function forgetMessagesNotOf(queryClient: QueryClient, memberId: string | null): void {
  queryClient.removeQueries({ predicate: (query) => belongsToSomeoneElse(query.queryKey, memberId) });
}
