import { adminResources } from '@shared/admin/resources';
import { callResource } from '@/http/resources';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type AdminLogEntry } from '@shared/admin/schemas';
import { adminActionLabels } from '@shared/admin/activity-labels';
import { adminTexts } from '@shared/admin/texts';
import { adminKeys } from '../adminKeys';
import { AdminList } from '../list/AdminList';
import { timeAgo } from '@shared/format/relativeDates';

/** GET /api/admin/activity, newest first, a page at a time. */
function useActivityPages() {
  return useInfiniteQuery({
    queryKey: adminKeys.activity,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => callResource(adminResources.activity, { query: { cursor: pageParam || undefined } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A short human line about what the action touched, from the details the API logged. */
function subjectOf(entry: AdminLogEntry): string {
  const name = entry.details?.name ?? entry.details?.slug;
  if (typeof name === 'string') return name;
  const after = entry.details?.after;
  if (Array.isArray(after)) return `roles: ${after.join(', ')}`;
  const reason = entry.details?.reason;
  if (typeof reason === 'string') return `${entry.targetType ?? 'content'} reported for "${reason}"`;
  return entry.targetType ?? '';
}

/** Activity tab (admins): every moderation and admin action, who did it and when. */
export function ActivityTab() {
  const pages = useActivityPages();
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      <AdminList query={pages} items={entries} what="The activity" empty={adminTexts.noActivity}>
        {(items) => (
          <ol className="admin-list" aria-label={adminTexts.tabs.activity}>
            {items.map((entry) => (
              <li key={entry.id} className="admin-card">
                <strong>{adminActionLabels[entry.action] ?? entry.action}</strong>
                <p className="admin-card__meta">
                  {entry.actor?.name ?? 'Deleted account'} · {subjectOf(entry)} ·{' '}
                  <time dateTime={entry.createdAt}>{timeAgo(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </AdminList>
    </div>
  );
}
