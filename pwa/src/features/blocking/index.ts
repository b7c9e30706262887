/**
 * Blocking members's public entry: the Block / Unblock button of a member's profile, and the list of the
 * members one blocked on the notification settings screen. Both are on pages loaded on demand.
 */
export { BlockMemberButton } from './BlockMemberButton';
export { BlockedMembersSection } from './BlockedMembersSection';
