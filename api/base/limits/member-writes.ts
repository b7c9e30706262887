import type { EntityManager } from '@mikro-orm/postgresql';
import { authTexts } from '@shared/auth/texts';
import { communityTexts } from '@shared/community/texts';
import { eventTexts } from '@shared/events/texts';
import { messageTexts } from '@shared/messages/texts';
import { accountTexts } from '@shared/users/account-schemas';
import { HttpError } from '../plugins/errors';

/**
 * Per-member write limits over a sliding 10-minute window: counted per account, never per address (a show's
 * hotspot puts many members behind one address), and in PostgreSQL so every server process counts the same writes.
 */
export const RATE_LIMIT_WINDOW_MINUTES = 10;
export const RATE_LIMITS = {
  post: { max: 5, message: communityTexts.postRateLimited },
  comment: { max: 30, message: communityTexts.commentRateLimited },
  vote: { max: 120, message: communityTexts.voteRateLimited },
  event: { max: 10, message: eventTexts.createRateLimited },
  eventImage: { max: 30, message: eventTexts.imageRateLimited },
  message: { max: 60, message: messageTexts.rateLimited },
  garage: { max: 20, message: accountTexts.garageRateLimited },
  photo: { max: 30, message: accountTexts.photoRateLimited },
} as const;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Opens a forum write for `userId`: must run first inside the write's transaction.
 *
 * 1. Locks the member's row (`for no key update`: it still lets other rows reference the user). Every write of
 *    one member therefore runs one after another, in this process or any other, which makes the count below
 *    exact and lets the vote routes compute their score change from the member's previous vote without a race.
 * 2. Refuses a blocked member (403), checked here too so a block takes effect even mid-session.
 * 3. Counts the member's writes of this kind in the window, in PostgreSQL so every server process agrees;
 *    over the limit it is a 429. Otherwise it records this write, which the transaction keeps only if the
 *    write itself succeeds.
 */
export async function openRateLimitedWrite(em: EntityManager, userId: string, action: RateLimitedAction): Promise<void> {
  const [member] = await em.execute<Array<{ is_blocked: boolean }>>('select is_blocked from users where id = ? for no key update', [
    userId,
  ]);
  if (!member) throw new HttpError(401, authTexts.signInRequired);
  if (member.is_blocked) throw new HttpError(403, authTexts.accountBlocked);

  const window = `${RATE_LIMIT_WINDOW_MINUTES} minutes`;
  // The wait sent as Retry-After: until the oldest counted write leaves the window and frees a place.
  const [row] = await em.execute<Array<{ hits: number; wait_seconds: number | null }>>(
    `select count(*)::int as hits, ceil(extract(epoch from min(created_at) + ?::interval - now()))::int as wait_seconds
       from rate_limit_hits where user_id = ? and action = ? and created_at > now() - ?::interval`,
    [window, userId, action, window],
  );
  const limit = RATE_LIMITS[action];
  if ((row?.hits ?? 0) >= limit.max) {
    throw new HttpError(429, limit.message, { retryAfterSeconds: Math.max(1, row?.wait_seconds ?? RATE_LIMIT_WINDOW_MINUTES * 60) });
  }
  await em.execute('insert into rate_limit_hits (user_id, action) values (?, ?)', [userId, action]);
}
