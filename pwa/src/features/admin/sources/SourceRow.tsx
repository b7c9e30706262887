import { dateAndTime } from '@shared/format/relativeDates';
import type { Source } from '@shared/admin/sources';
import { Button } from '@/ui/Button';
import { ExternalLink } from '@/ui/ExternalLink';
import { FetchNowButton } from './FetchNowButton';
import { RobotsStatusBadge } from './RobotsStatusBadge';

export type SourceAction = 'edit' | 'delete';

interface SourceRowProps {
  source: Source;
  /** Offline: the controls that change sources are disabled. */
  offline: boolean;
  onAction: (action: SourceAction) => void;
}

export function SourceRow({ source, offline, onAction }: SourceRowProps) {
  const context = <span className="visually-hidden"> {source.siteName}</span>;
  return (
    <tr>
      <th scope="row">{source.siteName}</th>
      <td className="sources-table__url">
        <ExternalLink href={source.url}>{source.url}</ExternalLink>
      </td>
      <td>
        <RobotsStatusBadge status={source.robotsStatus} />
      </td>
      <td>{source.allowedFields.length ? source.allowedFields.join(', ') : <span className="sources-table__none">None</span>}</td>
      <td>
        {source.lastFetchedAt ? (
          <>
            <time dateTime={source.lastFetchedAt}>{dateAndTime(source.lastFetchedAt)}</time>
            {source.lastFetchOutcome && <p className="sources-table__outcome">{source.lastFetchOutcome}</p>}
          </>
        ) : (
          <span className="sources-table__none">Never</span>
        )}
      </td>
      <td>
        <div className="admin-table__actions">
          <FetchNowButton source={source} disabled={offline} />
          <Button variant="secondary" size="sm" onClick={() => onAction('edit')} disabled={offline}>
            Edit{context}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onAction('delete')} disabled={offline}>
            Delete{context}
          </Button>
        </div>
      </td>
    </tr>
  );
}
