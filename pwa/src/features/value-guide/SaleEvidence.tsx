import { formatUsd } from '@shared/format/number';
import { tierOfCondition } from '@shared/valuations/car-value';
import { formatLastUpdated } from '@shared/valuations/format';
import { reportSaleHref, saleEvidenceOf } from '@shared/valuations/sale-evidence';
import type { PublicSale } from '@shared/valuations/sales';
import { saleTexts as texts } from '@shared/valuations/sales';
import { tierName } from '@shared/valuations/tiers';
import { ButtonLink } from '@/ui/ButtonLink';
import { ExternalLink } from '@/ui/ExternalLink';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What a guide row rests on besides the editors' estimate: the approved sales of its model, year and trim (every trim
 * of the year when none is chosen) in the last 24 months, their range and median, each listed; and reporting another.
 */
export function SaleEvidence({
  row,
  sales,
}: {
  row: { modelSlug: string; year: number; trim: string };
  sales: readonly PublicSale[] | undefined;
}) {
  // Sales not read yet (or not reachable and never kept): nothing is said about them, rather than "none".
  const evidence = sales && saleEvidenceOf(sales, row, today());
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
      ) : sales ? (
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
