import type { QueuedWrite } from '@/outbox/types';

type Row = QueuedWrite;
type Change = Partial<Pick<Row, 'state' | 'lastError' | 'attempts' | 'retryAt'>> | ((row: Row, ctx: { value: Row }) => void);

/**
 * The outbox's `writes` table, in memory, for unit tests: Node has no IndexedDB (and fake-indexeddb is not installed).
 * Only what the outbox calls on it, with Dexie's meaning: `modify` changes the matching rows (a callback changes the
 * row it is given, or replaces it through `ctx.value`) and answers how many it changed. Rows are stored as copies,
 * as IndexedDB stores them.
 */
export const rows = new Map<string, Row>();

const collection = (match: (row: Row) => boolean) => ({
  and: (also: (row: Row) => boolean) => collection((row) => match(row) && also(row)),
  delete: async () => {
    const gone = [...rows.values()].filter(match);
    for (const row of gone) rows.delete(row.id);
    return gone.length;
  },
  modify: async (change: Change) => {
    const matching = [...rows.values()].filter(match);
    for (const row of matching) {
      const ctx = { value: structuredClone(row) };
      if (typeof change === 'function') change(ctx.value, ctx);
      rows.set(row.id, typeof change === 'function' ? ctx.value : { ...ctx.value, ...change });
    }
    return matching.length;
  },
});

export const writes = {
  where: (_index: 'id') => ({ equals: (id: string) => collection((row) => row.id === id) }),
  orderBy: (_index: 'queuedAt') => ({
    toArray: async () => [...rows.values()].map((row) => structuredClone(row)).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)),
  }),
  count: async () => rows.size,
  put: async (row: Row) => void rows.set(row.id, structuredClone(row)),
  get: async (id: string) => rows.get(id),
  delete: async (id: string) => void rows.delete(id),
};

/** What `vi.mock('@/outbox/outboxDb', ...)` answers with. */
export const memoryOutboxDb = { outboxDb: { writes } };
