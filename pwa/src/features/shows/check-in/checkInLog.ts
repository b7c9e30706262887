import type { ShowCheckInAnswer } from '@shared/shows/responses';

/**
 * This device's check-ins, kept in localStorage so the gate keeps its list across reloads: each with what the server
 * answered once it was sent (null: not answered on this device yet; the outbox says whether it still waits).
 */
export interface LoggedCheckIn {
  id: string;
  eventId: string;
  carNumber: number;
  checkedInAt: string;
  answer: { alreadyCheckedIn: ShowCheckInAnswer['alreadyCheckedIn'] } | null;
}

const STORAGE_KEY = 'pontiac-hub-check-ins';
const KEPT = 500;
const listeners = new Set<() => void>();
let cache: LoggedCheckIn[] | null = null;

function read(): LoggedCheckIn[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    cache = Array.isArray(parsed) ? (parsed as LoggedCheckIn[]) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: LoggedCheckIn[]): void {
  cache = next.slice(-KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or refused: the list lives on in memory for this page.
  }
  for (const listener of listeners) listener();
}

export const loggedCheckIns = (): readonly LoggedCheckIn[] => read();

export function subscribeCheckInLog(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
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
