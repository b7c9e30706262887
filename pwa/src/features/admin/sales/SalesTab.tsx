import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatUsd } from '@shared/format/number';
import { tierOfCondition } from '@shared/valuations/car-value';
import { formatLastUpdated } from '@shared/valuations/format';
import { saleResources } from '@shared/valuations/sale-resources';
import { SALE_DECLINE_REASON_MAX, saleTexts, type ReviewedSale } from '@shared/valuations/sales';
import { tierName } from '@shared/valuations/tiers';
import { callResource, keyOf } from '@/http/resources';
import { ExternalLink } from '@/ui/ExternalLink';
import { AdminList } from '../list/AdminList';
import { ReviewActions } from '../review/ReviewActions';
import { SaleImport } from './SaleImport';

const queueKey = keyOf(saleResources.queue);

/**
 * Sales tab (admins): sales members reported as the value guide's evidence, approved or declined with a reason; and
 * auction results imported from a CSV file.
 */
export function SalesTab() {
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => callResource(saleResources.queue, { query: { state: 'waiting' } }, { signal }),
    refetchOnMount: 'always',
  });
  return (
    <div className="stack">
      <section aria-label={saleTexts.queueTitle}>
        <AdminList query={queue} items={queue.data?.items ?? []} what={saleTexts.queueTitle} empty={saleTexts.queueEmpty}>
          {(items) => (
            <ul className="stack admin-sales">
              {items.map((sale) => (
                <SaleCard key={sale.id} sale={sale} />
              ))}
            </ul>
          )}
        </AdminList>
      </section>
      <SaleImport />
    </div>
  );
}

function SaleCard({ sale }: { sale: ReviewedSale }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const car = `${sale.year} ${sale.modelName} ${sale.trim}`;
  return (
    <li className="admin-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {car}: {saleTexts.soldAs(formatUsd(sale.priceUsd), tierName(tierOfCondition(sale.condition)), formatLastUpdated(sale.soldOn))}
      </h3>
      <p>
        {saleTexts.venues[sale.venue]}, {sale.place}
        {sale.listingUrl && (
          <>
            {' · '}
            <ExternalLink href={sale.listingUrl}>{saleTexts.listing}</ExternalLink>
          </>
        )}
        {sale.vin && ` · VIN ${sale.vin}`} · {saleTexts.reportedBy(sale.reportedBy.name)}
      </p>
      {sale.note && <p>{sale.note}</p>}
      <ReviewActions
        what={car}
        texts={saleTexts}
        reasonMax={SALE_DECLINE_REASON_MAX}
        approve={() => callResource(saleResources.approve, { params: { id: sale.id } })}
        decline={(reason) => callResource(saleResources.decline, { params: { id: sale.id }, body: { reason } })}
        onSettled={() => void queryClient.invalidateQueries({ queryKey: queueKey })}
      />
    </li>
  );
}
