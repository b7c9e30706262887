import type { ReactNode } from 'react';
import { adminTexts } from '@shared/admin/texts';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import './admin-list.css';

/** What an admin list needs of its query: TanStack Query's result, paged or not. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}
interface PagedListQuery extends ListQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface AdminListProps<Item> {
  query: ListQuery | PagedListQuery;
  items: readonly Item[];
  /** The subject of the load error's sentence: "The sources". */
  what: string;
  /** Said when there is nothing to list. */
  empty: ReactNode;
  /** The list itself (an AdminTable, or a list of cards), drawn only once there are items. */
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * Every admin tab's list in its states: loading, failed with Try again, empty with a sentence of its own, the items,
 * and, for a paged query, Load more under them.
 */
export function AdminList<Item>({ query, items, what, empty, children }: AdminListProps<Item>) {
  const paged = 'hasNextPage' in query ? query : undefined;
  return (
    <>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <LoadError what={what} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="admin-list__empty">{empty}</p>
      ) : (
        children(items)
      )}
      {paged?.hasNextPage && (
        <div>
          <Button variant="secondary" onClick={() => void paged.fetchNextPage()} disabled={paged.isFetchingNextPage}>
            {adminTexts.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
