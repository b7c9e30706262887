import { useEffect } from 'react';
import { InstallButton } from '../install/InstallButton';
import { NavLinks } from './NavLinks';
import type { ShellSlots } from './slots';

interface MobileMenuPanelProps extends Pick<ShellSlots, 'Search'> {
  id: string;
  onClose: (returnFocus: boolean) => void;
}

/** The header links for small screens, opened by the menu button; Escape closes it wherever focus is. */
export function MobileMenuPanel({ id, Search, onClose }: MobileMenuPanelProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <nav id={id} className="mobile-menu" aria-label="Menu">
      <Search className="mobile-menu__search" onSearch={() => onClose(false)} />
      <NavLinks className="mobile-menu__links" onNavigate={() => onClose(false)} />
      <InstallButton place="menu" onInstall={() => onClose(false)} />
    </nav>
  );
}
