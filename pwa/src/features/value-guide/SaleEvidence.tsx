import { formatUsd } from '@shared/format/number';
import { tierOfCondition } from '@shared/valuations/car-value';
import { formatLastUpdated } from '@shared/valuations/format';
import { reportSaleHref, type SaleEvidence as Evidence } from '@shared/valuations/sale-evidence';
import { saleTexts as texts } from '@shared/valuations/sales';
import { tierName } from '@shared/valuations/tiers';
import { ButtonLink } from '@/ui/ButtonLink';
import { ExternalLink } from '@/ui/ExternalLink';

/**
 * What a guide row rests on besides the editors' estimate: the approved sales of its model, year and trim (every trim
 * of the year when none is chosen) in the last 24 months, their range and median, each listed; and reporting another.
 */
export function SaleEvidence({
  row,
  evidence,
}: {
  row: { modelSlug: string; year: number; trim: string };
  /** null: no sales behind the row; undefined: sales not read yet (or unreachable and never kept), so nothing is said. */
  evidence: Evidence | null | undefined;
}) {
  return (
    <section className="sale-evidence card stack" aria-labelledby="sale-evidence-title">
      <h2 id="sale-evidence-title">{texts.evidenceTitle}</h2>
      {evidence ? (
        <>
          <p>
            {texts.evidenceSummary(
              evidence.sales.length,
              formatUsd(evidence.lowest),
              formatUsd(evidence.highest),
              formatUsd(evidence.median),
            )}
          </p>
          <ul className="sale-evidence__list">
            {evidence.sales.map((sale) => (
              <li key={sale.id}>
                <strong>
                  {texts.soldAs(formatUsd(sale.priceUsd), tierName(tierOfCondition(sale.condition)), formatLastUpdated(sale.soldOn))}
                </strong>
                {row.trim ? null : ` (${sale.trim})`}, {sale.place}
                {sale.listingUrl ? (
                  <>
                    {' · '}
                    <ExternalLink href={sale.listingUrl}>{texts.listing}</ExternalLink>
                  </>
                ) : null}
                <span className="sale-evidence__credit"> · {texts.reportedBy(sale.reportedBy.name)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : evidence === null ? (
        <p>{texts.noSales}</p>
      ) : null}
      <div>
        <ButtonLink variant="secondary" to={reportSaleHref(row)}>
          {texts.report}
        </ButtonLink>
      </div>
    </section>
  );
}
