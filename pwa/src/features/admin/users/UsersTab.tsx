import { useState, type FormEvent } from 'react';
import { USER_SEARCH_MAX_LENGTH } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useCurrentUser } from '@/features/auth';
import { AdminList } from '../list/AdminList';
import { useUserPages } from './useAdminUsers';
import { UserRow } from './UserRow';

/** Users tab (admins): search by name, username or email; roles and blocking per account. */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const { user: me } = useCurrentUser();
  const pages = useUserPages(q);
  const users = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  return (
    <div>
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <TextField
          label={adminTexts.searchUsers}
          type="search"
          placeholder={adminTexts.searchUsersPlaceholder}
          maxLength={USER_SEARCH_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      <AdminList query={pages} items={users} what="The users" empty={adminTexts.noUsers}>
        {(items) => (
          <ul className="admin-list" aria-label={adminTexts.tabs.users}>
            {items.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
            ))}
          </ul>
        )}
      </AdminList>
    </div>
  );
}
