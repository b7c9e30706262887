// Apart from texts.ts: only the System tab (and the backups' messages) read them, so they load with it alone.

/** The System tab: how the running site is. */
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
  lastBackup: 'Last backup',
  noBackup: 'No backup yet',
  backupMade: (size: string, where: string) => `${size}, in ${where}`,
  backupSchedule: (everyHours: number, keep: number, kept: number) =>
    `${everyHours > 0 ? `Every ${everyHours} ${everyHours === 1 ? 'hour' : 'hours'}` : 'Not scheduled'}, keeping the newest ${keep}; ${kept} kept now`,
  backUpNow: 'Back up now',
  backingUp: 'Backing up…',
  backedUp: 'Backup made.',
  backupRunning: 'A backup is being made right now: try again once it is done.',
  queues: 'Job queues',
  queueHeaders: { name: 'Queue', waiting: 'Waiting', failed: 'Failed', oldest: 'Oldest waiting' },
  noQueues: 'No queued work yet',
} as const;
