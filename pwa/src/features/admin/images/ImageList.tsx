import { useRef, useState } from 'react';
import type { ModelImage } from '@shared/catalogue/responses';
import { deleteImage, reorderImages } from '../models/modelAdminApi';
import { useCatalogueMutation } from '../models/useCatalogueMutation';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure, toastSuccess } from '../adminToast';
import { ImageListItem } from './ImageListItem';

interface ImageListProps {
  modelId: string;
  modelName: string;
  images: readonly ModelImage[];
}

/** The gallery in display order, with reordering (PUT order) and deletion after a confirmation. */
export function ImageList({ modelId, modelName, images }: ImageListProps) {
  const reorder = useCatalogueMutation(reorderImages);
  const remove = useCatalogueMutation(deleteImage);
  const [toDelete, setToDelete] = useState<{ image: ModelImage; position: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  /**
   * Once the list has re-rendered, focus this image's control (or the item itself when that control is
   * disabled), or `fallback` when the image is gone: keyboard focus never drops to the page behind.
   */
  const focusImage = (imageId: string | undefined, control?: string, fallback?: HTMLElement | null) =>
    requestAnimationFrame(() => {
      const item = imageId ? list.current?.querySelector<HTMLElement>(`[data-image-id="${CSS.escape(imageId)}"]`) : null;
      const button = control ? item?.querySelector<HTMLButtonElement>(control) : null;
      (button && !button.disabled ? button : (item ?? fallback))?.focus();
    });

  if (images.length === 0) return <p className="catalogue-muted">No images yet. Upload the first one above.</p>;

  const move = (index: number, delta: -1 | 1) => {
    if (reorder.isPending) return;
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + delta, 0, moved);
    reorder.mutate(
      { id: modelId, imageIds: ids },
      {
        onSuccess: () => focusImage(moved, `[data-move="${delta < 0 ? 'up' : 'down'}"]`),
        onError: (error) => toastFailure(adminModelTexts.reorderFailed, error),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    // Where focus goes afterwards: the image taking this one's place, the one before it, or the dialog.
    const index = toDelete.position - 1;
    const neighbour = images[index + 1]?.id ?? images[index - 1]?.id;
    const dialog = list.current?.closest<HTMLElement>('[role="dialog"]');
    remove.mutate(
      { id: modelId, imageId: toDelete.image.id },
      {
        onSuccess: () => {
          toastSuccess(adminModelTexts.imageDeleted);
          setToDelete(null);
          focusImage(neighbour, undefined, dialog);
        },
        onError: (error) => toastFailure(adminModelTexts.imageDeleteFailed, error),
      },
    );
  };

  return (
    <>
      <ol ref={list} className="gallery-admin__list">
        {images.map((image, index) => (
          <ImageListItem
            key={image.id}
            modelId={modelId}
            modelName={modelName}
            image={image}
            position={index + 1}
            isFirst={index === 0}
            isLast={index === images.length - 1}
            moving={reorder.isPending}
            onMove={(delta) => move(index, delta)}
            onDelete={() => setToDelete({ image, position: index + 1 })}
            onFeatured={() => focusImage(image.id)}
          />
        ))}
      </ol>
      {toDelete && (
        <ConfirmDialog
          title="Delete Image"
          message={adminModelTexts.confirmDeleteImage(toDelete.position)}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
}
