import { useEffect, useRef, useState } from 'react';

/** Calls onTimeout after `duration` ms of the toast being shown, paused while the user hovers or focuses it. */
export function useAutoDismiss(duration: number, onTimeout: () => void) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  });

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration]);

  return { pause: () => setPaused(true), resume: () => setPaused(false) };
}
