import { useEffect, useRef } from 'react';
import { TOAST_HOTKEY } from './constants';
import { Toast } from './Toast';
import { useToast } from './useToast';
import { useToastEdge } from './useToastEdge';
import './toast.css';

/**
 * The notification region (docs/product/states.md, limits.md): one toast at a time, F8 moves focus here; it floats over
 * the page, at the edge where it covers no control (useToastEdge).
 */
export function Toaster() {
  const { toasts } = useToast();
  const viewport = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  const shown = toasts.filter((item) => item.open);
  useToastEdge(region, shown[0]?.id);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} className="toast-region" data-edge="bottom" aria-label={`Notifications (${TOAST_HOTKEY})`}>
      {/* Not a list: each toast is a status, and a list may only hold list items. */}
      <div ref={viewport} className="toast-viewport" tabIndex={-1} aria-live="polite" aria-relevant="additions text">
        {shown.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
