import { z } from 'zod';
import { profileTexts } from './profile';

/**
 * A member blocks another: no notification of what the blocked member does reaches the blocker, and the
 * blocked member's messages to them are refused. Texts of the API and the screens, and the routes' schemas.
 */
export const blockingTexts = {
  memberNotFound: profileTexts.userNotFound,
  blockSelf: 'You cannot block yourself',
  block: 'Block',
  unblock: 'Unblock',
  blocking: 'Blocking...',
  blockTitle: (name: string) => `Block ${name}?`,
  blockMessage: (name: string) =>
    `You will no longer be notified of anything ${name} does, and ${name} cannot send you messages. You can unblock them later.`,
  blocked: (name: string) => `${name} is blocked`,
  unblocked: (name: string) => `${name} is unblocked`,
  blockFailed: 'Could not block this member',
  unblockFailed: 'Could not unblock this member',
  unblockLabel: (name: string) => `Unblock ${name}`,
  listTitle: 'Blocked members',
  listHint: 'You are not notified of anything they do, and they cannot send you messages.',
  listEmpty: 'You have not blocked anyone.',
  needsConnection: 'You are offline. Blocking and unblocking members need a connection.',
} as const;

/** PUT and DELETE /api/users/{id}/block: the member to block or unblock, by id. */
export const memberIdParams = z.object({ id: z.uuid('Member id must be a uuid') });

/** One line of GET /api/users/me/blocks: a member I blocked, newest block first. */
export const blockedMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockedMemberListSchema = z.array(blockedMemberSchema);
