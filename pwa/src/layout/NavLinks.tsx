import { NavLink } from 'react-router-dom';
import { HEADER_NAV_ITEMS } from '@shared/layout/nav';
import { GroupLink } from './GroupLink';

interface NavLinksProps {
  className: string;
  onNavigate?: () => void;
}

/** The header sections followed by the external group link. */
export function NavLinks({ className, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {HEADER_NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className="nav-link" onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>
        <GroupLink className="nav-link nav-link--external" />
      </li>
    </ul>
  );
}
