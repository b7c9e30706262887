/** The auth feature's public entry: what the rest of the app may use of it (pwa/src/README.md). */
export { AuthButtons } from './account/AuthButtons';
export { UserMenu } from './account/UserMenu';
export { ConfirmEmailBanner } from './email/ConfirmEmailBanner';
export { initialsOf } from './initials';
export { ProtectedRoute } from './ProtectedRoute';
export { returnStateFor } from './returnPath';
export { currentUserKey } from './currentUserKey';
export { useCurrentUser } from './useCurrentUser';
export { useForgetOtherMembersData } from './useForgetOtherMembersData';
export { useOutboxMember, type OutboxMember } from './useOutboxMember';
