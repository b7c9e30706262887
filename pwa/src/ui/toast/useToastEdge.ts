import { useEffect, useState } from 'react';
import { getToasts, subscribeToToasts } from './toastStore';

export type ToastEdge = 'top' | 'bottom';

/** The element the member last pressed or typed in: what a toast usually answers. */
let actedOn: Element | null = null;
const remember = (event: Event) => {
  if (event.target instanceof Element) actedOn = event.target;
};

/** Under the header when what the member acted on lies in the screen's lower half, else at the bottom. */
function edgeClearOfAction(): ToastEdge {
  const element = actedOn?.isConnected ? actedOn : document.activeElement;
  if (!element || element === document.body) return 'bottom';
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

/**
 * Where toasts float (issue 47: over the page, never moving it), chosen as each one comes so that it never covers
 * what the member just acted on (issue 30: a report's reason beside its Dismiss button).
 */
export function useToastEdge(): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  useEffect(() => {
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    let newest = getToasts()[0]?.id;
    const unsubscribe = subscribeToToasts(() => {
      const first = getToasts()[0]?.id;
      if (first !== undefined && first !== newest) setEdge(edgeClearOfAction());
      newest = first;
    });
    return () => {
      unsubscribe();
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);
  return edge;
}
