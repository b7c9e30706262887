import { Link } from 'react-router-dom';
import type { ModelSummary } from '@shared/catalogue/responses';
import { excerpt } from '../format';
import { YearsBadge } from '../YearsBadge';
import { CardPicture } from '@/ui/car-art/CardPicture';

interface ModelListCardProps {
  model: ModelSummary;
  /** In the first row of the list: its picture loads at once. */
  eager?: boolean;
}

/** One model in the list; the whole card is clickable through its title link. */
export function ModelListCard({ model, eager = false }: ModelListCardProps) {
  return (
    <article className="catalogue-card card">
      <div className="catalogue-card__media">
        <CardPicture src={model.cardImage} model={model} eager={eager} />
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
