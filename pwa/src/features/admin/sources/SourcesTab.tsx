import { useState } from 'react';
import { ROBOTS_STATUSES, type RobotsStatus, type Source } from '@shared/admin/sources';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { SelectField } from '@/ui/SelectField';
import { AdminList } from '../list/AdminList';
import { AdminListHead, useAddButton } from '../list/AdminListHead';
import { AdminTable } from '../list/AdminTable';
import { DeleteSourceDialog } from './DeleteSourceDialog';
import { robotsStatusLabels } from './RobotsStatusBadge';
import { SourceFormDialog } from './SourceFormDialog';
import { SourceRow, type SourceAction } from './SourceRow';
import { useSourcePages } from './useSources';
// The dialogs' forms are styled by the models page's sheet.
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
  const addButton = useAddButton();
  const close = () => setDialog(null);

  return (
    <div className="sources-tab">
      <AdminListHead
        lead="Sites the catalogue may read from, what their robots.txt allows and which fields may be taken."
        addLabel="Add New Source"
        onAdd={() => setDialog({ kind: 'create' })}
        disabled={!online}
        addButton={addButton}
      />
      <div className="admin-toolbar">
        <SelectField
          label="Robots Status"
          options={statusOptions}
          value={robotsStatus || 'all'}
          onChange={(event) => setRobotsStatus(toStatus(event.target.value))}
        />
      </div>
      <AdminList
        query={pages}
        items={sources}
        what="The sources"
        empty={
          robotsStatus
            ? `No sources are ${robotsStatusLabels[robotsStatus].toLowerCase()}.`
            : 'No sources yet. Use Add New Source to add the first one.'
        }
      >
        {(items) => (
          <AdminTable
            caption="Sources"
            className="sources-table"
            columns={['Site', 'URL', 'Robots Status', 'Allowed Fields', 'Last Fetched']}
          >
            {items.map((source) => (
              <SourceRow key={source.id} source={source} offline={!online} onAction={(kind) => setDialog({ kind, source })} />
            ))}
          </AdminTable>
        )}
      </AdminList>
      {dialog?.kind === 'create' && <SourceFormDialog source={null} onClose={close} />}
      {dialog?.kind === 'edit' && <SourceFormDialog source={dialog.source} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteSourceDialog source={dialog.source} onClose={close} onDeleted={addButton.focus} />}
    </div>
  );
}
