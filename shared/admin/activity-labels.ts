// Apart from texts.ts: only the Activity tab reads them, so they load with it and not with every admin page.

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
  'backup.create': 'Made a backup (Back up now)',
  'picture.approve': 'Approved a member’s photo for a model page',
  'picture.decline': 'Declined a member’s photo for a model page',
  'sale.approve': 'Approved a sale a member reported',
  'sale.decline': 'Declined a sale a member reported',
  'sale.import': 'Imported auction results from a CSV file',
};
