import type { ModelSummary } from '@shared/catalogue/responses';
import { deleteModel } from './modelAdminApi';
import { useCatalogueMutation } from './useCatalogueMutation';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure, toastSuccess } from '../adminToast';

interface DeleteModelDialogProps {
  model: ModelSummary;
  onClose: () => void;
  /** Called after a successful delete, when the row (and the button that opened this) is going away. */
  onDeleted: () => void;
}

/** Deleting a model also deletes its years, trims and images on the server (docs/product/entities.md cascade). */
export function DeleteModelDialog({ model, onClose, onDeleted }: DeleteModelDialogProps) {
  const remove = useCatalogueMutation(deleteModel);
  return (
    <ConfirmDialog
      title="Delete Model"
      message={adminModelTexts.confirmDelete(model.name)}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(model.id, {
          onSuccess: () => {
            toastSuccess(adminModelTexts.modelDeleted);
            onClose();
            onDeleted();
          },
          onError: (error) => toastFailure(adminModelTexts.deleteFailed, error),
        })
      }
    />
  );
}
