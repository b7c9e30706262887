import type { ModelDetail } from '@shared/catalogue/responses';
import { formatYearRange } from '@shared/format/yearRange';

/** Key facts at a glance. */
export function ModelOverview({ model }: { model: ModelDetail }) {
  const yearCount = model.years.length;
  return (
    <section className="catalogue-panel card" aria-labelledby="overview-title">
      <h2 id="overview-title">Overview</h2>
      <dl className="fact-list">
        <div>
          <dt>Production years</dt>
          <dd>{formatYearRange(model.firstYear, model.lastYear)}</dd>
        </div>
        <div>
          <dt>Model years in the guide</dt>
          <dd>{yearCount === 0 ? 'Coming soon' : `${yearCount} ${yearCount === 1 ? 'year' : 'years'}`}</dd>
        </div>
        <div>
          <dt>Engine options</dt>
          <dd>{model.engines.length || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
