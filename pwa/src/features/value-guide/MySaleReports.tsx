import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { carName } from '@shared/catalogue/car-name';
import { formatUsd } from '@shared/format/number';
import { tierOfCondition } from '@shared/valuations/car-value';
import { formatLastUpdated } from '@shared/valuations/format';
import { saleResources } from '@shared/valuations/sale-resources';
import { saleTexts as texts, type OwnSale } from '@shared/valuations/sales';
import { tierName } from '@shared/valuations/tiers';
import { serverMessage } from '@/http/errorMessage';
import { callResource, keyOf } from '@/http/resources';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast/toastStore';

const mineKey = keyOf(saleResources.mine);

/** Where a report stands: waiting, approved, or declined with the admin's reason. */
const stateOf = (sale: OwnSale) =>
  sale.state === 'waiting' ? texts.waiting : sale.state === 'approved' ? texts.approved : texts.declined(sale.reason ?? '');

/**
 * The member's own reports under the form, each with where it stands; one not yet reviewed can be removed. Online only
 * (not kept): it is the member's review status, which only the server knows.
 */
export function MySaleReports({ nameOf }: { nameOf: (slug: string) => string }) {
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: mineKey, queryFn: ({ signal }) => callResource(saleResources.mine, {}, { signal }) });
  const removal = useMutation({
    mutationFn: (id: string) => callResource(saleResources.remove, { params: { id } }),
    onSuccess: () => toast({ title: texts.removed }),
    onError: (error) => toast({ variant: 'destructive', title: texts.removeFailed, description: serverMessage(error) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mineKey }),
  });
  const items = mine.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="my-sale-reports">
      <h2 id="my-sale-reports">{texts.mineTitle}</h2>
      <ul className="stack my-sale-reports">
        {items.map((sale) => {
          const car = carName(sale.year, nameOf(sale.modelSlug), sale.trim);
          return (
            <li key={sale.id} className="card">
              <p>
                <strong>{car}</strong>:{' '}
                {texts.soldAs(formatUsd(sale.priceUsd), tierName(tierOfCondition(sale.condition)), formatLastUpdated(sale.soldOn))},{' '}
                {sale.place}
              </p>
              <p>{stateOf(sale)}</p>
              {sale.state === 'waiting' && (
                <Button size="sm" variant="secondary" disabled={removal.isPending} onClick={() => removal.mutate(sale.id)}>
                  {texts.remove}
                  <span className="visually-hidden"> {car}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
