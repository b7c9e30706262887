import { returnDelay, type RandomSource } from '@shared/offline/retry-timing';

export interface FlushSchedule {
  /** The signal returned (or the app started): ask for a send after a random part of the return window. */
  returned: () => void;
  /** A backed-off write is due at `retryAt` (ms since the epoch): ask for a send then; null forgets the last one. */
  dueAt: (retryAt: number | null) => void;
  stop: () => void;
}

/**
 * When the page asks for the queued writes to be sent without the member asking: not at once when the signal
 * returns, as every phone at the venue would in the same second, but after a random delay
 * (shared/offline/retry-timing.ts); and again when a write's back-off ends. A return while one is pending does not
 * add another.
 */
export function scheduleFlushes(flush: () => void, random: RandomSource = Math.random): FlushSchedule {
  let onReturn: ReturnType<typeof setTimeout> | undefined;
  let onDue: ReturnType<typeof setTimeout> | undefined;
  return {
    returned: () => {
      if (onReturn !== undefined) return;
      onReturn = setTimeout(() => {
        onReturn = undefined;
        flush();
      }, returnDelay(random));
    },
    dueAt: (retryAt) => {
      clearTimeout(onDue);
      onDue = retryAt === null ? undefined : setTimeout(flush, Math.max(0, retryAt - Date.now()));
    },
    stop: () => {
      clearTimeout(onReturn);
      clearTimeout(onDue);
    },
  };
}
