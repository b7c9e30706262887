import { Link } from 'react-router-dom';
import { modelPictureTexts } from '@shared/catalogue/picture-texts';
import type { ModelDetail } from '@shared/catalogue/responses';
import { CarArt } from '@/ui/car-art/CarArt';

/** The stored copies' widths at most (api/base/uploads/image-store.ts): the medium copy and the full photo. */
const MEDIUM_WIDTH = 1280;
const FULL_WIDTH = 2560;
/** The header spans the page: the screen's width less its margins, up to the page's 1200 px. */
const HEADER_SIZES = '(max-width: 1232px) calc(100vw - 2rem), 1200px';

/**
 * The model page's picture: the admin's featured image, else the newest garage photo of the model (credited
 * to its owner, linking to their profile), else the model's drawing.
 */
export function ModelPicture({ model }: { model: ModelDetail }) {
  if (!model.headerImage) {
    return (
      <div className="model-hero model-hero--drawn">
        <CarArt model={model} />
      </div>
    );
  }
  const credit = model.pictureCredit;
  return (
    <figure className="model-picture">
      {/* The page's largest picture, in the first screenful: loaded at once, in a box of fixed shape. */}
      <div className="model-hero">
        <img
          src={model.headerImage}
          // Phones (and narrow windows) take the medium copy; wide and sharp screens the full photo.
          srcSet={model.headerImageMedium ? `${model.headerImageMedium} ${MEDIUM_WIDTH}w, ${model.headerImage} ${FULL_WIDTH}w` : undefined}
          sizes={model.headerImageMedium ? HEADER_SIZES : undefined}
          alt={`Pontiac ${model.name}`}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {credit && (
        <figcaption className="model-picture__credit">
          <Link to={`/profile/${encodeURIComponent(credit.username)}`}>{modelPictureTexts.photoCredit(credit.name)}</Link>
        </figcaption>
      )}
    </figure>
  );
}
