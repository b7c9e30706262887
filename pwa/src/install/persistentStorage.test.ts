import { describe, expect, it } from 'vitest';
import { createPersistentStorageRequest, storageKept } from './persistentStorage';

describe('persistent storage: asked once, and the browser’s answer told', () => {
  it('asks once however often it is called, and answers what the browser decided', async () => {
    let asked = 0;
    const request = createPersistentStorageRequest({
      navigator: {
        storage: {
          persist: () => {
            asked += 1;
            return Promise.resolve(false);
          },
        },
      },
    });
    expect(await request()).toBe(false);
    expect(await request()).toBe(false);
    expect(asked).toBe(1);
  });

  it('answers null where the browser has no such API or refuses to answer', async () => {
    expect(await createPersistentStorageRequest({ navigator: {} })()).toBeNull();
    const throwing = {
      navigator: {
        storage: { persist: () => Promise.reject(new Error('insecure')), persisted: () => Promise.reject(new Error('insecure')) },
      },
    };
    expect(await createPersistentStorageRequest(throwing)()).toBeNull();
    expect(await storageKept(throwing)).toBeNull();
  });

  it('reads whether the storage is kept', async () => {
    expect(await storageKept({ navigator: { storage: { persisted: () => Promise.resolve(true) } } })).toBe(true);
    expect(await storageKept({ navigator: {} })).toBeNull();
  });
});
