import { Link } from 'react-router-dom';
import { catalogueTexts } from '@shared/catalogue/texts';
import { isNotFound } from '@/http/isNotFound';
import { LoadingState } from '@/ui/LoadingState';
import { NotFoundState } from '@/ui/NotFoundState';
import { useModel } from '../useModel';

/** A year the catalogue has no page for: named by the model's name, with links to the years it does have. */
export function YearNotFound({ modelSlug, yearParam }: { modelSlug: string; yearParam: string }) {
  const model = useModel(modelSlug);
  if (model.isPending) return <LoadingState />;
  if (!model.data) {
    const modelMissing = isNotFound(model.error);
    return (
      <NotFoundState
        title={modelMissing ? 'Model Not Found' : 'Year Not Found'}
        message={modelMissing ? catalogueTexts.modelNotFound(modelSlug) : catalogueTexts.yearNotFound(yearParam, modelSlug)}
        linkTo="/pontiac"
        linkLabel="View All Models"
      />
    );
  }
  const { name, slug, years } = model.data;
  const yearsLabel = catalogueTexts.yearsOfModel(name);
  return (
    <NotFoundState
      title="Year Not Found"
      message={catalogueTexts.yearNotFound(yearParam, name)}
      linkTo={`/pontiac/${encodeURIComponent(slug)}`}
      linkLabel="Back to the Model"
    >
      {years.length > 0 && (
        <nav aria-label={yearsLabel}>
          <ul className="year-links">
            {[...years]
              .sort((a, b) => a - b)
              .map((year) => (
                <li key={year}>
                  <Link to={`/pontiac/${encodeURIComponent(slug)}/${year}`}>
                    {year} {name}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </NotFoundState>
  );
}
