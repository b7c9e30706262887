import type { CurrentUser } from '@shared/auth/current-user';
import { ACCOUNT_SETTINGS_PATH, ADMIN_PATH, PROFILE_PATH } from '@shared/layout/nav';
import { MEMBER_OFFLINE_LABEL } from '@shared/pwa/texts';
import { DropdownMenu } from '@/ui/menu/DropdownMenu';
import type { MenuItemSpec } from '@/ui/menu/types';
import { Icon } from '@/ui/Icon';
import { initialsOf } from '../initials';
import { useSignOut } from '../useSignOut';

interface UserMenuProps {
  user: CurrentUser;
  isAdmin: boolean;
  /** The member the device last knew, not confirmed by the server since (no signal). */
  isRemembered?: boolean;
}

/**
 * Signed-in account menu: the member's photo (or initials, outlined while offline) and name, then Profile, Account
 * Settings, Admin Panel (admins) and Sign Out.
 */
export function UserMenu({ user, isAdmin, isRemembered = false }: UserMenuProps) {
  const { signOut, isPending } = useSignOut();
  const items: MenuItemSpec[] = [
    { kind: 'link', label: 'Profile', to: PROFILE_PATH },
    { kind: 'link', label: 'Account Settings', to: ACCOUNT_SETTINGS_PATH },
    ...(isAdmin ? [{ kind: 'link', label: 'Admin Panel', to: ADMIN_PATH } satisfies MenuItemSpec] : []),
    { kind: 'action', label: 'Sign Out', onSelect: signOut, disabled: isPending },
  ];
  return (
    <DropdownMenu
      triggerClassName="user-menu__trigger"
      menuLabel="Account"
      items={items}
      trigger={
        <>
          <span className={`user-menu__avatar${isRemembered ? ' user-menu__avatar--offline' : ''}`} aria-hidden="true">
            {user.avatarUrl ? <img src={user.avatarUrl} alt="" width={32} height={32} /> : initialsOf(user.name)}
          </span>
          <span className="user-menu__name">{user.name}</span>
          {isRemembered && <span className="visually-hidden"> ({MEMBER_OFFLINE_LABEL})</span>}
          <Icon name="chevronDown" size={16} className="user-menu__chevron" />
        </>
      }
    />
  );
}
