import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MenuItem } from './MenuItem';
import type { MenuItemSpec } from './types';
import { useMenuKeyboard } from './useMenuKeyboard';
import './menu.css';

interface DropdownMenuProps {
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Accessible name of the menu. */
  menuLabel: string;
  items: readonly MenuItemSpec[];
}

/** A button that opens a keyboard-operable menu (WAI-ARIA menu button pattern). */
export function DropdownMenu({ trigger, triggerLabel, triggerClassName, menuLabel, items }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const onMenuKeyDown = useMenuKeyboard(menuRef, close);

  useEffect(() => {
    if (!open) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    (focusTarget === 'first' ? items?.[0] : items?.[items.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusTarget]);

  const openAt = (target: 'first' | 'last') => {
    setFocusTarget(target);
    setOpen(true);
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={menuLabel} className="menu__list" tabIndex={-1} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <MenuItem key={item.label} item={item} onChosen={() => close(true)} />
          ))}
        </div>
      )}
    </div>
  );
}
