import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/** How long the app waits for the device's saved answers before it starts without them. */
export const RESTORE_WAIT_MS = 2_500;

interface BoundedRestoreOptions {
  queryClient: QueryClient;
  maxAge: number;
  buster: string;
  waitMs?: number;
  /** Called once answers that arrived late were added (the app refreshes them as it does restored ones). */
  onLateRestore?: () => void;
}

/**
 * Every query waits for the saved cache to be read before it runs, the signed-in member's included: storage that
 * hangs (a busy phone, a database another tab or worker holds) would leave the whole app blank. After `waitMs` the
 * app starts without it; the saved answers are added when they arrive, and nothing is saved over them until then.
 */
export function boundedRestore(
  persister: Persister,
  { queryClient, maxAge, buster, waitMs = RESTORE_WAIT_MS, onLateRestore }: BoundedRestoreOptions,
): Persister {
  let lateRestore: Promise<unknown> | null = null;
  return {
    persistClient: async (client) => {
      if (lateRestore) await lateRestore;
      await persister.persistClient(client);
    },
    removeClient: () => persister.removeClient(),
    restoreClient: () => {
      const reading = Promise.resolve(persister.restoreClient());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => {
          lateRestore = reading
            .then((late) => {
              if (!late || !isUsable(late, maxAge, buster)) return;
              hydrate(queryClient, late.clientState);
              onLateRestore?.();
            })
            .catch(() => undefined)
            .finally(() => {
              lateRestore = null;
            });
          resolve(undefined);
        }, waitMs);
      });
      return Promise.race([reading, gaveUp]).finally(() => clearTimeout(timer));
    },
  };
}

/** The checks persistQueryClientRestore makes before it hydrates: not too old, from this app version. */
const isUsable = (client: PersistedClient, maxAge: number, buster: string) =>
  client.buster === buster && client.timestamp >= Date.now() - maxAge;
