import { Link } from 'react-router-dom';
import type { ModelDetail } from '@shared/catalogue/responses';
import { formatUsd } from '../format';

interface ModelValueRangeProps {
  slug: string;
  market: NonNullable<ModelDetail['market']>;
}

/** Lowest, average (#2 condition) and highest values from the value guide, whole USD. */
export function ModelValueRange({ slug, market }: ModelValueRangeProps) {
  const entries = market.valuationCount;
  return (
    <section className="catalogue-panel card" aria-labelledby="market-title">
      <h2 id="market-title">Market Value</h2>
      <dl className="price-list">
        <div>
          <dt>Lowest</dt>
          <dd>{formatUsd(market.lowest)}</dd>
        </div>
        <div>
          <dt>Average (#2 condition)</dt>
          <dd>{formatUsd(market.average)}</dd>
        </div>
        <div>
          <dt>Highest</dt>
          <dd>{formatUsd(market.highest)}</dd>
        </div>
      </dl>
      <p className="catalogue-muted">
        Average of #2 (good) condition values; lowest is the lowest #4 value and highest the highest #1 value, from {entries} value-guide{' '}
        {entries === 1 ? 'entry' : 'entries'} based on classic-car sales.{' '}
        <Link to={`/tools/value-guide?${new URLSearchParams({ model: slug }).toString()}`}>Open the value guide</Link>
      </p>
    </section>
  );
}
