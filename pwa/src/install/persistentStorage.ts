/** Asking the browser not to evict this origin's storage (offline mirror, saved shows, caches), and whether it agreed. */

export interface PersistentStorageEnv {
  readonly navigator: { readonly storage?: { persist?: () => Promise<boolean>; persisted?: () => Promise<boolean> } };
}

/** The browser's answer: true (kept), false (it may clear it under pressure), null (it cannot say: no API, or an error). */
export type StorageKept = boolean | null;

async function ask(env: PersistentStorageEnv, question: 'persist' | 'persisted'): Promise<StorageKept> {
  const storage = env.navigator.storage;
  const call = storage?.[question];
  if (typeof call !== 'function') return null;
  try {
    return await call.call(storage);
  } catch {
    // Some browsers refuse outside a secure context; storage stays best-effort.
    return null;
  }
}

/**
 * Returns a function that calls navigator.storage.persist() on its first call only and answers what the browser
 * decided. Firefox may ask the member first, so the answer can come late, or never: nothing should wait on it.
 */
export function createPersistentStorageRequest(env: PersistentStorageEnv): () => Promise<StorageKept> {
  let asked: Promise<StorageKept> | undefined;
  return () => (asked ??= ask(env, 'persist'));
}

/** Whether the browser has agreed to keep this origin's storage (navigator.storage.persisted()). */
export const storageKept = (env: PersistentStorageEnv = window): Promise<StorageKept> => ask(env, 'persisted');

let appRequest: (() => Promise<StorageKept>) | undefined;

/** The app's request: after the first sign-in or registration (useLogin, useRegister), and when a show is saved. */
export function requestPersistentStorage(): Promise<StorageKept> {
  appRequest ??= createPersistentStorageRequest(window);
  return appRequest();
}
