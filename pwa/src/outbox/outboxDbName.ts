/** The outbox's IndexedDB name (outboxDb.ts), here so the page can ask about it without loading Dexie. */
export const OUTBOX_DB_NAME = 'pontiac-hub-outbox';
