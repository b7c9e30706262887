import { Link, useLocation } from 'react-router-dom';
import { BOTTOM_NAV_ITEMS, isNavItemActive } from '@shared/layout/nav';
import { Icon, type IconName } from '../ui/Icon';
import './bottom-nav.css';

const ICONS = {
  '/': 'home',
  '/pontiac': 'car',
  '/community': 'users',
  '/events': 'calendar',
  '/profile': 'user',
} as const satisfies Record<(typeof BOTTOM_NAV_ITEMS)[number]['to'], IconName>;

/** Fixed bottom bar below the medium breakpoint (docs/product/screens.md). */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav className="bottom-nav" aria-label="Mobile">
      <ul className="bottom-nav__list">
        {BOTTOM_NAV_ITEMS.map((item) => {
          const active = isNavItemActive(pathname, item.to);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`bottom-nav__item${active ? ' bottom-nav__item--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <Icon name={ICONS[item.to]} size={22} />
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
