import { useEffect, useState } from 'react';

/** The time, moving every `everyMs`: the People's Choice window opens and closes as the clock moves. */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
