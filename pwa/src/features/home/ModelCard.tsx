import { Link } from 'react-router-dom';
import type { ModelSummary } from '@shared/catalogue/responses';
import { formatYearRange } from '@shared/format/yearRange';
import { CardPicture } from '@/ui/car-art/CardPicture';

interface ModelCardProps {
  model: ModelSummary;
}

export function ModelCard({ model }: ModelCardProps) {
  return (
    <Link to={`/pontiac/${encodeURIComponent(model.slug)}`} className="model-card card">
      <div className="model-card__media">
        {/* Below the home page's hero: loaded when scrolled near. */}
        <CardPicture src={model.cardImage} model={model} />
      </div>
      <div className="model-card__body">
        <h3 className="model-card__name">{model.name}</h3>
        <p className="model-card__years">{formatYearRange(model.firstYear, model.lastYear)}</p>
      </div>
    </Link>
  );
}
