import type { ShowCheckInAnswer } from '@shared/shows/responses';
import { checkInLogSetting, readSetting, writeSetting, type LoggedCheckIn } from '@/device/localSettings';

export type { LoggedCheckIn };

/** This device's check-ins, kept as a local setting so the gate keeps its list across reloads (newest last). */
const KEPT = 500;
const listeners = new Set<() => void>();
let cache: LoggedCheckIn[] | null = null;

function read(): LoggedCheckIn[] {
  return (cache ??= readSetting(checkInLogSetting) ?? []);
}

function write(next: LoggedCheckIn[]): void {
  cache = next.slice(-KEPT);
  // Storage full or refused: the list lives on in memory for this page.
  writeSetting(checkInLogSetting, cache);
  for (const listener of listeners) listener();
}

export const loggedCheckIns = (): readonly LoggedCheckIn[] => read();

export function subscribeCheckInLog(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== checkInLogSetting.key) return;
    cache = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function logCheckIn(entry: Omit<LoggedCheckIn, 'answer'>): void {
  write([...read().filter((item) => item.id !== entry.id), { ...entry, answer: null }]);
}

/** The server's answer to a sent check-in: first (null) or who and when was first. */
export function recordCheckInAnswer(id: string, alreadyCheckedIn: ShowCheckInAnswer['alreadyCheckedIn']): void {
  if (!read().some((item) => item.id === id)) return;
  write(read().map((item) => (item.id === id ? { ...item, answer: { alreadyCheckedIn } } : item)));
}

export function forgetCheckIn(id: string): void {
  write(read().filter((item) => item.id !== id));
}
