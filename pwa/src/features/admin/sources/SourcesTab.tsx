import { useId, useRef, useState } from 'react';
import type { Source } from '@shared/admin/sources';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { buttonClass } from '@/ui/buttonClass';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { DeleteSourceDialog } from './DeleteSourceDialog';
import { SourceFormDialog } from './SourceFormDialog';
import { SourceRow, type SourceAction } from './SourceRow';
import { useSources } from './useSources';
import '../admin-models.css';
import './sources.css';

type OpenDialog = { kind: 'create' } | { kind: SourceAction; source: Source } | null;

/** Admin panel Sources tab (SPEC §2): status, allowed fields, last fetched, edit fields, fetch now, add new source. */
export function SourcesTab() {
  const { data, isPending, isError, refetch } = useSources();
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
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <LoadError what="The sources" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p className="admin-models__empty">No sources yet. Use Add New Source to add the first one.</p>
      ) : (
        <ScrollBox className="card" labelledBy={captionId}>
          <table className="admin-table sources-table">
            <caption id={captionId} className="visually-hidden">
              Sources ({data.length})
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
              {data.map((source) => (
                <SourceRow key={source.id} source={source} offline={!online} onAction={(kind) => setDialog({ kind, source })} />
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {dialog?.kind === 'create' && <SourceFormDialog source={null} onClose={close} />}
      {dialog?.kind === 'edit' && <SourceFormDialog source={dialog.source} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteSourceDialog source={dialog.source} onClose={close} onDeleted={focusAdd} />}
    </div>
  );
}
