import DataLoader from 'dataloader';

/** Keys loaded by one statement at most (its `in (...)` list). */
export const MAX_BATCH = 500;

/**
 * How long a batch gathers keys while the pool has requests waiting: its statement would wait for a connection anyway,
 * and a crowd's requests arrive a few at a time, each in its own turn of the event loop.
 */
export const GATHER_WHILE_BUSY_MS = 10;

/**
 * One load per key for callers, one statement per batch for the database: every key asked for while the event loop
 * reads its sockets goes to a single `loadMany` once that turn is over (setImmediate), instead of a statement each.
 * A crowd whose signal returns asks for thousands of members' sessions and unread counts within seconds, each
 * request on its own; batched, they take a few of the pool's connections instead of queueing for all of them.
 * While `busy()` (the pool has requests waiting), a batch gathers for GATHER_WHILE_BUSY_MS instead. `loadMany`
 * answers in the order of `keys`. Nothing is remembered here: each caller keeps what it may.
 */
export function batchedLoad<Key, Value>(
  loadMany: (keys: readonly [Key, ...Key[]]) => Promise<readonly Value[]>,
  busy: () => boolean,
): (key: Key) => Promise<Value> {
  // DataLoader calls with at least one key.
  const loader = new DataLoader<Key, Value>((keys) => loadMany(keys as readonly [Key, ...Key[]]), {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (callback) => {
      if (busy()) setTimeout(callback, GATHER_WHILE_BUSY_MS);
      else setImmediate(callback);
    },
  });
  return (key) => loader.load(key);
}
