import { Link } from 'react-router-dom';
import type { MenuItemSpec } from './types';

interface MenuItemProps {
  item: MenuItemSpec;
  onChosen: () => void;
}

export function MenuItem({ item, onChosen }: MenuItemProps) {
  if (item.kind === 'link') {
    return (
      <Link role="menuitem" tabIndex={-1} className="menu__item" to={item.to} onClick={onChosen}>
        {item.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="menu__item"
      aria-disabled={item.disabled || undefined}
      onClick={() => {
        if (item.disabled) return;
        onChosen();
        item.onSelect();
      }}
    >
      {item.label}
    </button>
  );
}
