import type { ModelImage } from '@shared/catalogue/responses';
import { featureImage } from '../models/modelAdminApi';
import { useCatalogueMutation } from '../models/useCatalogueMutation';
import { Button } from '@/ui/Button';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure, toastSuccess } from '../adminToast';
import { ImageCaptionForm } from './ImageCaptionForm';

interface ImageListItemProps {
  modelId: string;
  modelName: string;
  image: ModelImage;
  /** 1-based place in the display order. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  moving: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  /** After "Set as featured" the button goes away: focus moves to the item so it is not lost. */
  onFeatured: () => void;
}

export function ImageListItem({
  modelId,
  modelName,
  image,
  position,
  isFirst,
  isLast,
  moving,
  onMove,
  onDelete,
  onFeatured,
}: ImageListItemProps) {
  const feature = useCatalogueMutation(featureImage);
  const context = <span className="visually-hidden"> (image {position})</span>;

  const setFeatured = () => {
    if (feature.isPending) return;
    feature.mutate(
      { id: modelId, imageId: image.id },
      {
        onSuccess: () => {
          toastSuccess(adminModelTexts.featuredImageUpdated);
          onFeatured();
        },
        onError: (error) => toastFailure(adminModelTexts.featuredImageFailed, error),
      },
    );
  };

  return (
    <li
      className="gallery-admin__item"
      data-image-id={image.id}
      tabIndex={-1}
      aria-label={`Image ${position}${image.isFeatured ? ', featured' : ''}`}
    >
      <img className="gallery-admin__thumb" src={image.imageUrl} alt={image.caption ?? `${modelName} image ${position}`} />
      <div className="gallery-admin__details">
        <p className="gallery-admin__meta">
          <span className="gallery-admin__order">#{position}</span>
          {image.isFeatured && <span className="status-badge status-badge--featured">Featured</span>}
        </p>
        <ImageCaptionForm modelId={modelId} image={image} position={position} />
        <div className="gallery-admin__actions">
          {!image.isFeatured && (
            <Button variant="secondary" size="sm" onClick={setFeatured} aria-disabled={feature.isPending || undefined}>
              Set as featured{context}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            data-move="up"
            onClick={() => onMove(-1)}
            disabled={isFirst}
            aria-disabled={moving || undefined}
          >
            Move up{context}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            data-move="down"
            onClick={() => onMove(1)}
            disabled={isLast}
            aria-disabled={moving || undefined}
          >
            Move down{context}
          </Button>
          <Button variant="danger" size="sm" onClick={onDelete}>
            Delete{context}
          </Button>
        </div>
      </div>
    </li>
  );
}
