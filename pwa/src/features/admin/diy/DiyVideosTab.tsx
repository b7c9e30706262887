import { useId, useMemo, useRef, useState } from 'react';
import type { DiyVideo } from '@shared/diy/schemas';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { buttonClass } from '@/ui/buttonClass';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { useModels } from '@/features/catalogue';
import { DeleteDiyVideoDialog } from './DeleteDiyVideoDialog';
import { DiyVideoFormDialog } from './DiyVideoFormDialog';
import { DiyVideoRow, type DiyVideoAction } from './DiyVideoRow';
import { useAdminDiyVideos } from './useDiyAdmin';
import '../admin-models.css';
import './diy-admin.css';

type OpenDialog = { kind: 'create' } | { kind: DiyVideoAction; video: DiyVideo } | null;

/** Admin panel DIY videos tab: the videos of /diy, with add, edit and delete. */
export function DiyVideosTab() {
  const { data, isPending, isError, refetch } = useAdminDiyVideos();
  const models = useModels();
  const modelNames = useMemo(() => new Map((models.data ?? []).map((model) => [model.slug, model.name])), [models.data]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const online = useOnlineStatus();
  const addButton = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const close = () => setDialog(null);
  // The deleted video's row leaves with the button that opened the dialog: focus Add Video instead.
  const focusAdd = () => requestAnimationFrame(() => addButton.current?.focus());

  return (
    <div className="diy-admin">
      <div className="diy-admin__head">
        <p className="diy-admin__lead">The how-to videos of the DIY page. Changes show there, and in the offline copy, at once.</p>
        {/* A plain button: the shared Button does not pass a ref through. */}
        <button ref={addButton} type="button" className={buttonClass()} onClick={() => setDialog({ kind: 'create' })} disabled={!online}>
          Add Video
        </button>
      </div>
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <LoadError what="The videos" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p className="admin-models__empty">No videos yet. Use Add Video to add the first one.</p>
      ) : (
        <ScrollBox className="card" labelledBy={captionId}>
          <table className="admin-table">
            <caption id={captionId} className="visually-hidden">
              DIY videos ({data.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Difficulty</th>
                <th scope="col">Models</th>
                <th scope="col">Duration</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((video) => (
                <DiyVideoRow
                  key={video.id}
                  video={video}
                  modelNames={modelNames}
                  offline={!online}
                  onAction={(kind) => setDialog({ kind, video })}
                />
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {dialog?.kind === 'create' && <DiyVideoFormDialog video={null} onClose={close} />}
      {dialog?.kind === 'edit' && <DiyVideoFormDialog video={dialog.video} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDiyVideoDialog video={dialog.video} onClose={close} onDeleted={focusAdd} />}
    </div>
  );
}
