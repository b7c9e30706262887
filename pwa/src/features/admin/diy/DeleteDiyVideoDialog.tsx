import { diyAdminTexts } from '@shared/diy/admin';
import type { DiyVideo } from '@shared/diy/schemas';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { toastFailure, toastSuccess } from '../adminToast';
import { deleteDiyVideo } from './diyAdminApi';
import { useDiyVideoMutation } from './useDiyAdmin';

interface DeleteDiyVideoDialogProps {
  video: DiyVideo;
  onClose: () => void;
  /** Called after a successful delete, when the row (and the button that opened this) is going away. */
  onDeleted: () => void;
}

export function DeleteDiyVideoDialog({ video, onClose, onDeleted }: DeleteDiyVideoDialogProps) {
  const remove = useDiyVideoMutation(deleteDiyVideo);
  return (
    <ConfirmDialog
      title="Delete Video"
      message={diyAdminTexts.confirmDelete(video.title)}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(video.id, {
          onSuccess: () => {
            toastSuccess(diyAdminTexts.deleted);
            onClose();
            onDeleted();
          },
          onError: (error) => toastFailure(diyAdminTexts.deleteFailed, error),
        })
      }
    />
  );
}
