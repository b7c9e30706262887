import { useEffect } from 'react';
import type { ModelSummary } from '@shared/catalogue/responses';
import { sortByDisplayOrder, useModelImages } from '@/features/catalogue/public/modelImages';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/dialog/Dialog';
import { LoadingState } from '@/ui/LoadingState';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure } from '../adminToast';
import { ImageList } from './ImageList';
import { ImageUploadForm } from './ImageUploadForm';

interface ImageGalleryDialogProps {
  model: ModelSummary;
  onClose: () => void;
}

/** Upload, caption, feature, reorder and delete the photos of one model. */
export function ImageGalleryDialog({ model, onClose }: ImageGalleryDialogProps) {
  const { data, isPending, isError, error, errorUpdatedAt, refetch } = useModelImages(model.id);

  useEffect(() => {
    if (isError) toastFailure(adminModelTexts.fetchImagesFailed, error);
  }, [isError, error, errorUpdatedAt]);

  return (
    <Dialog
      size="lg"
      title={`Images for ${model.name}`}
      description="Photos shown in the model's gallery, in display order."
      onClose={onClose}
    >
      <ImageUploadForm modelId={model.id} />
      <section className="gallery-admin" aria-labelledby="gallery-admin-title" aria-busy={isPending}>
        <h3 id="gallery-admin-title" className="gallery-admin__title">
          Gallery{data ? ` (${data.length})` : ''}
        </h3>
        {isPending ? (
          <LoadingState />
        ) : isError ? (
          <div className="catalogue-error">
            <p>{adminModelTexts.fetchImagesFailed}.</p>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ImageList modelId={model.id} modelName={model.name} images={sortByDisplayOrder(data)} />
        )}
      </section>
    </Dialog>
  );
}
