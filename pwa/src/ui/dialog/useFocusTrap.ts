import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** Open dialogs, innermost last: only that one handles keys, and it gets focus back when an inner one closes. */
const openDialogs: HTMLElement[] = [];

function wrapFocus(root: HTMLElement, backwards: boolean, active: Element | null): boolean {
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    root.focus();
    return true;
  }
  const outside = !root.contains(active) || active === root;
  if (backwards && (active === first || outside)) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || (outside && active !== root))) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * Modal focus handling: focus moves into `container` when it mounts (the `initialFocus` element,
 * else the first focusable one, else the container), Tab and Shift+Tab wrap inside it, Escape closes,
 * and focus returns to whatever had it before when it unmounts. If the focused control disappears
 * (a row deleted, a button disabled) keys still reach the dialog. The page behind stops scrolling meanwhile.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(root);
    (initialFocus?.current ?? focusableIn(root)[0] ?? root).focus();
    document.body.style.overflow = 'hidden';

    // Focus lost to <body>: the dialog's own key handler cannot see the keys, so catch them here.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (openDialogs.at(-1) !== root || event.target !== document.body) return;
      if (event.key === 'Escape') close.current();
      else if (event.key === 'Tab' && wrapFocus(root, event.shiftKey, document.activeElement)) event.preventDefault();
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(root), 1);
      if (openDialogs.length === 0) document.body.style.overflow = '';
      // The opener may be gone (e.g. the row of a deleted model): then the dialog below, or the main region.
      const target = previous?.isConnected ? previous : (openDialogs.at(-1) ?? document.getElementById('main'));
      target?.focus();
    };
  }, [container, initialFocus]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const root = container.current;
    if (!root) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      if (wrapFocus(root, event.shiftKey, document.activeElement)) event.preventDefault();
    }
  };
}
