import { useId } from 'react';
import { formatUsd } from '@shared/format/number';
import { formatLastUpdated, todayIso } from '@shared/valuations/format';
import type { Valuation } from '@shared/valuations/schemas';
import type { PublicSale } from '@shared/valuations/sales';
import { valueEvidenceTexts as t } from '@shared/valuations/texts';
import { CONDITION_TIERS, tierName } from '@shared/valuations/tiers';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { historyPoints, shortUsd, valueChart } from './valueChart';

const BOX = { width: 320, height: 160, left: 52, right: 10, top: 8, bottom: 22 };
/** The grid lines reach a little past the plot, so a dot on its edge does not touch the value labels. */
const OVERHANG = 8;

/**
 * What a row's figures rest on, drawn: the editors' four figures over time as step lines (drawn here, no chart
 * library: a few lines and dots do not need one) with the sales behind the row as dots in their condition's colour.
 * Shown once there is more than one estimate or any sale. The SVG is named by its summary; the same figures are in a
 * table beside it, oldest first, for screen readers and for reading exact amounts.
 */
export function ValueChart({ valuation, sales }: { valuation: Valuation; sales: readonly PublicSale[] }) {
  const titleId = useId();
  const captionId = useId();
  const points = historyPoints(valuation);
  if (points.length < 2 && sales.length === 0) return null;
  const chart = valueChart(points, sales, BOX, todayIso());
  const summary = t.chartSummary(points.length, sales.length, formatLastUpdated(chart.from), formatLastUpdated(chart.to));
  const rows = [
    ...points.map((point) => ({ date: point.asOf, estimate: point, sale: null })),
    ...chart.sales.map((dot) => ({ date: dot.sale.soldOn, estimate: null, sale: dot })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className="value-chart" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.historyTitle}</h3>
      <svg className="value-chart__drawing" viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={summary}>
        <g className="value-chart__axis">
          {chart.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={BOX.left - OVERHANG} x2={BOX.width - BOX.right + OVERHANG / 2} y1={tick.y} y2={tick.y} />
              <text x={BOX.left - OVERHANG - 4} y={tick.y + 4} textAnchor="end">
                {shortUsd(tick.value)}
              </text>
            </g>
          ))}
          <text x={BOX.left - OVERHANG} y={BOX.height - 5}>
            {formatLastUpdated(chart.from)}
          </text>
          <text x={BOX.width - BOX.right} y={BOX.height - 5} textAnchor="end">
            {formatLastUpdated(chart.to)}
          </text>
        </g>
        {chart.lines.map(({ tier, path, dots }) => (
          <g key={tier.key} className={`value-chart__tier value-chart__tier--${tier.key}`}>
            <polyline points={path} />
            {dots.map((dot, index) => (
              <circle key={index} cx={dot.x} cy={dot.y} r={2.5} />
            ))}
          </g>
        ))}
        {chart.sales.map(({ sale, tier, x, y }) => (
          <circle key={sale.id} className={`value-chart__sale value-chart__tier--${tier.key}`} cx={x} cy={y} r={4.5}>
            <title>{t.saleDot(formatUsd(sale.priceUsd), tierName(tier), formatLastUpdated(sale.soldOn))}</title>
          </circle>
        ))}
      </svg>
      <ul className="value-chart__legend" aria-hidden="true">
        {CONDITION_TIERS.map((tier) => (
          <li key={tier.key} className={`value-chart__key value-chart__key--${tier.key}`}>
            {tierName(tier)}
          </li>
        ))}
        {sales.length > 0 ? <li className="value-chart__key value-chart__key--sale">{t.saleKey}</li> : null}
      </ul>
      <ScrollBox labelledBy={captionId}>
        <table className="value-chart__table">
          <caption id={captionId} className="visually-hidden">
            {summary}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.dateHeader}</th>
              {CONDITION_TIERS.map((tier) => (
                <th key={tier.key} scope="col">
                  #{tier.rank}
                </th>
              ))}
              <th scope="col">{t.basisHeader}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ date, estimate, sale }, index) => (
              <tr key={`${index}-${date}`} className={sale ? 'value-chart__sale-row' : undefined}>
                <th scope="row">{formatLastUpdated(date)}</th>
                {CONDITION_TIERS.map((tier) => (
                  <td key={tier.key}>
                    {estimate ? formatUsd(estimate[tier.field]) : sale?.tier.key === tier.key ? formatUsd(sale.sale.priceUsd) : ''}
                  </td>
                ))}
                <td className="value-chart__basis">{estimate ? estimate.source : t.soldAt(sale?.sale.place ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
