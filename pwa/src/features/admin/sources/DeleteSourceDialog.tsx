import { sourceTexts, type Source } from '@shared/admin/sources';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { toastFailure, toastSuccess } from '../adminToast';
import { deleteSource } from './sourceAdminApi';
import { useSourceMutation } from './useSources';

interface DeleteSourceDialogProps {
  source: Source;
  onClose: () => void;
  /** Called after a successful delete, when the row (and the button that opened this) is going away. */
  onDeleted: () => void;
}

export function DeleteSourceDialog({ source, onClose, onDeleted }: DeleteSourceDialogProps) {
  const remove = useSourceMutation(deleteSource);
  return (
    <ConfirmDialog
      title="Delete Source"
      message={`Are you sure you want to delete ${source.siteName}? This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(source.id, {
          onSuccess: () => {
            toastSuccess(sourceTexts.deleted);
            onClose();
            onDeleted();
          },
          onError: (error) => toastFailure(sourceTexts.deleteFailed, error),
        })
      }
    />
  );
}
