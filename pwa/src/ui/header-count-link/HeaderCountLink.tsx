import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './header-count-link.css';

/** More than this shows as "99+": the button stays small enough for a 360px header. */
const COUNT_MAX = 99;

/**
 * A round header link with an icon and how many things wait there (messages, notifications). The count is in `label`
 * for screen readers; the visible number is decoration.
 */
export function HeaderCountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <Link to={to} className="header-count-link" aria-label={label}>
      {icon}
      {count > 0 && (
        <span className="header-count-link__count" aria-hidden="true">
          {count > COUNT_MAX ? `${COUNT_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}
