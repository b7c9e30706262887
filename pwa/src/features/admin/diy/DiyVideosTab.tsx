import { useMemo, useState } from 'react';
import type { DiyVideo } from '@shared/diy/schemas';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { useModels } from '@/features/catalogue';
import { AdminList } from '../list/AdminList';
import { AdminListHead, useAddButton } from '../list/AdminListHead';
import { AdminTable } from '../list/AdminTable';
import { DeleteDiyVideoDialog } from './DeleteDiyVideoDialog';
import { DiyVideoFormDialog } from './DiyVideoFormDialog';
import { DiyVideoRow, type DiyVideoAction } from './DiyVideoRow';
import { useAdminDiyVideos } from './useDiyAdmin';
// The dialogs' forms are styled by the models page's sheet.
import '../admin-models.css';
import './diy-admin.css';

type OpenDialog = { kind: 'create' } | { kind: DiyVideoAction; video: DiyVideo } | null;

/** Admin panel DIY videos tab: the videos of /diy, with add, edit and delete. */
export function DiyVideosTab() {
  const videos = useAdminDiyVideos();
  const models = useModels();
  const modelNames = useMemo(() => new Map((models.data ?? []).map((model) => [model.slug, model.name])), [models.data]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const online = useOnlineStatus();
  const addButton = useAddButton();
  const close = () => setDialog(null);

  return (
    <div className="diy-admin">
      <AdminListHead
        lead="The how-to videos of the DIY page. Changes show there, and in the offline copy, at once."
        addLabel="Add Video"
        onAdd={() => setDialog({ kind: 'create' })}
        disabled={!online}
        addButton={addButton}
      />
      <AdminList query={videos} items={videos.data ?? []} what="The videos" empty="No videos yet. Use Add Video to add the first one.">
        {(items) => (
          <AdminTable caption={`DIY videos (${items.length})`} columns={['Title', 'Category', 'Difficulty', 'Models', 'Duration']}>
            {items.map((video) => (
              <DiyVideoRow
                key={video.id}
                video={video}
                modelNames={modelNames}
                offline={!online}
                onAction={(kind) => setDialog({ kind, video })}
              />
            ))}
          </AdminTable>
        )}
      </AdminList>
      {dialog?.kind === 'create' && <DiyVideoFormDialog video={null} onClose={close} />}
      {dialog?.kind === 'edit' && <DiyVideoFormDialog video={dialog.video} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDiyVideoDialog video={dialog.video} onClose={close} onDeleted={addButton.focus} />}
    </div>
  );
}
