import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { TYPEAHEAD_RESET_MS } from './constants';

function focusAt(items: HTMLElement[], index: number) {
  const count = items.length;
  if (!count) return;
  items[((index % count) + count) % count]?.focus();
}

/** WAI-ARIA menu keys: arrows wrap, Home/End, Escape closes to the trigger, Tab closes, letters type ahead. */
export function useMenuKeyboard(menuRef: RefObject<HTMLElement | null>, close: (returnFocus: boolean) => void) {
  const typed = useRef('');
  const typedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  return (event: KeyboardEvent<HTMLElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
    const current = items.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(items, current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(items, current < 0 ? -1 : current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(items, 0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(items, -1);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        close(false);
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      clearTimeout(typedTimer.current);
      typed.current += event.key.toLowerCase();
      typedTimer.current = setTimeout(() => (typed.current = ''), TYPEAHEAD_RESET_MS);
      const ordered = [...items.slice(current + 1), ...items.slice(0, current + 1)];
      const match = ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(typed.current));
      match?.focus();
    }
  };
}
