import type { ModelDetail } from '@shared/catalogue/responses';
import { BODY_STYLE_LABELS } from '../modelFilters';
import { FactItems } from './FactItems';

/** Engines, transmissions and body styles across the model's years; hidden when none are known. */
export function ModelSpecs({ model }: { model: ModelDetail }) {
  const { engines, transmissions, bodyStyles } = model;
  if (engines.length + transmissions.length + bodyStyles.length === 0) return null;
  return (
    <section className="catalogue-panel card" aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
      <dl className="fact-list">
        {engines.length > 0 && (
          <div>
            <dt>Engines</dt>
            <dd>
              <FactItems items={engines} />
            </dd>
          </div>
        )}
        {transmissions.length > 0 && (
          <div>
            <dt>Transmissions</dt>
            <dd>
              <FactItems items={transmissions} />
            </dd>
          </div>
        )}
        {bodyStyles.length > 0 && (
          <div>
            <dt>Body styles</dt>
            <dd>{bodyStyles.map((style) => BODY_STYLE_LABELS[style]).join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
