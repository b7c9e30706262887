import { useState } from 'react';
import type { AdminUser } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { shortDate } from '@shared/format/relativeDates';
import { RolesDialog } from './RolesDialog';
import { useUserChange } from './useAdminUsers';

type Open = 'none' | 'roles' | 'block';

/** One account: name, email, roles, blocked state, joined date; Edit roles and Block/Unblock. */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [open, setOpen] = useState<Open>('none');
  const change = useUserChange();
  const close = () => setOpen('none');
  return (
    <li className="admin-card" aria-label={user.name}>
      <h3>{user.name}</h3>
      <p className="admin-card__meta">
        @{user.username} · {user.email} · Joined <time dateTime={user.joinedAt}>{shortDate(user.joinedAt)}</time>
      </p>
      <p className="admin-card__meta">
        {user.roles.map((role) => (
          <span key={role} className="admin-badge">
            {role}
          </span>
        ))}
        {user.isBlocked && <span className="admin-badge admin-badge--destructive">{adminTexts.blocked}</span>}
      </p>
      <div className="admin-card__actions">
        <Button variant="secondary" size="sm" onClick={() => setOpen('roles')} aria-label={`${adminTexts.editRoles}: ${user.name}`}>
          {adminTexts.editRoles}
        </Button>
        {/* An admin cannot block their own account (the server refuses it too). */}
        {!isSelf &&
          (user.isBlocked ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: user.id, kind: 'unblock' })}
              aria-label={`${adminTexts.unblock} ${user.name}`}
            >
              {adminTexts.unblock}
            </Button>
          ) : (
            <Button variant="danger" size="sm" onClick={() => setOpen('block')} aria-label={`${adminTexts.block} ${user.name}`}>
              {adminTexts.block}
            </Button>
          ))}
      </div>
      {open === 'roles' && <RolesDialog user={user} isSelf={isSelf} onClose={close} />}
      {open === 'block' && (
        <ConfirmDialog
          title={`${adminTexts.block} ${user.name}?`}
          message={adminTexts.confirmBlock(user.name)}
          confirmLabel={adminTexts.block}
          pendingLabel="Blocking..."
          pending={change.isPending}
          onConfirm={() => change.mutate({ id: user.id, kind: 'block' }, { onSettled: close })}
          onCancel={close}
        />
      )}
    </li>
  );
}
