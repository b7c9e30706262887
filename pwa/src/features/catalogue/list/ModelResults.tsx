import type { ModelSummary } from '@shared/catalogue/responses';
import { ModelListCard } from './ModelListCard';
import { NoModelsMatch } from './NoModelsMatch';

interface ModelResultsProps {
  models: readonly ModelSummary[];
  total: number;
  filtered: boolean;
  onClear: () => void;
}

/** Cards in the first row on a wide screen: their pictures are in the first screenful, the rest load lazily. */
const FIRST_ROW = 3;

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
          {models.map((model, index) => (
            <li key={model.id}>
              <ModelListCard model={model} eager={index < FIRST_ROW} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
