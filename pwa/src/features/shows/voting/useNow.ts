import { useEffect, useState } from 'react';

/**
 * The time, moving every `everyMs`, and read again whenever `answer` changes (a new answer of the show: the window may
 * have opened or closed just now, at a time later than the last tick). The People's Choice window opens and closes as
 * the clock moves.
 */
export function useNow(answer: unknown, everyMs = 15_000): Date {
  const [clock, setClock] = useState(() => ({ answer, now: new Date() }));
  if (clock.answer !== answer) setClock({ answer, now: new Date() });
  useEffect(() => {
    const timer = setInterval(() => setClock((current) => ({ ...current, now: new Date() })), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return clock.now;
}
