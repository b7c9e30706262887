import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundedRestore } from './boundedRestore';

const BUSTER = 'app@1';
const MAX_AGE = 60_000;

/** A saved cache holding one answer, as the persister stores it. */
function savedCache(buster = BUSTER): PersistedClient {
  const source = new QueryClient();
  source.setQueryData(['/api/models'], ['gto']);
  return { buster, timestamp: Date.now(), clientState: dehydrate(source) };
}

/** Storage whose read answers only when the test says so. */
function slowStorage(saved: PersistedClient) {
  let answer = () => {};
  const persisted: PersistedClient[] = [];
  const persister: Persister = {
    restoreClient: () => new Promise((resolve) => (answer = () => resolve(saved))),
    persistClient: (client) => {
      persisted.push(client);
    },
    removeClient: () => {},
  };
  return { persister, persisted, answer: () => answer() };
}

describe('boundedRestore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over a saved cache that is read in time', async () => {
    const saved = savedCache();
    const storage = slowStorage(saved);
    const queryClient = new QueryClient();
    const restoring = boundedRestore(storage.persister, { queryClient, maxAge: MAX_AGE, buster: BUSTER, waitMs: 1_000 }).restoreClient();
    storage.answer();
    await expect(restoring).resolves.toBe(saved);
  });

  it('starts without a saved cache that hangs, adds it when it arrives, and saves nothing over it before', async () => {
    const storage = slowStorage(savedCache());
    const queryClient = new QueryClient();
    const onLateRestore = vi.fn();
    const persister = boundedRestore(storage.persister, { queryClient, maxAge: MAX_AGE, buster: BUSTER, waitMs: 1_000, onLateRestore });

    const restoring = persister.restoreClient();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(restoring).resolves.toBeUndefined();

    const saving = persister.persistClient(savedCache());
    await vi.advanceTimersByTimeAsync(10);
    expect(storage.persisted).toHaveLength(0);

    storage.answer();
    await saving;
    expect(queryClient.getQueryData(['/api/models'])).toEqual(['gto']);
    expect(onLateRestore).toHaveBeenCalledOnce();
    expect(storage.persisted).toHaveLength(1);
  });

  it('drops a late saved cache from another app version', async () => {
    const storage = slowStorage(savedCache('app@0'));
    const queryClient = new QueryClient();
    const onLateRestore = vi.fn();
    const persister = boundedRestore(storage.persister, { queryClient, maxAge: MAX_AGE, buster: BUSTER, waitMs: 1_000, onLateRestore });

    const restoring = persister.restoreClient();
    await vi.advanceTimersByTimeAsync(1_000);
    await restoring;
    storage.answer();
    await persister.persistClient(savedCache());
    expect(queryClient.getQueryData(['/api/models'])).toBeUndefined();
    expect(onLateRestore).not.toHaveBeenCalled();
  });
});
