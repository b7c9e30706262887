import { Link } from 'react-router-dom';
import type { ModelSummary } from '@shared/catalogue/responses';
import { excerpt } from '../format';
import { YearsBadge } from '../YearsBadge';
import { CarArt } from '@/ui/car-art/CarArt';

interface ModelListCardProps {
  model: ModelSummary;
}

/** One model in the list; the whole card is clickable through its title link. */
export function ModelListCard({ model }: ModelListCardProps) {
  return (
    <article className="catalogue-card card">
      <div className="catalogue-card__media">
        {model.heroImage ? <img src={model.heroImage} alt="" loading="lazy" decoding="async" /> : <CarArt bodyStyles={model.bodyStyles} />}
        {model.featured && <span className="featured-mark">Featured</span>}
      </div>
      <div className="catalogue-card__body">
        <YearsBadge firstYear={model.firstYear} lastYear={model.lastYear} />
        <h2 className="catalogue-card__title">
          <Link to={`/pontiac/${encodeURIComponent(model.slug)}`} className="stretched-link">
            {model.name}
          </Link>
        </h2>
        <p className="catalogue-card__text">{model.description ? excerpt(model.description) : 'No description available yet.'}</p>
      </div>
    </article>
  );
}
