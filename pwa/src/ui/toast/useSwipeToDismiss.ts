import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from './constants';

/** Horizontal drag to the right; released past the threshold it dismisses, otherwise it snaps back. */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    if (dx > 4 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(Math.max(0, dx));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setOffset(0);
    if (dx >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    swiping: offset > 0,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
