import { useId, type ReactNode } from 'react';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import './admin-list.css';

interface AdminTableProps {
  /** Read by screen readers only, and names the scroll box: "Sources", "DIY videos (8)". */
  caption: string;
  /** The column heads before the last one, which holds each row's actions; a class for one the rows' cells share. */
  columns: readonly (ReactNode | { label: ReactNode; className: string })[];
  className?: string;
  /** False for a table that only reports (an import's preview): no actions column. */
  withActions?: boolean;
  children: ReactNode;
}

const isClassed = (column: AdminTableProps['columns'][number]): column is { label: ReactNode; className: string } =>
  typeof column === 'object' && column !== null && 'className' in column;

/**
 * An admin tab's table: it scrolls sideways in its card on a narrow screen, and its last column is the row's actions
 * (unless `withActions` is false).
 */
export function AdminTable({ caption, columns, className, withActions = true, children }: AdminTableProps) {
  const captionId = useId();
  return (
    <ScrollBox className="card" labelledBy={captionId}>
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              isClassed(column) ? (
                <th key={index} scope="col" className={column.className}>
                  {column.label}
                </th>
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
            {withActions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollBox>
  );
}
