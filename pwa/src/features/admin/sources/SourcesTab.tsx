import { useId, useRef, useState } from 'react';
import { ROBOTS_STATUSES, type RobotsStatus, type Source } from '@shared/admin/sources';
import { adminTexts } from '@shared/admin/texts';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { buttonClass } from '@/ui/buttonClass';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { SelectField } from '@/ui/SelectField';
import { DeleteSourceDialog } from './DeleteSourceDialog';
import { robotsStatusLabels } from './RobotsStatusBadge';
import { SourceFormDialog } from './SourceFormDialog';
import { SourceRow, type SourceAction } from './SourceRow';
import { useSourcePages } from './useSources';
import '../admin-models.css';
import './sources.css';

type OpenDialog = { kind: 'create' } | { kind: SourceAction; source: Source } | null;

const statusOptions = [
  { value: 'all', label: 'All' },
  ...ROBOTS_STATUSES.map((status) => ({ value: status, label: robotsStatusLabels[status] })),
];
const toStatus = (value: string): RobotsStatus | '' => ROBOTS_STATUSES.find((status) => status === value) ?? '';

/**
 * Admin panel Sources tab (docs/product/screens.md): status, allowed fields, last fetched, edit fields, fetch now, add new source.
 * Newest first, a page at a time, optionally one robots status.
 */
export function SourcesTab() {
  const [robotsStatus, setRobotsStatus] = useState<RobotsStatus | ''>('');
  const pages = useSourcePages(robotsStatus);
  const sources = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Every change goes to the API: offline, the table stays readable but its controls are disabled.
  const online = useOnlineStatus();
  const addButton = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const close = () => setDialog(null);
  // The deleted source's row leaves with the button that opened the dialog: focus Add New Source instead.
  const focusAdd = () => requestAnimationFrame(() => addButton.current?.focus());

  return (
    <div className="sources-tab">
      <div className="sources-tab__head">
        <p className="sources-tab__lead">Sites the catalogue may read from, what their robots.txt allows and which fields may be taken.</p>
        {/* A plain button: the shared Button does not pass a ref through. */}
        <button ref={addButton} type="button" className={buttonClass()} onClick={() => setDialog({ kind: 'create' })} disabled={!online}>
          Add New Source
        </button>
      </div>
      <div className="admin-toolbar">
        <SelectField
          label="Robots Status"
          options={statusOptions}
          value={robotsStatus || 'all'}
          onChange={(event) => setRobotsStatus(toStatus(event.target.value))}
        />
      </div>
      {pages.isPending ? (
        <LoadingState />
      ) : pages.isError ? (
        <LoadError what="The sources" onRetry={() => void pages.refetch()} />
      ) : sources.length === 0 ? (
        <p className="admin-models__empty">
          {robotsStatus
            ? `No sources are ${robotsStatusLabels[robotsStatus].toLowerCase()}.`
            : 'No sources yet. Use Add New Source to add the first one.'}
        </p>
      ) : (
        <ScrollBox className="card" labelledBy={captionId}>
          <table className="admin-table sources-table">
            <caption id={captionId} className="visually-hidden">
              Sources
            </caption>
            <thead>
              <tr>
                <th scope="col">Site</th>
                <th scope="col">URL</th>
                <th scope="col">Robots Status</th>
                <th scope="col">Allowed Fields</th>
                <th scope="col">Last Fetched</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((source) => (
                <SourceRow key={source.id} source={source} offline={!online} onAction={(kind) => setDialog({ kind, source })} />
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {pages.hasNextPage && (
        <div>
          <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {adminTexts.loadMore}
          </Button>
        </div>
      )}
      {dialog?.kind === 'create' && <SourceFormDialog source={null} onClose={close} />}
      {dialog?.kind === 'edit' && <SourceFormDialog source={dialog.source} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteSourceDialog source={dialog.source} onClose={close} onDeleted={focusAdd} />}
    </div>
  );
}
