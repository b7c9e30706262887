import { Link } from 'react-router-dom';
import { modelPictureTexts as t } from '@shared/catalogue/picture-texts';
import type { ModelDetail } from '@shared/catalogue/responses';
import { CarArt } from '@/ui/car-art/CarArt';
import { useOwnersCars } from '../useOwnersCars';

const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/**
 * "Owners' cars": members' garage cars of this model, each with its first photo (or the model's drawing),
 * its year and trim, and its owner linking to their profile. Nothing at all when there are none or they cannot load.
 */
export function OwnersCars({ model }: { model: ModelDetail }) {
  const { data } = useOwnersCars(model.slug);
  if (!data || data.length === 0) return null;
  return (
    <section className="catalogue-section owners-cars" aria-labelledby="owners-cars-title">
      <h2 id="owners-cars-title">{t.ownersCarsTitle}</h2>
      <p className="owners-cars__lead">{t.ownersCarsLead(model.name)}</p>
      <ul className="owners-cars__list">
        {data.map(({ car, owner }) => {
          const label = [car.year, model.name, car.trim].filter(Boolean).join(' ');
          const [photo] = car.photos;
          return (
            <li key={car.id} className="owners-car card">
              <div className="owners-car__media">
                {photo ? <img src={photo} alt="" loading="lazy" decoding="async" /> : <CarArt model={model} />}
              </div>
              <p className="owners-car__title">
                <Link to={`${profilePath(owner.username)}/cars/${encodeURIComponent(car.id)}`}>{label}</Link>
              </p>
              <p className="owners-car__owner">
                <Link to={profilePath(owner.username)}>{t.ownersCarOwner(owner.name)}</Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
