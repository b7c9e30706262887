import { useId, useRef } from 'react';
import { InstallButton } from '../install/InstallButton';
import { OfflineIndicator } from '../network/OfflineIndicator';
import { Icon } from '../ui/Icon';
import { Brand } from './Brand';
import { MobileMenuPanel } from './MobileMenuPanel';
import { NavLinks } from './NavLinks';
import type { ShellSlots } from './slots';
import './header.css';

interface HeaderProps extends ShellSlots {
  menuOpen?: boolean;
  /** When supplied, small screens get a menu button that calls it (docs/product/screens.md). */
  onMenuToggle?: (open: boolean) => void;
}

/** The 64px site header: brand, search, sections, group link, offline/install affordances and the account area. */
export function Header({ account, Search, menuOpen = false, onMenuToggle }: HeaderProps) {
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = (returnFocus: boolean) => {
    onMenuToggle?.(false);
    if (returnFocus) menuButton.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Brand />
        <Search className="site-header__search" />
        <nav className="site-header__nav" aria-label="Main">
          <NavLinks className="site-header__links" />
        </nav>
        <div className="site-header__account">
          <OfflineIndicator />
          <InstallButton />
          {account}
        </div>
        {onMenuToggle && (
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? panelId : undefined}
            onClick={() => onMenuToggle(!menuOpen)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
        )}
      </div>
      {onMenuToggle && menuOpen && <MobileMenuPanel id={panelId} Search={Search} onClose={closeMenu} />}
    </header>
  );
}
