import { Link } from 'react-router-dom';
import { useModels } from '@/features/catalogue';
import { ModelCard } from './ModelCard';
import { ModelCardSkeleton } from './ModelCardSkeleton';
import { HOME_MODEL_COUNT } from './stats';

/** The first four models from GET /api/models (or the offline copy), four skeletons while they load. */
export function FeaturedModels() {
  const { data, isPending, isError } = useModels();
  const models = data?.slice(0, HOME_MODEL_COUNT) ?? [];

  return (
    <section className="home-section" aria-labelledby="models-title" aria-busy={isPending}>
      <div className="home-section__head">
        <h2 id="models-title">Popular Models</h2>
        <Link to="/pontiac" className="home-section__more">
          View all models
        </Link>
      </div>
      {isPending ? (
        <>
          <p className="visually-hidden" role="status">
            Loading models...
          </p>
          <div className="card-grid card-grid--4 skeleton-group">
            {Array.from({ length: HOME_MODEL_COUNT }, (_, index) => (
              <ModelCardSkeleton key={index} />
            ))}
          </div>
        </>
      ) : isError ? (
        <p className="home-section__empty">Models could not be loaded right now.</p>
      ) : models.length === 0 ? (
        <p className="home-section__empty">The model catalogue is being put together. Check back soon.</p>
      ) : (
        <ul className="card-grid card-grid--4">
          {models.map((model) => (
            <li key={model.slug}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
