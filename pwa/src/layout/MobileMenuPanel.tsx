import type { KeyboardEvent } from 'react';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';

interface MobileMenuPanelProps {
  id: string;
  onClose: (returnFocus: boolean) => void;
}

/** The header links for small screens, opened by the menu button. */
export function MobileMenuPanel({ id, onClose }: MobileMenuPanelProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  };
  return (
    <nav id={id} className="mobile-menu" aria-label="Menu" onKeyDown={onKeyDown}>
      <SearchBox className="mobile-menu__search" onSearch={() => onClose(false)} />
      <NavLinks className="mobile-menu__links" onNavigate={() => onClose(false)} />
    </nav>
  );
}
