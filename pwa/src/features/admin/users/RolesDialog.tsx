import { useState } from 'react';
import type { AdminUser } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { ROLES, type Role } from '@shared/auth/roles';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/dialog/Dialog';
import { useUserChange } from './useAdminUsers';

/** Every account keeps 'user'; an admin cannot take their own admin role away (the server refuses it too). */
export function RolesDialog({ user, isSelf, onClose }: { user: AdminUser; isSelf: boolean; onClose: () => void }) {
  const [roles, setRoles] = useState<Role[]>(ROLES.filter((role) => role === 'user' || user.roles.includes(role)));
  const change = useUserChange();
  const toggle = (role: Role, on: boolean) => setRoles((current) => ROLES.filter((r) => (r === role ? on : current.includes(r))));
  const locked = (role: Role) => role === 'user' || (isSelf && role === 'admin');
  const save = () => change.mutate({ id: user.id, kind: 'roles', roles }, { onSuccess: onClose });
  return (
    <Dialog title={`${adminTexts.editRoles}: ${user.name}`} size="sm" onClose={onClose}>
      <fieldset className="admin-roles">
        <legend>Roles</legend>
        {ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              disabled={locked(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />{' '}
            {role}
          </label>
        ))}
      </fieldset>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} disabled={change.isPending}>
          {adminTexts.saveRoles}
        </Button>
      </div>
    </Dialog>
  );
}
