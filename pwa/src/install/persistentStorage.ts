/** Asks the browser once per page load not to evict this origin's storage (offline mirror, caches). */

export interface PersistentStorageEnv {
  readonly navigator: { readonly storage?: { persist?: () => Promise<boolean> } };
}

/**
 * Returns a function that calls navigator.storage.persist() on its first call only. Best-effort: browsers
 * without the API, or that refuse or throw (outside a secure context), are ignored.
 */
export function createPersistentStorageRequest(env: PersistentStorageEnv): () => void {
  let requested = false;
  return () => {
    if (requested) return;
    requested = true;
    const storage = env.navigator.storage;
    const persist = storage?.persist;
    if (typeof persist !== 'function') return;
    try {
      void persist.call(storage).catch(() => undefined);
    } catch {
      // Some browsers throw synchronously outside a secure context; storage stays best-effort.
    }
  };
}

let appRequest: (() => void) | undefined;

/** The app's request, made after the first successful sign-in or registration (see useLogin, useRegister). */
export function requestPersistentStorage(): void {
  appRequest ??= createPersistentStorageRequest(window);
  appRequest();
}
