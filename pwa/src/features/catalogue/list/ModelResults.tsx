import type { ModelSummary } from '@shared/catalogue/responses';
import { ModelListCard } from './ModelListCard';
import { NoModelsMatch } from './NoModelsMatch';

interface ModelResultsProps {
  models: readonly ModelSummary[];
  total: number;
  filtered: boolean;
  onClear: () => void;
}

const plural = (count: number) => `${count} ${count === 1 ? 'model' : 'models'}`;

export function ModelResults({ models, total, filtered, onClear }: ModelResultsProps) {
  return (
    <>
      <p className="catalogue-count" aria-live="polite" aria-atomic="true">
        {filtered ? `Showing ${models.length} of ${plural(total)}` : plural(total)}
      </p>
      {models.length === 0 ? (
        <NoModelsMatch filtered={filtered} onClear={onClear} />
      ) : (
        <ul className="catalogue-grid" aria-label="Models">
          {models.map((model) => (
            <li key={model.id}>
              <ModelListCard model={model} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
