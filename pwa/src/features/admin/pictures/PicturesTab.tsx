import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { photoOfferResources } from '@shared/catalogue/photo-offer-resources';
import { DECLINE_REASON_MAX, photoOfferTexts, type ReviewedPhotoOffer } from '@shared/catalogue/photo-offers';
import { callResource, keyOf } from '@/http/resources';
import { AdminList } from '../list/AdminList';
import { ReviewActions } from '../review/ReviewActions';
import './pictures-tab.css';

const queueKey = keyOf(photoOfferResources.queue);

/** Pictures tab (admins): garage photos members offered for model pages, approved or declined with a reason. */
export function PicturesTab() {
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => callResource(photoOfferResources.queue, { query: { state: 'waiting' } }, { signal }),
    refetchOnMount: 'always',
  });
  return (
    <section aria-label={photoOfferTexts.queueTitle}>
      <AdminList query={queue} items={queue.data?.items ?? []} what={photoOfferTexts.queueTitle} empty={photoOfferTexts.queueEmpty}>
        {(items) => (
          <ul className="admin-pictures">
            {items.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        )}
      </AdminList>
    </section>
  );
}

function OfferCard({ offer }: { offer: ReviewedPhotoOffer }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const car = `${offer.carYear} ${offer.modelName}`;
  return (
    <li className="admin-card admin-pictures__offer" aria-labelledby={headingId}>
      <img src={offer.photoUrl} alt={`${car} offered by ${offer.member.name}`} loading="lazy" decoding="async" />
      <h3 id={headingId}>{photoOfferTexts.offeredBy(offer.member.name, car)}</h3>
      <ReviewActions
        what={car}
        texts={photoOfferTexts}
        reasonMax={DECLINE_REASON_MAX}
        approve={() => callResource(photoOfferResources.approve, { params: { id: offer.id } })}
        decline={(reason) => callResource(photoOfferResources.decline, { params: { id: offer.id }, body: { reason } })}
        onSettled={() => void queryClient.invalidateQueries({ queryKey: queueKey })}
      />
    </li>
  );
}
