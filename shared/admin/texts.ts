import { valuationTexts } from '../valuations/admin-texts';

/** Texts of the admin panel (docs/product/screens.md Admin panel); the API's messages and the screens read them from here. */
export const adminTexts = {
  /** What a removed post or comment shows in place of its content (the original stays in the admin log). */
  removedByModerator: '[removed by a moderator]',
  reportNotFound: 'Report not found',
  userNotFound: 'User not found',
  reportAlreadyHandled: 'This report has already been handled',
  ownAdminRole: 'You cannot remove your own admin role',
  blockSelf: 'You cannot block your own account',
  alreadyBlocked: 'This user is already blocked',
  notBlocked: 'This user is not blocked',
  invalidCursor: 'This page link is no longer valid: load the list again from the start',
  title: 'Admin Panel',
  totalUsers: 'Total Users',
  totalPosts: 'Total Posts',
  totalReports: 'Total Reports',
  pendingReports: 'Pending Reports',
  manageModels: 'Manage Models',
  /** In the panel's order. */
  tabs: {
    reports: 'Reports',
    users: 'Users',
    sources: 'Sources',
    diy: 'DIY Videos',
    values: valuationTexts.tabLabel,
    activity: 'Activity',
    system: 'System',
  },
  menuLabel: 'Admin menu',
  menuPanel: 'Admin Panel',
  menuModels: 'Models',
  remove: 'Remove',
  dismiss: 'Dismiss',
  viewInContext: 'View in context',
  targetGone: 'The reported content no longer exists.',
  noReports: 'No reports to show',
  noUsers: 'No users found',
  noActivity: 'No activity yet',
  loadMore: 'Load more',
  searchUsers: 'Search users',
  searchUsersPlaceholder: 'Name, username or email',
  editRoles: 'Edit roles',
  saveRoles: 'Save roles',
  block: 'Block',
  unblock: 'Unblock',
  blocked: 'Blocked',
  reportRemoved: 'Content removed',
  reportDismissed: 'Report dismissed',
  rolesSaved: 'Roles saved',
  userBlocked: 'User blocked',
  userUnblocked: 'User unblocked',
  actionFailed: 'Action failed',
  confirmRemove: 'Remove this content? It will show "[removed by a moderator]" to everyone.',
  confirmBlock: (name: string) => `Block ${name}? They will be signed out everywhere and cannot sign in until unblocked.`,
} as const;

/** How an admin log action reads in the Activity tab; unknown actions show their code. */
export const adminActionLabels: Record<string, string> = {
  'report.remove': 'Removed reported content',
  'report.dismiss': 'Dismissed a report',
  'user.roles': 'Changed roles',
  'user.block': 'Blocked a user',
  'user.unblock': 'Unblocked a user',
  'post.lock': 'Locked a post',
  'post.unlock': 'Unlocked a post',
  'post.delete': "Deleted a member's post",
  'comment.delete': "Deleted a member's comment",
  'valuation.update': 'Changed value-guide figures',
  'valuation.create': 'Added a value-guide row',
};

/** The System tab (issue 46): how the running site is. */
export const systemTexts = {
  what: 'The system status',
  version: 'Version',
  runningSince: 'This server started',
  database: 'Database size',
  uploads: 'Uploads',
  uploadsIn: (place: 'folder' | 'bucket', where: string, files: number, size: string) =>
    `${files} ${files === 1 ? 'file' : 'files'}, ${size}, in the ${place} ${where}`,
  readiness: 'Readiness',
  ready: 'Ready: taking traffic',
  notReady: 'Not ready',
} as const;
