import { Link } from 'react-router-dom';
import { modelPictureTexts } from '@shared/catalogue/picture-texts';
import type { ModelDetail } from '@shared/catalogue/responses';
import { CarArt } from '@/ui/car-art/CarArt';

/**
 * The model page's picture (issue 34): the admin's featured image, else the newest garage photo of the model (credited
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
        <img src={model.headerImage} alt={`Pontiac ${model.name}`} fetchPriority="high" decoding="async" />
      </div>
      {credit && (
        <figcaption className="model-picture__credit">
          <Link to={`/profile/${encodeURIComponent(credit.username)}`}>{modelPictureTexts.photoCredit(credit.name)}</Link>
        </figcaption>
      )}
    </figure>
  );
}
