import { NavLink } from 'react-router-dom';
import { ADMIN_PATH } from '@shared/layout/nav';
import { adminTexts } from '@shared/admin/texts';
import { useCurrentUser } from '@/features/auth';
import './admin-panel.css';

/** The admin pages' own menu: the panel, and model management for admins (moderators only use the panel). */
export function AdminMenu() {
  const { isAdmin } = useCurrentUser();
  const links = [
    { to: ADMIN_PATH, label: adminTexts.menuPanel },
    ...(isAdmin ? [{ to: `${ADMIN_PATH}/models`, label: adminTexts.menuModels }] : []),
  ];
  return (
    <nav className="admin-menu" aria-label={adminTexts.menuLabel}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            {/* `end`: on /admin/models only Models is current. */}
            <NavLink to={link.to} end className="admin-menu__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
