import { useId } from 'react';
import { formatUsd } from '@shared/format/number';
import { formatLastUpdated } from '@shared/valuations/format';
import type { Valuation } from '@shared/valuations/schemas';
import { valueEvidenceTexts as t } from '@shared/valuations/texts';
import { CONDITION_TIERS, tierName } from '@shared/valuations/tiers';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { historyChart, historyPoints } from './valuationHistory';

const BOX = { width: 320, height: 120, inset: 8 };

/**
 * How a row's values have moved, once it has two or more points: a small chart (one line per condition,
 * drawn here, no chart library) named by its summary, and the same figures in a table beside it.
 */
export function ValuationHistory({ valuation }: { valuation: Valuation }) {
  const titleId = useId();
  const captionId = useId();
  const points = historyPoints(valuation);
  if (points.length < 2) return null;
  const lines = historyChart(points, BOX);
  const first = points[0];
  const last = points[points.length - 1];
  const summary = t.historySummary(points.length, formatLastUpdated(first?.asOf ?? ''), formatLastUpdated(last?.asOf ?? ''));
  return (
    <section className="valuation-history" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.historyTitle}</h3>
      <svg
        className="valuation-history__chart"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={summary}
        data-points={points.length}
      >
        {lines.map(({ tier, dots }) => (
          <g key={tier.key} className={`valuation-history__tier valuation-history__tier--${tier.key}`}>
            <polyline points={dots.map((dot) => `${dot.x},${dot.y}`).join(' ')} />
            {dots.map((dot) => (
              <circle key={dot.x} cx={dot.x} cy={dot.y} r={3}>
                <title>{`${tierName(tier)}: ${formatUsd(dot.value)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <ul className="valuation-history__legend" aria-hidden="true">
        {CONDITION_TIERS.map((tier) => (
          <li key={tier.key} className={`valuation-history__key valuation-history__key--${tier.key}`}>
            {tierName(tier)}
          </li>
        ))}
      </ul>
      <ScrollBox labelledBy={captionId}>
        <table className="valuation-history__table">
          <caption id={captionId} className="visually-hidden">
            {summary}
          </caption>
          <thead>
            <tr>
              <th scope="col">As of</th>
              {CONDITION_TIERS.map((tier) => (
                <th key={tier.key} scope="col">
                  #{tier.rank}
                </th>
              ))}
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${index}-${point.asOf}`}>
                <th scope="row">{formatLastUpdated(point.asOf)}</th>
                {CONDITION_TIERS.map((tier) => (
                  <td key={tier.key}>{formatUsd(point[tier.field])}</td>
                ))}
                <td className="valuation-history__source">{point.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
